// invoiceById(id) of docs/api.md: the detail a business invoices page opens beside its list.
import { graphql } from '@/graphql/generated/index.ts';
import { useQuery } from '@/lib/query.ts';

export const INVOICE_BY_ID_QUERY = graphql(`
  query InvoiceById($id: ID!) {
    invoiceById(id: $id) {
      ...InvoiceDetailFields
    }
  }
`);

export function useInvoiceById(id: string | null) {
  return useQuery(INVOICE_BY_ID_QUERY, id ? { id } : null);
}
