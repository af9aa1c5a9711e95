// The start of an invoice export by filter, for the exports' tests at both sizes
// (graphql-exports.test.ts, graphql-exports-large.test.ts).
export const BY_FILTER = `mutation E($filter: InvoiceFilter!, $detail: Boolean) {
  startInvoiceExportByFilter(filter: $filter, detail: $detail) {
    matchedCount truncated job { id kind statusCode status tone invoiceCount failureReason createdAt }
  }
}`;

export interface Started {
  startInvoiceExportByFilter: {
    matchedCount: number;
    truncated: boolean;
    job: {
      id: string;
      kind: string;
      statusCode: number;
      status: string;
      tone: string;
      invoiceCount: number;
      failureReason: string | null;
      createdAt: string;
    };
  };
}
