// invoices(filter, first, offset, sort) of docs/api.md: one page of a customer's invoices with the
// totals of the whole filtered set, for the retail bills page and the business invoices page.
import { graphql } from '@/graphql/generated/index.ts';
import type { InvoicesQueryVariables } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';
import type { InvoiceFilter, InvoiceSort, Utility } from './types.ts';

/** Bills on one page: the `first` written into the document below (a test keeps them equal). */
export const PAGE_SIZE = 20;

// The page size is written into the document: the BFF's cost rule prices a list whose size comes
// from a variable at its maximum.
export const INVOICES_QUERY = graphql(`
  query Invoices($filter: InvoiceFilter, $offset: Int, $sort: InvoiceSort) {
    invoices(filter: $filter, first: 20, offset: $offset, sort: $sort) {
      totalCount
      totalAmount
      totalToPay
      nodes {
        ...InvoiceFields
      }
    }
  }
`);

export interface InvoicesRequest {
  filter: InvoiceFilter;
  sort: InvoiceSort;
  page: number;
  /** The commodity of a business page (§2 /<segment>/<gas|light>/invoices). */
  utility?: Utility | undefined;
  /** A pa's subsidised scheme (§2 /pa/subsidized<Gas|Light>/invoices): the convention's only. */
  underConvention?: boolean | undefined;
}

export function invoiceVariables(request: InvoicesRequest): InvoicesQueryVariables {
  const filter: InvoiceFilter = { ...request.filter };
  if (request.utility) filter.utility = request.utility;
  if (request.underConvention) filter.underConvention = true;
  return { filter, offset: (request.page - 1) * PAGE_SIZE, sort: request.sort };
}

/** Null request: nothing to ask (the form holds an error). */
export function useInvoices(request: InvoicesRequest | null) {
  return useQuery(INVOICES_QUERY, request ? invoiceVariables(request) : null, {
    keepPreviousData: true,
  });
}
