// documents of docs/api.md for the downloads pages: the customer's contract conditions and
// guarantee-of-origin certificates, and the supplier's forms for its kind of customer, in the
// page's language (§9; upstream writes them in Italian and German), each with its PDF's address
// in that language too — of one commodity on a business page, both on retail's.
import type { Locale } from '@portal/shared/constants';
import { graphql } from '@/graphql/generated/index.ts';
import type { CustomerDocumentsQuery, Utility } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

export const CUSTOMER_DOCUMENTS_QUERY = graphql(`
  query CustomerDocuments($utility: Utility, $language: ContentLanguage) {
    documents(utility: $utility, language: $language) {
      id
      kind
      title
      description
      language
      personal
      contractNumber
      utility
      pointId
      year
      updatedOn
      downloadUrl
    }
  }
`);

export type CustomerDocument = CustomerDocumentsQuery['documents'][number];

/** The documents of a commodity (a business page), or of both (null: the retail page). */
export function useDocuments(utility: Utility | null, locale: Locale) {
  const language = locale === 'de' ? 'DE' : 'IT';
  return useQuery(CUSTOMER_DOCUMENTS_QUERY, utility ? { utility, language } : { language });
}
