// A bill as the supplier sends it, generated from the invoice, its registry, its supply and its
// rows (pdf/generator.ts): the reference box (§3 numeroFattura, dataEmissione, compDal–compAl,
// dataScadenza, podPdr, codiceRigaContratto), the holder, the supply, the amounts (the rows, the
// VAT, the total), the payment and what to do in case of doubt — one page per bill.
import type { InvoiceRow } from '../data/invoice-rows.ts';
import type { Anagrafica, Fattura, Fornitura } from '../data/model.ts';
import type { Supplier } from '../supplier.ts';
import { renderPdf, type Block, type SupplierDocument } from './generator.ts';

export interface BillSheet {
  fattura: Fattura;
  anagrafica: Anagrafica;
  fornitura: Fornitura;
  rows: InvoiceRow[];
}

const euro = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});
const quantity = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 3 });
const price = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 6 });
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

/** The holder's lines: name, address and tax identity (VAT number for a business). */
export function holderLines(a: Anagrafica): string[] {
  return [
    a.ragSoc,
    `${a.indirizzo}, ${a.cap} ${a.localita} (${a.provincia})`,
    a.piva ? `P.IVA ${a.piva}` : `Codice fiscale ${a.cfisc}`,
  ];
}

function amounts(sheet: BillSheet, detail: boolean): Block[] {
  const { fattura: f, rows } = sheet;
  const taxable = rows.reduce((sum, r) => sum + r.importo, 0);
  const table = detail
    ? {
        columns: ['Voce', 'Quantità', 'Prezzo unitario', 'Importo', 'IVA'],
        widths: [5, 1.6, 1.8, 1.6, 0.8],
        numeric: [1, 2, 3, 4],
        rows: rows.map((r) => [
          r.descrizione,
          `${quantity.format(r.quantita)} ${r.unita}`,
          `${price.format(r.prezzoUnitario)} EUR`,
          formatEuro(r.importo),
          `${r.aliquotaIva}%`,
        ]),
      }
    : {
        columns: ['Voce', 'Importo'],
        widths: [4, 1],
        numeric: [1],
        rows: rows.map((r) => [r.descrizione, formatEuro(r.importo)]),
      };
  return [
    { table },
    { total: { label: 'Totale imponibile', value: formatEuro(taxable) } },
    { total: { label: 'IVA', value: formatEuro(f.importo - taxable) } },
    { total: { label: 'Totale da pagare', value: formatEuro(f.importo) }, strong: true },
  ];
}

/** The bill of an invoice (its detailed copy lists each row's quantity, price and VAT). */
export function billDocument(
  sheet: BillSheet,
  detail: boolean,
  supplier: Supplier,
): SupplierDocument {
  const { fattura: f, anagrafica: a, fornitura: s } = sheet;
  const power = s.codUtility === 0;
  const point = power ? 'POD' : 'PDR';
  return {
    title: `${f.tipoDoc} n. ${f.numeroFattura}${detail ? ' - dettaglio' : ''}`,
    subtitle: `Data di emissione: ${formatDate(f.dataEmissione)}`,
    fields: [
      { label: 'Numero fattura', value: f.numeroFattura },
      { label: 'Codice cliente', value: String(a.idanagrafica) },
      {
        label: 'Periodo di fornitura',
        value: `dal ${formatDate(f.compDal)} al ${formatDate(f.compAl)}`,
      },
      { label: 'Contratto', value: f.codiceRigaContratto },
      { label: point, value: s.podPdr },
      { label: 'Scadenza', value: formatDate(f.dataScadenza) },
    ],
    sections: [
      { heading: 'Intestatario', blocks: [{ lines: holderLines(a) }] },
      {
        heading: power ? 'Fornitura di energia elettrica' : 'Fornitura di gas naturale',
        blocks: [
          {
            fields: [
              { label: point, value: s.podPdr },
              {
                label: 'Indirizzo di fornitura',
                value: `${s.indirizzo}, ${s.cap} ${s.localita} (${s.provincia})`,
              },
              {
                label: 'Offerta',
                value: `${s.prodotto}${s.energiaVerde ? ' - energia 100% rinnovabile' : ''}`,
              },
              {
                label: power ? 'Potenza impegnata' : 'Classe del contatore',
                value: power ? `${s.potenzaImpegnata ?? '-'} kW` : (s.classeContatore ?? '-'),
              },
              { label: 'Uso', value: s.tipoUso },
              {
                label: 'Consumo annuo',
                value: `${quantity.format(s.consumoAnnuo)} ${s.unitaMisura}`,
              },
            ],
          },
        ],
      },
      { heading: 'Importi', blocks: amounts(sheet, detail) },
      {
        heading: 'Pagamento',
        blocks: [
          {
            fields: [
              { label: 'Scadenza', value: formatDate(f.dataScadenza) },
              { label: 'Modalità di pagamento', value: f.modalitaPagamento },
              {
                label: 'Stato del pagamento',
                value: `${f.statoPagamento}${f.dataPagamento ? ` il ${formatDate(f.dataPagamento)}` : ''}`,
              },
              ...(f.pagato ? [] : [{ label: 'Saldo residuo', value: formatEuro(f.saldo) }]),
            ],
          },
        ],
      },
      {
        heading: 'Informazioni utili',
        blocks: [
          {
            paragraph: `Per domande sulla bolletta, reclami o richieste di rettifica chiama il servizio clienti al ${supplier.phone} o scrivi a ${supplier.email}. In caso di guasto chiama il pronto intervento del distributore indicato sul contatore. Se la risposta al reclamo non ti soddisfa puoi rivolgerti gratuitamente al Servizio Conciliazione dell'Autorità di Regolazione per Energia Reti e Ambiente (ARERA).`,
          },
        ],
      },
    ],
  };
}

/** One PDF with one page per bill (an invoice, its detail variant, or an export job). */
export function renderBills(
  sheets: readonly BillSheet[],
  options: { detail: boolean; title: string; supplier: Supplier },
): Promise<Buffer> {
  return renderPdf(
    sheets.map((sheet) => billDocument(sheet, options.detail, options.supplier)),
    { title: options.title, supplier: options.supplier },
  );
}
