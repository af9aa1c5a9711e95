// sites(utility, registryId) of docs/api.md: the sites a business invoices list can be narrowed to.
import useSWR from 'swr';
import { graphql } from '@/graphql/generated/index.ts';
import type { SitesQuery, SitesQueryVariables } from '@/graphql/generated/graphql.ts';
import { graphqlFetcher, type GraphQLKey } from '@/lib/graphql.ts';
import type { Utility } from './types.ts';

export const SITES_QUERY = graphql(`
  query Sites($utility: Utility, $registryId: ID) {
    sites(utility: $utility, registryId: $registryId) {
      id
      name
      address
      locality
    }
  }
`);

/** Null utility: nothing to ask (the page shows no list). */
export function useSites(utility: Utility | null, registryId: string | undefined) {
  const variables: SitesQueryVariables = { utility };
  if (registryId) variables.registryId = registryId;
  return useSWR<SitesQuery, Error, GraphQLKey<SitesQuery, SitesQueryVariables> | null>(
    utility ? ([SITES_QUERY, variables] as const) : null,
    graphqlFetcher,
  );
}
