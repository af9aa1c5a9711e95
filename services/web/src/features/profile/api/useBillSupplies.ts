// The household's supplies, for the digital bill card of the retail profile:
// how the bill is received is chosen per supply (§2 manageUts/billReceiveMethod/{id}).
import useSWR from 'swr';
import { graphql } from '@/graphql/generated/index.ts';
import type { ProfileSuppliesQuery } from '@/graphql/generated/graphql.ts';
import { graphql as send } from '@/lib/graphql.ts';

export const PROFILE_SUPPLIES_QUERY = graphql(`
  query ProfileSupplies {
    supplies(first: 20) {
      totalCount
      nodes {
        id
        pointId
        utility
        address
        locality
      }
    }
  }
`);

export type ProfileSupply = ProfileSuppliesQuery['supplies']['nodes'][number];

export function useBillSupplies(selectedId: number | null) {
  return useSWR<ProfileSuppliesQuery, Error, readonly ['ProfileSupplies', number | null]>(
    ['ProfileSupplies', selectedId] as const,
    () => send(PROFILE_SUPPLIES_QUERY),
  );
}
