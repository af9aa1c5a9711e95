// The business invoices list's download (CSV in both dialects, the PDFs from the downloads page):
// with the features' texts, loaded by the business invoices page, not on a first visit's path.
const invoiceExport = {
  invoiceExport: {
    label: 'Scarica l’elenco',
    standard: 'Scarica l’elenco in CSV standard',
    italian: 'Scarica l’elenco in CSV per Excel in italiano',
    pdf: 'Esporta i PDF di queste fatture dalla pagina Download',
    done: 'File {{name}} scaricato.',
    tooLarge:
      'L’elenco supera le 10.000 fatture che un file può contenere: restringete i filtri (ad esempio il periodo di emissione) e riprovate.',
  },
};

export type InvoiceExportMessages = typeof invoiceExport;
export default invoiceExport;
