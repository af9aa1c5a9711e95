// invoices(filter, first, offset, sort) of docs/api.md with the filters of the bills page.
import useSWR from 'swr';
import { graphqlFetcher } from '@/lib/graphql.ts';
import { INVOICE_FIELDS, type Invoice, type PaymentState } from './types.ts';

export const PAGE_SIZE = 10;

// The page size is written into the document: the BFF's cost rule prices a list whose size comes
// from a variable at its maximum.
export const INVOICES_QUERY = `query Invoices($filter: InvoiceFilter, $offset: Int) {
  invoices(filter: $filter, first: ${PAGE_SIZE}, offset: $offset, sort: ISSUE_DATE_DESC) {
    totalCount totalAmount totalToPay nodes { ${INVOICE_FIELDS} }
  }
}`;

export interface InvoiceQuery {
  paymentState: PaymentState | null;
  issueDateFrom: string | null;
  issueDateTo: string | null;
  page: number;
}

export interface InvoicePage {
  totalCount: number;
  totalAmount: number;
  totalToPay: number;
  nodes: Invoice[];
}

export function invoiceVariables(query: InvoiceQuery): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (query.paymentState) filter.paymentStates = [query.paymentState];
  if (query.issueDateFrom) filter.issueDateFrom = query.issueDateFrom;
  if (query.issueDateTo) filter.issueDateTo = query.issueDateTo;
  return { filter, offset: (query.page - 1) * PAGE_SIZE };
}

export function useInvoices(query: InvoiceQuery) {
  return useSWR<{ invoices: InvoicePage }, Error, readonly [string, Record<string, unknown>]>(
    [INVOICES_QUERY, invoiceVariables(query)] as const,
    graphqlFetcher,
    { keepPreviousData: true },
  );
}
