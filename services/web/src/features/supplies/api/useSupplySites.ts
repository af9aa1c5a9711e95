// sites(utility, registryId, allRegistries) of docs/api.md: the sites a supplies list can be
// narrowed to, of the registries the list covers.
import { graphql } from '@/graphql/generated/index.ts';
import type { SupplySitesQueryVariables } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';
import type { SupplyFilter, Utility } from './types.ts';

export const SUPPLY_SITES_QUERY = graphql(`
  query SupplySites($utility: Utility, $registryId: ID, $allRegistries: Boolean) {
    sites(utility: $utility, registryId: $registryId, allRegistries: $allRegistries) {
      id
      name
      address
      locality
    }
  }
`);

export function siteVariables(
  utility: Utility,
  scope: Pick<SupplyFilter, 'registryId' | 'allRegistries'>,
): SupplySitesQueryVariables {
  const variables: SupplySitesQueryVariables = { utility };
  if (scope.registryId) variables.registryId = scope.registryId;
  else if (scope.allRegistries) variables.allRegistries = true;
  return variables;
}

/** Null utility: nothing to ask (no supply of this kind). */
export function useSupplySites(
  utility: Utility | null,
  scope: Pick<SupplyFilter, 'registryId' | 'allRegistries'>,
) {
  return useQuery(SUPPLY_SITES_QUERY, utility ? siteVariables(utility, scope) : null);
}
