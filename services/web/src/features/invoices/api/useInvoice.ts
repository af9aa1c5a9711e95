// invoice(documentNumber, issueDate) of docs/api.md: the bill of /retail/myBills/:id (§2) with its
// rows and PDF links; null when it is not the customer's.
import { graphql } from '@/graphql/generated/index.ts';
import { useQuery } from '@/lib/query.ts';

export const INVOICE_QUERY = graphql(`
  query Invoice($documentNumber: String!, $issueDate: String!) {
    invoice(documentNumber: $documentNumber, issueDate: $issueDate) {
      ...InvoiceDetailFields
    }
  }
`);

export function useInvoice(documentNumber: string, issueDate: string | null) {
  return useQuery(INVOICE_QUERY, issueDate ? { documentNumber, issueDate } : null);
}
