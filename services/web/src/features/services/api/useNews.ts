// news(page: 1) of docs/api.md: the content site's posts in the customer's language, §9 page 1 of
// size 10 (§7 posts).
import { graphql } from '@/graphql/generated/index.ts';
import type { ServicesNewsQuery } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

export const SERVICES_NEWS_QUERY = graphql(`
  query ServicesNews {
    news(page: 1) {
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

export function useNews() {
  return useQuery(SERVICES_NEWS_QUERY, {});
}
