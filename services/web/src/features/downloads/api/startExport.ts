// startInvoiceExport and startInvoiceExportByFilter of docs/api.md ("Invoice exports"): §7's
// export-pdf start (the invoices) or start-detail (their detail copies). Called once per press of
// the start button, never repeated on failure: the customer decides whether to try again.
import { graphql } from '@/graphql/generated/index.ts';
import { graphql as request } from '@/lib/graphql.ts';
import type { InvoiceFilter } from './types.ts';

export const START_BY_FILTER = graphql(`
  mutation StartInvoiceExportByFilter($filter: InvoiceFilter!, $detail: Boolean) {
    startInvoiceExportByFilter(filter: $filter, detail: $detail) {
      matchedCount
      truncated
      job {
        id
        invoiceCount
      }
    }
  }
`);

export const START_BY_SELECTION = graphql(`
  mutation StartInvoiceExport($invoiceIds: [ID!]!, $detail: Boolean) {
    startInvoiceExport(invoiceIds: $invoiceIds, detail: $detail) {
      id
      invoiceCount
    }
  }
`);

/** What the customer is told once the job exists. */
export interface Started {
  jobId: string;
  invoiceCount: number;
  /** How many the filter matched (more than invoiceCount when over the limit). */
  matchedCount: number;
}

export async function startByFilter(filter: InvoiceFilter, detail: boolean): Promise<Started> {
  const { startInvoiceExportByFilter: started } = await request(START_BY_FILTER, {
    filter,
    detail,
  });
  return {
    jobId: started.job.id,
    invoiceCount: started.job.invoiceCount,
    matchedCount: started.matchedCount,
  };
}

export async function startBySelection(
  invoiceIds: readonly string[],
  detail: boolean,
): Promise<Started> {
  const { startInvoiceExport: job } = await request(START_BY_SELECTION, {
    invoiceIds: [...invoiceIds],
    detail,
  });
  return { jobId: job.id, invoiceCount: job.invoiceCount, matchedCount: job.invoiceCount };
}
