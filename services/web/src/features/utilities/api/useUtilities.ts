// supplies of docs/api.md for a household (§2 /retail/myUtilities): every supply
// of the selected registry, both commodities, on one page (a household has a handful; the page
// size is written into the document, the BFF prices a variable size at its maximum). The selected
// registry is a variable, so switching registry asks again.
import { graphql } from '@/graphql/generated/index.ts';
import type { RetailUtilitiesQuery } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

export const RETAIL_UTILITIES_QUERY = graphql(`
  query RetailUtilities($registryId: ID) {
    supplies(registryId: $registryId, first: 100) {
      totalCount
      nodes {
        ...UtilitySummary
      }
    }
  }
`);

export type UtilityRow = RetailUtilitiesQuery['supplies']['nodes'][number];

export function useUtilities(registryId: string | null) {
  return useQuery(RETAIL_UTILITIES_QUERY, { registryId });
}
