// sites(utility, registryId, allRegistries) of docs/api.md: the sites the costs of a commodity
// can be narrowed to, of the registries the page covers.
import { graphql } from '@/graphql/generated/index.ts';
import { useQuery } from '@/lib/query.ts';
import type { CostsSitesQueryVariables } from './types.ts';

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
  return useQuery(COSTS_SITES_QUERY, variables);
}
