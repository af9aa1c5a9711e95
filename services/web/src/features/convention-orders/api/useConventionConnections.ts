// conventionConnections(utility) of docs/api.md: every ordered point on its way to supply, newest
// order first. Read again while a point is still on its way.
import { graphql } from '@/graphql/generated/index.ts';
import type { ConventionConnectionsQuery, Utility } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';
import { hasPointOnItsWay } from '../model/states.ts';
import { ORDER_REFRESH_MS } from './useConventionOrders.ts';

export const CONVENTION_CONNECTIONS_QUERY = graphql(`
  query ConventionConnections($utility: Utility!) {
    conventionConnections(utility: $utility) {
      ...ConventionPointFields
    }
  }
`);

export type ConventionPoint = ConventionConnectionsQuery['conventionConnections'][number];

export function useConventionConnections(utility: Utility | null) {
  return useQuery(CONVENTION_CONNECTIONS_QUERY, utility ? { utility } : null, {
    refreshInterval: (data) =>
      data && hasPointOnItsWay(data.conventionConnections) ? ORDER_REFRESH_MS : 0,
  });
}
