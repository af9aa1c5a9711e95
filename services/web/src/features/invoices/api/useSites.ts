// sites(utility, registryId, allRegistries) of docs/api.md: the sites a business invoices list can
// be narrowed to, of the registries the list covers.
import useSWR from 'swr';
import { graphql } from '@/graphql/generated/index.ts';
import type { SitesQuery, SitesQueryVariables } from '@/graphql/generated/graphql.ts';
import { graphqlFetcher, type GraphQLKey } from '@/lib/graphql.ts';
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
  return useSWR<SitesQuery, Error, GraphQLKey<SitesQuery, SitesQueryVariables> | null>(
    utility ? ([SITES_QUERY, sitesVariables(utility, scope)] as const) : null,
    graphqlFetcher,
  );
}
