// sites(utility, registryId, allRegistries) of docs/api.md: the sites a business invoices list can
// be narrowed to, of the registries the list covers.
import { graphql } from '@/graphql/generated/index.ts';
import type { SitesQueryVariables } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';
import type { InvoiceFilter, Utility } from './types.ts';

export const SITES_QUERY = graphql(`
  query Sites($utility: Utility, $registryId: ID, $allRegistries: Boolean) {
    sites(utility: $utility, registryId: $registryId, allRegistries: $allRegistries) {
      id
      name
      address
      locality
    }
  }
`);

/** The registries of the list: one of them, or all of the segment's. */
export type SitesScope = Pick<InvoiceFilter, 'registryId' | 'allRegistries'>;

export function sitesVariables(utility: Utility, scope: SitesScope): SitesQueryVariables {
  const variables: SitesQueryVariables = { utility };
  if (scope.registryId) variables.registryId = scope.registryId;
  else if (scope.allRegistries) variables.allRegistries = true;
  return variables;
}

/** Null utility: nothing to ask (the page shows no list). */
export function useSites(utility: Utility | null, scope: SitesScope) {
  return useQuery(SITES_QUERY, utility ? sitesVariables(utility, scope) : null);
}
