// invoice(documentNumber, issueDate) of docs/api.md: the bill, its rows and its PDF links.
import useSWR from 'swr';
import { graphqlFetcher } from '@/lib/graphql.ts';
import { INVOICE_FIELDS, type Invoice } from './types.ts';

export const INVOICE_QUERY = `query Invoice($documentNumber: String!, $issueDate: String!) {
  invoice(documentNumber: $documentNumber, issueDate: $issueDate) {
    invoice { ${INVOICE_FIELDS} }
    rows { description quantity unit unitPrice amount vatRate }
    pdfUrl detailPdfUrl
  }
}`;

export interface InvoiceRow {
  description: string;
  quantity: number | null;
  unit: string | null;
  unitPrice: number | null;
  amount: number;
  vatRate: number | null;
}

export interface InvoiceDetail {
  invoice: Invoice;
  rows: InvoiceRow[];
  pdfUrl: string | null;
  detailPdfUrl: string | null;
}

export function useInvoice(documentNumber: string, issueDate: string | null) {
  return useSWR<
    { invoice: InvoiceDetail | null },
    Error,
    readonly [string, Record<string, unknown>] | null
  >(issueDate ? ([INVOICE_QUERY, { documentNumber, issueDate }] as const) : null, graphqlFetcher);
}
