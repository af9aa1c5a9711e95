// invoiceById(id) of docs/api.md: the detail a business invoices page opens beside its list.
import useSWR from 'swr';
import { graphql } from '@/graphql/generated/index.ts';
import type { InvoiceByIdQuery, InvoiceByIdQueryVariables } from '@/graphql/generated/graphql.ts';
import { graphqlFetcher, type GraphQLKey } from '@/lib/graphql.ts';

export const INVOICE_BY_ID_QUERY = graphql(`
  query InvoiceById($id: ID!) {
    invoiceById(id: $id) {
      ...InvoiceDetailFields
    }
  }
`);

export function useInvoiceById(id: string | null) {
  return useSWR<
    InvoiceByIdQuery,
    Error,
    GraphQLKey<InvoiceByIdQuery, InvoiceByIdQueryVariables> | null
  >(id ? ([INVOICE_BY_ID_QUERY, { id }] as const) : null, graphqlFetcher);
}
