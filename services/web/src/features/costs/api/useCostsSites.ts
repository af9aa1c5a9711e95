// sites(utility, registryId, allRegistries) of docs/api.md: the sites the costs of a commodity
// can be narrowed to, of the registries the page covers.
import useSWR from 'swr';
import { graphql } from '@/graphql/generated/index.ts';
import { graphqlFetcher, type GraphQLKey } from '@/lib/graphql.ts';
import type { CostsSitesQuery, CostsSitesQueryVariables } from './types.ts';

export const COSTS_SITES_QUERY = graphql(`
  query CostsSites($utility: Utility, $registryId: ID, $allRegistries: Boolean) {
    sites(utility: $utility, registryId: $registryId, allRegistries: $allRegistries) {
      id
      name
      locality
    }
  }
`);

/** Null variables: nothing to ask (no supply of this kind). */
export function useCostsSites(variables: CostsSitesQueryVariables | null) {
  return useSWR<
    CostsSitesQuery,
    Error,
    GraphQLKey<CostsSitesQuery, CostsSitesQueryVariables> | null
  >(variables ? ([COSTS_SITES_QUERY, variables] as const) : null, graphqlFetcher);
}
