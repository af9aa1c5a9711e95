// The sandbox's one document generator: every PDF the supplier's systems send (bills, a contract's
// conditions, the service charter, forms, guarantee-of-origin certificates, a convention's
// documents) is a `SupplierDocument` — data, not drawing — laid out here the same way: the brand's
// letterhead in its colour, the title, the reference fields that identify the document (§3 names
// in words), its sections of paragraphs, fields, tables and totals, and on every page the legal
// footer the portal's footer shows (company, office, VAT number, REA, share capital) with the page
// number. pdfkit with its built-in Helvetica: no font files, pure JS. Each field and total is one
// line of text, so the tests read them back whole (pdf/text.ts).
import PDFDocument from 'pdfkit';
import type { Supplier } from '../supplier.ts';

export type Lingua = 'it' | 'de';

export interface Field {
  label: string;
  value: string;
}

export interface Table {
  columns: readonly string[];
  /** Share of the width of each column; equal shares when absent. */
  widths?: readonly number[];
  /** Indexes of the columns aligned right (amounts, quantities). */
  numeric?: readonly number[];
  rows: readonly (readonly string[])[];
}

export type Block =
  | { paragraph: string }
  /** Lines of their own, one text each (an address block). */
  | { lines: readonly string[] }
  | { fields: readonly Field[] }
  | { table: Table }
  | { total: Field; strong?: boolean };

export interface Section {
  heading: string;
  blocks: readonly Block[];
}

export interface SupplierDocument {
  title: string;
  /** The line under the title: an edition, an issue date. */
  subtitle: string;
  /** The reference box: what identifies the document and whose it is. */
  fields: readonly Field[];
  sections: readonly Section[];
}

const PAGE = { margin: 45, bottom: 62, letterhead: 78 } as const;
const INK = '#1c2430';
const MUTED = '#5b6675';
const RULE = '#c9d1db';
const SHADE = '#eef2f6';

const FOOTER_TEXT = {
  it: { vat: 'P.IVA', rea: 'REA', capital: 'Capitale sociale', page: 'Pagina', of: 'di' },
  de: { vat: 'MwSt.-Nr.', rea: 'REA', capital: 'Gesellschaftskapital', page: 'Seite', of: 'von' },
} as const;

/** The letterhead: the brand's band with the company, its office, VAT number and customer service. */
function letterhead(doc: PDFKit.PDFDocument, supplier: Supplier): void {
  doc.save().rect(0, 0, doc.page.width, PAGE.letterhead).fill(supplier.color).restore();
  doc.fillColor(supplier.colorText);
  doc.font('Helvetica-Bold').fontSize(15).text(supplier.companyName, PAGE.margin, 16);
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(supplier.registeredOffice)
    .text(`P.IVA ${supplier.vatNumber}`)
    .text(`Servizio clienti ${supplier.phone} - ${supplier.email}`);
  // The name customers know, on the band's right (after the company's lines, read first).
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(supplier.brandName, PAGE.margin, 26, { width: width(doc), align: 'right' });
  doc.fillColor(INK);
  doc.x = PAGE.margin;
  doc.y = PAGE.letterhead + 16;
}

function width(doc: PDFKit.PDFDocument): number {
  return doc.page.width - 2 * PAGE.margin;
}

/** A new page when less than `height` is left above the footer. */
function keep(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - PAGE.bottom) {
    doc.addPage();
    doc.y = PAGE.margin;
  }
}

/** Fields two to a row, each "label: value" one line of text (wrapped when long). */
function drawFields(doc: PDFKit.PDFDocument, fields: readonly Field[]): void {
  const column = (width(doc) - 16) / 2;
  doc.font('Helvetica').fontSize(9).fillColor(INK);
  for (let i = 0; i < fields.length; i += 2) {
    keep(doc, 14);
    const top = doc.y;
    let bottom = top;
    fields.slice(i, i + 2).forEach((field, n) => {
      doc.text(`${field.label}: ${field.value}`, PAGE.margin + n * (column + 16), top, {
        width: column,
      });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = PAGE.margin;
    doc.y = bottom + 2;
  }
}

function drawTable(doc: PDFKit.PDFDocument, table: Table): void {
  const total = width(doc);
  const shares = table.widths ?? table.columns.map(() => 1);
  const sum = shares.reduce((a, b) => a + b, 0);
  const widths = shares.map((s) => (s / sum) * total);
  const row = (cells: readonly string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    const height =
      Math.max(
        ...cells.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] ?? 0) - 6 })),
      ) + 6;
    keep(doc, height);
    const top = doc.y;
    if (bold) doc.save().rect(PAGE.margin, top, total, height).fill(SHADE).restore();
    let x = PAGE.margin;
    cells.forEach((cell, i) => {
      const w = widths[i] ?? 0;
      doc.fillColor(INK).text(cell, x + 3, top + 3, {
        width: w - 6,
        align: table.numeric?.includes(i) ? 'right' : 'left',
      });
      x += w;
    });
    doc
      .save()
      .moveTo(PAGE.margin, top + height)
      .lineTo(PAGE.margin + total, top + height)
      .lineWidth(0.5)
      .stroke(RULE)
      .restore();
    doc.x = PAGE.margin;
    doc.y = top + height;
  };
  row(table.columns, true);
  for (const cells of table.rows) row(cells, false);
  doc.moveDown(0.3);
}

