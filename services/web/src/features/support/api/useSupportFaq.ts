// supportFaq(language) of docs/api.md: the business FAQ of the content site in the page's language.
import type { Locale } from '@portal/shared/constants';
import { graphql } from '@/graphql/generated/index.ts';
import type { SupportFaqQuery } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

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
  return useQuery(SUPPORT_FAQ_QUERY, { language: locale === 'de' ? 'DE' : 'IT' });
}
