// invoice(documentNumber, issueDate) of docs/api.md: the bill of /retail/myBills/:id (§2) with its
// rows and PDF links; null when it is not the customer's.
import useSWR from 'swr';
import { graphql } from '@/graphql/generated/index.ts';
import type { InvoiceQuery, InvoiceQueryVariables } from '@/graphql/generated/graphql.ts';
import { graphqlFetcher, type GraphQLKey } from '@/lib/graphql.ts';

export const INVOICE_QUERY = graphql(`
  query Invoice($documentNumber: String!, $issueDate: String!) {
    invoice(documentNumber: $documentNumber, issueDate: $issueDate) {
      ...InvoiceDetailFields
    }
  }
`);

export function useInvoice(documentNumber: string, issueDate: string | null) {
  return useSWR<InvoiceQuery, Error, GraphQLKey<InvoiceQuery, InvoiceQueryVariables> | null>(
    issueDate ? ([INVOICE_QUERY, { documentNumber, issueDate }] as const) : null,
    graphqlFetcher,
  );
}
