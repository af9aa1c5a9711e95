// documents of docs/api.md for /retail/downloads: the customer's contract
// conditions and the supplier's forms, in the customer's language, each with its PDF's address.
import { graphql } from '@/graphql/generated/index.ts';
import type { CustomerDocumentsQuery } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

export const CUSTOMER_DOCUMENTS_QUERY = graphql(`
  query CustomerDocuments {
    documents {
      id
      kind
      title
      description
      personal
      contractNumber
      updatedOn
      downloadUrl
    }
  }
`);

export type CustomerDocument = CustomerDocumentsQuery['documents'][number];

export function useDocuments() {
  return useQuery(CUSTOMER_DOCUMENTS_QUERY, {});
}
