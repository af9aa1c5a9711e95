// conventionDocuments of docs/api.md ("Conventions"): a public body's documents
// under its convention of a commodity — the adhesion, each accepted order's confirmation, the
// periodic reports — each with its kind as a key, title, date and the PDF's address on the BFF.
import { graphql } from '@/graphql/generated/index.ts';
import type {
  ConventionDocumentsQuery,
  ConventionDocumentsQueryVariables,
} from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

export const CONVENTION_DOCUMENTS_QUERY = graphql(`
  query ConventionDocuments($utility: Utility!) {
    conventionDocuments(utility: $utility) {
      id
      kind
      title
      date
      orderId
      downloadUrl
    }
  }
`);

export type ConventionDocument = ConventionDocumentsQuery['conventionDocuments'][number];

/** Null utility: nothing to ask (no convention of the page's commodity). */
export function useConventionDocuments(
  utility: ConventionDocumentsQueryVariables['utility'] | null,
) {
  return useQuery(CONVENTION_DOCUMENTS_QUERY, utility ? { utility } : null);
}