function drawBlock(doc: PDFKit.PDFDocument, block: Block): void {
  if ('paragraph' in block) {
    doc.font('Helvetica').fontSize(9).fillColor(INK);
    keep(doc, 24);
    // Ragged right: a justified line spaces its words apart and a text reader loses the spaces.
    doc.text(block.paragraph, PAGE.margin, doc.y, { width: width(doc) });
    doc.moveDown(0.4);
  } else if ('lines' in block) {
    doc.font('Helvetica').fontSize(9).fillColor(INK);
    keep(doc, 12 * block.lines.length);
    for (const line of block.lines) doc.text(line, PAGE.margin, doc.y, { width: width(doc) });
    doc.moveDown(0.3);
  } else if ('fields' in block) drawFields(doc, block.fields);
  else if ('table' in block) drawTable(doc, block.table);
  else {
    keep(doc, 16);
    doc
      .font(block.strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(block.strong ? 11 : 9)
      .fillColor(INK)
      .text(`${block.total.label}: ${block.total.value}`, PAGE.margin, doc.y, {
        width: width(doc),
        align: 'right',
      });
  }
}

function drawDocument(
  doc: PDFKit.PDFDocument,
  document: SupplierDocument,
  supplier: Supplier,
): void {
  letterhead(doc, supplier);
  doc.font('Helvetica-Bold').fontSize(14).fillColor(supplier.color).text(document.title);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(document.subtitle);
  doc.moveDown(0.6);
  if (document.fields.length > 0) {
    const top = doc.y;
    doc.y = top + 6;
    drawFields(doc, document.fields);
    doc
      .save()
      .rect(PAGE.margin - 4, top, width(doc) + 8, doc.y - top + 4)
      .lineWidth(0.8)
      .stroke(supplier.color)
      .restore();
    doc.y += 10;
  }
  for (const section of document.sections) {
    keep(doc, 40);
    doc.moveDown(0.3);
    doc
      .font('Helvetica-Bold')
      .fontSize(10.5)
      .fillColor(supplier.color)
      .text(section.heading, PAGE.margin, doc.y);
    const rule = doc.y + 1;
    doc
      .save()
      .moveTo(PAGE.margin, rule)
      .lineTo(PAGE.margin + width(doc), rule)
      .lineWidth(0.6)
      .stroke(supplier.color)
      .restore();
    doc.y = rule + 4;
    for (const block of section.blocks) drawBlock(doc, block);
  }
}

/** The legal footer and page number of every page, written once all pages exist. */
function footers(doc: PDFKit.PDFDocument, supplier: Supplier, lingua: Lingua): void {
  const words = FOOTER_TEXT[lingua];
  const legal = [
    supplier.companyName,
    supplier.registeredOffice,
    `${words.vat} ${supplier.vatNumber}`,
    ...(supplier.reaNumber ? [`${words.rea} ${supplier.reaNumber}`] : []),
    ...(supplier.shareCapital ? [`${words.capital} ${supplier.shareCapital}`] : []),
  ].join(' - ');
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin must not start a page of its own.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - PAGE.bottom + 14;
    doc
      .save()
      .moveTo(PAGE.margin, y - 5)
      .lineTo(doc.page.width - PAGE.margin, y - 5)
      .lineWidth(0.5)
      .stroke(RULE)
      .restore();
    doc.font('Helvetica').fontSize(7).fillColor(MUTED);
    doc.text(legal, PAGE.margin, y, { width: width(doc) - 70 });
    doc.text(`${words.page} ${i - start + 1} ${words.of} ${count}`, PAGE.margin, y, {
      width: width(doc),
      align: 'right',
    });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * One PDF of one or more documents, each starting on a page of its own (an export's bills), with
 * the supplier's letterhead and legal footer.
 */
export function renderPdf(
  documents: readonly SupplierDocument[],
  options: { title: string; supplier: Supplier; lingua?: Lingua; empty?: string },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: PAGE.bottom },
      bufferPages: true,
      info: { Title: options.title, Author: options.supplier.companyName },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    documents.forEach((document, index) => {
      if (index > 0) doc.addPage();
      drawDocument(doc, document, options.supplier);
    });
    if (documents.length === 0) {
      letterhead(doc, options.supplier);
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(options.empty ?? 'Nessun documento');
    }
    footers(doc, options.supplier, options.lingua ?? 'it');
    doc.end();
  });
}
