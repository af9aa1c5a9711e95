// supportFaq(language) of docs/api.md: the business FAQ of the content site in the page's language.
import type { Locale } from '@portal/shared/constants';
import useSWR from 'swr';
import { graphql } from '@/graphql/generated/index.ts';
import type { SupportFaqQuery, SupportFaqQueryVariables } from '@/graphql/generated/graphql.ts';
import { graphqlFetcher, type GraphQLKey } from '@/lib/graphql.ts';

export const SUPPORT_FAQ_QUERY = graphql(`
  query SupportFaq($language: ContentLanguage) {
    supportFaq(language: $language) {
      id
      slug
      question
      answer
    }
  }
`);

export type SupportFaqEntry = SupportFaqQuery['supportFaq'][number];

export function useSupportFaq(locale: Locale) {
  return useSWR<SupportFaqQuery, Error, GraphQLKey<SupportFaqQuery, SupportFaqQueryVariables>>(
    [SUPPORT_FAQ_QUERY, { language: locale === 'de' ? 'DE' : 'IT' }] as const,
    graphqlFetcher,
  );
}
