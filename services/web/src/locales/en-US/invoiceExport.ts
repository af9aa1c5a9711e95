// The business invoices list's download (CSV in both dialects, the PDFs from the downloads page):
// with the features' texts, loaded by the business invoices page, not on a first visit's path.
const invoiceExport = {
  invoiceExport: {
    label: 'Download the list',
    standard: 'Download the list as standard CSV',
    italian: 'Download the list as CSV for Italian Excel',
    pdf: 'Export these invoices’ PDFs from the Downloads page',
    done: 'File {{name}} downloaded.',
    tooLarge:
      'The list has more than the 10,000 invoices one file can hold: narrow the filters (the issue period, say) and try again.',
  },
};

export type InvoiceExportMessages = typeof invoiceExport;
export default invoiceExport;
