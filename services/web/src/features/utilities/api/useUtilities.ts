// supplies of docs/api.md for a household (§2 /retail/myUtilities): every supply
// of the selected registry, both commodities, on one page (a household has a handful; the page
// size is written into the document, the BFF prices a variable size at its maximum). The selected
// registry is a variable, so switching registry asks again.
import useSWR from 'swr';
import { graphql } from '@/graphql/generated/index.ts';
import type {
  RetailUtilitiesQuery,
  RetailUtilitiesQueryVariables,
} from '@/graphql/generated/graphql.ts';
import { graphqlFetcher, type GraphQLKey } from '@/lib/graphql.ts';

export const RETAIL_UTILITIES_QUERY = graphql(`
  query RetailUtilities($registryId: ID) {
    supplies(registryId: $registryId, first: 100) {
      totalCount
      nodes {
        id
        utility
        pointId
        status
        address
        postalCode
        locality
        province
        product
        greenEnergy
        renewablePercent
      }
    }
  }
`);

export type UtilityRow = RetailUtilitiesQuery['supplies']['nodes'][number];

export function useUtilities(registryId: string | null) {
  return useSWR<
    RetailUtilitiesQuery,
    Error,
    GraphQLKey<RetailUtilitiesQuery, RetailUtilitiesQueryVariables>
  >([RETAIL_UTILITIES_QUERY, { registryId }] as const, graphqlFetcher);
}
