// sites(utility, registryId, allRegistries) of docs/api.md: the sites a supplies list can be
// narrowed to, of the registries the list covers.
import useSWR from 'swr';
import { graphql } from '@/graphql/generated/index.ts';
import type { SupplySitesQuery, SupplySitesQueryVariables } from '@/graphql/generated/graphql.ts';
import { graphqlFetcher, type GraphQLKey } from '@/lib/graphql.ts';
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
  return useSWR<
    SupplySitesQuery,
    Error,
    GraphQLKey<SupplySitesQuery, SupplySitesQueryVariables> | null
  >(
    utility ? ([SUPPLY_SITES_QUERY, siteVariables(utility, scope)] as const) : null,
    graphqlFetcher,
  );
}
