// invoice(documentNumber, issueDate) of docs/api.md: the bill of /retail/myBills/:id (§2) with its
// rows and PDF links.
import useSWR from 'swr';
import { graphqlFetcher } from '@/lib/graphql.ts';
import { INVOICE_DETAIL_FIELDS, type InvoiceDetail } from './types.ts';

export const INVOICE_QUERY = `query Invoice($documentNumber: String!, $issueDate: String!) {
  invoice(documentNumber: $documentNumber, issueDate: $issueDate) {
    ${INVOICE_DETAIL_FIELDS}
  }
}`;

export function useInvoice(documentNumber: string, issueDate: string | null) {
  return useSWR<
    { invoice: InvoiceDetail | null },
    Error,
    readonly [string, Record<string, unknown>] | null
  >(issueDate ? ([INVOICE_QUERY, { documentNumber, issueDate }] as const) : null, graphqlFetcher);
}
