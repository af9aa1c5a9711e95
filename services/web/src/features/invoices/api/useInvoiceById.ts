// invoiceById(id) of docs/api.md: the detail a business invoices page opens beside its list.
import useSWR from 'swr';
import { graphqlFetcher } from '@/lib/graphql.ts';
import { INVOICE_DETAIL_FIELDS, type InvoiceDetail } from './types.ts';

export const INVOICE_BY_ID_QUERY = `query InvoiceById($id: ID!) {
  invoiceById(id: $id) {
    ${INVOICE_DETAIL_FIELDS}
  }
}`;

export function useInvoiceById(id: string | null) {
  return useSWR<
    { invoiceById: InvoiceDetail },
    Error,
    readonly [string, Record<string, unknown>] | null
  >(id ? ([INVOICE_BY_ID_QUERY, { id }] as const) : null, graphqlFetcher);
}
