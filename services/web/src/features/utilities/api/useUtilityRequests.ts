// supplyChangeRequests(supplyId) of docs/api.md: the requests filed on a household supply, of which
// the supply page shows those still open with their state.
import { graphql } from '@/graphql/generated/index.ts';
import type { UtilityRequestsQuery } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

export const UTILITY_REQUESTS_QUERY = graphql(`
  query UtilityRequests($supplyId: ID!) {
    supplyChangeRequests(supplyId: $supplyId, first: 20) {
      nodes {
        id
        kind
        state
        stateText
        requestedAt
      }
    }
  }
`);

export type UtilityRequest = UtilityRequestsQuery['supplyChangeRequests']['nodes'][number];

export function useUtilityRequests(supplyId: string | null) {
  return useQuery(UTILITY_REQUESTS_QUERY, supplyId ? { supplyId } : null);
}
