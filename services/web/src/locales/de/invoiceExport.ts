// The business invoices list's download (CSV in both dialects, the PDFs from the downloads page):
// with the features' texts, loaded by the business invoices page, not on a first visit's path.
const invoiceExport = {
  invoiceExport: {
    label: 'Liste herunterladen',
    standard: 'Liste als Standard-CSV herunterladen',
    italian: 'Liste als CSV für italienisches Excel herunterladen',
    pdf: 'PDFs dieser Rechnungen auf der Seite Downloads exportieren',
    done: 'Datei {{name}} heruntergeladen.',
    tooLarge:
      'Die Liste hat mehr als die 10.000 Rechnungen, die eine Datei fassen kann: Grenzen Sie die Filter ein (etwa den Ausstellungszeitraum) und versuchen Sie es erneut.',
  },
};

export type InvoiceExportMessages = typeof invoiceExport;
export default invoiceExport;
