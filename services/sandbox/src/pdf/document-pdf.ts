// The documents of the customer area's catalogue as real PDFs (pdfkit, built-in Helvetica): a
// title page with the supplier, what the document is and, for a personal one, whose contract it
// is, then the document's sections.
import PDFDocument from 'pdfkit';
import type { Supplier } from '../supplier.ts';
import { drawSupplier } from './invoice-pdf.ts';

export interface DocumentSheet {
  title: string;
  /** For a personal document: the holder and the contract, one line each. */
  holder: readonly string[];
  sections: readonly { heading: string; text: string }[];
  updated: string;
}

export function renderDocument(sheet: DocumentSheet, supplier: Supplier): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: sheet.title, Author: supplier.companyName },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    drawSupplier(doc, supplier);
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(14).text(sheet.title);
    doc.font('Helvetica').fontSize(9).text(sheet.updated);
    if (sheet.holder.length > 0) {
      doc.moveDown(0.5);
      doc.fontSize(10);
      for (const line of sheet.holder) doc.text(line);
    }
    for (const section of sheet.sections) {
      doc.moveDown(0.7);
      doc.font('Helvetica-Bold').fontSize(11).text(section.heading);
      doc.font('Helvetica').fontSize(10).text(section.text, { align: 'justify' });
    }
    doc.end();
  });
}
