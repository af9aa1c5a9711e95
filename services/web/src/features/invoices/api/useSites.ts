// sites(utility, registryId) of docs/api.md: the sites a business invoices list can be narrowed to.
import useSWR from 'swr';
import { graphqlFetcher } from '@/lib/graphql.ts';
import type { Site, Utility } from './types.ts';

export const SITES_QUERY = `query Sites($utility: Utility, $registryId: ID) {
  sites(utility: $utility, registryId: $registryId) { id name address locality }
}`;

/** Null utility: nothing to ask (the page shows no list). */
export function useSites(utility: Utility | null, registryId: string | undefined) {
  const variables: Record<string, unknown> = { utility };
  if (registryId) variables.registryId = registryId;
  return useSWR<{ sites: Site[] }, Error, readonly [string, Record<string, unknown>] | null>(
    utility ? ([SITES_QUERY, variables] as const) : null,
    graphqlFetcher,
  );
}
