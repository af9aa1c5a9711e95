// news(page: 1, language) of docs/api.md: the content site's posts in the page's language, §9
// page 1 of size 10 (§7 posts).
import type { Locale } from '@portal/shared/constants';
import { graphql } from '@/graphql/generated/index.ts';
import type { ServicesNewsQuery } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

export const SERVICES_NEWS_QUERY = graphql(`
  query ServicesNews($language: ContentLanguage) {
    news(page: 1, language: $language) {
      totalCount
      posts {
        id
        date
        title
        excerpt
        content
      }
    }
  }
`);

export type NewsPost = ServicesNewsQuery['news']['posts'][number];

export function useNews(locale: Locale) {
  return useQuery(SERVICES_NEWS_QUERY, { language: locale === 'de' ? 'DE' : 'IT' });
}
