// Real PDF documents (pdfkit, built-in Helvetica, no external fonts): one bill per page with the
// essentials of a bill — supplier, customer, supply point, period, amounts, due date, payment state.
import PDFDocument from 'pdfkit';
import type { InvoiceRow } from '../data/invoice-rows.ts';
import type { Anagrafica, Fattura, Fornitura } from '../data/model.ts';
import type { Supplier } from '../supplier.ts';

export interface BillSheet {
  fattura: Fattura;
  anagrafica: Anagrafica;
  fornitura: Fornitura;
  rows: InvoiceRow[];
}

/** The supplier's letterhead: the brand's company, office, VAT number and customer service. */
export function drawSupplier(doc: PDFKit.PDFDocument, supplier: Supplier): void {
  doc.font('Helvetica-Bold').fontSize(16).text(supplier.companyName);
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(supplier.registeredOffice)
    .text(`P.IVA ${supplier.vatNumber}`)
    .text(`Servizio clienti ${supplier.phone} - ${supplier.email}`);
}

const euro = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});
export const formatEuro = (n: number): string => `${euro.format(n)} EUR`;
export const formatDate = (ymd: string | null): string => {
  if (!ymd || ymd.startsWith('9999')) return '-';
  const [y, m, d] = ymd.split('-');
  return `${d}/${m}/${y}`;
};

/** A safe attachment name: "<numeroFattura>.pdf" with anything but letters, digits, - and _ replaced. */
export function pdfFileName(numero: string): string {
  const safe = numero.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '');
  return `${safe || 'documento'}.pdf`;
}

function drawBill(
  doc: PDFKit.PDFDocument,
  sheet: BillSheet,
  detail: boolean,
  supplier: Supplier,
): void {
  const { fattura: f, anagrafica: a, fornitura: s } = sheet;
  drawSupplier(doc, supplier);
  doc.moveDown();
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(`${f.tipoDoc} n. ${f.numeroFattura}${detail ? ' - dettaglio' : ''}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Data di emissione: ${formatDate(f.dataEmissione)}`);
  doc.text(`Periodo di fornitura: dal ${formatDate(f.compDal)} al ${formatDate(f.compAl)}`);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').text('Intestatario');
  doc
    .font('Helvetica')
    .text(a.ragSoc)
    .text(`${a.indirizzo}, ${a.cap} ${a.localita} (${a.provincia})`);
  doc.text(a.piva ? `P.IVA ${a.piva}` : `Codice fiscale ${a.cfisc}`);
  doc.moveDown(0.5);
  doc
    .font('Helvetica-Bold')
    .text(s.codUtility === 0 ? 'Fornitura di energia elettrica' : 'Fornitura di gas naturale');
  doc.font('Helvetica').text(`${s.codUtility === 0 ? 'POD' : 'PDR'}: ${s.podPdr}`);
  doc.text(`Indirizzo di fornitura: ${s.indirizzo}, ${s.cap} ${s.localita} (${s.provincia})`);
  doc.text(`Offerta: ${s.prodotto}${s.energiaVerde ? ' - energia 100% rinnovabile' : ''}`);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').text('Importi');
  doc.font('Helvetica');
  for (const row of sheet.rows) {
    const line = detail
      ? `${row.descrizione}: ${row.quantita} ${row.unita} x ${row.prezzoUnitario} = ${formatEuro(row.importo)} (IVA ${row.aliquotaIva}%)`
      : `${row.descrizione}: ${formatEuro(row.importo)}`;
    doc.text(line);
  }
  const imponibile = sheet.rows.reduce((sum, r) => sum + r.importo, 0);
  doc.text(`IVA: ${formatEuro(f.importo - imponibile)}`);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(`Totale da pagare: ${formatEuro(f.importo)}`);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Scadenza: ${formatDate(f.dataScadenza)}`);
  doc.text(`Modalità di pagamento: ${f.modalitaPagamento}`);
  doc.text(
    `Stato del pagamento: ${f.statoPagamento}${f.dataPagamento ? ` il ${formatDate(f.dataPagamento)}` : ''}`,
  );
  if (!f.pagato) doc.text(`Saldo residuo: ${formatEuro(f.saldo)}`);
}

/** One PDF with one page per bill (an invoice, its detail variant, or an export job). */
export function renderBills(
  sheets: readonly BillSheet[],
  options: { detail: boolean; title: string; supplier: Supplier },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: options.title, Author: options.supplier.companyName },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    sheets.forEach((sheet, index) => {
      if (index > 0) doc.addPage();
      drawBill(doc, sheet, options.detail, options.supplier);
    });
    if (sheets.length === 0) doc.font('Helvetica').text('Nessun documento');
    doc.end();
  });
}
