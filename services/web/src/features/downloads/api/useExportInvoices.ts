// invoices(filter, first, offset) of docs/api.md for the downloads page: how many invoices the
// export filter selects, and one page of them to pick from by hand.
import { graphql } from '@/graphql/generated/index.ts';
import type { ExportInvoicesQuery } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';
import type { InvoiceFilter } from './types.ts';

/** Invoices on one page of the picker: the `first` written into the document below. */
export const PAGE_SIZE = 20;

// The page size is written into the document: the BFF's cost rule prices a list whose size comes
// from a variable at its maximum.
export const EXPORT_INVOICES_QUERY = graphql(`
  query ExportInvoices($filter: InvoiceFilter, $offset: Int) {
    invoices(filter: $filter, first: 20, offset: $offset) {
      totalCount
      nodes {
        id
        documentNumber
        issueDate
        amount
        paymentState
        paymentStateText
        pointId
      }
    }
  }
`);

export type ExportInvoice = ExportInvoicesQuery['invoices']['nodes'][number];

/** Null filter: nothing to ask (the form holds an error, or no supply of this kind). */
export function useExportInvoices(filter: InvoiceFilter | null, page: number) {
  return useQuery(
    EXPORT_INVOICES_QUERY,
    filter ? { filter, offset: (page - 1) * PAGE_SIZE } : null,
    { keepPreviousData: true },
  );
}
