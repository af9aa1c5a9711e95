// conventionConnections(utility) of docs/api.md: every ordered point on its way to supply, newest
// order first. Read again while a point is still on its way.
import useSWR from 'swr';
import { graphql } from '@/graphql/generated/index.ts';
import type {
  ConventionConnectionsQuery,
  ConventionConnectionsQueryVariables,
  Utility,
} from '@/graphql/generated/graphql.ts';
import { graphqlFetcher, type GraphQLKey } from '@/lib/graphql.ts';
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
  return useSWR<
    ConventionConnectionsQuery,
    Error,
    GraphQLKey<ConventionConnectionsQuery, ConventionConnectionsQueryVariables> | null
  >(utility ? ([CONVENTION_CONNECTIONS_QUERY, { utility }] as const) : null, graphqlFetcher, {
    refreshInterval: (data) =>
      data && hasPointOnItsWay(data.conventionConnections) ? ORDER_REFRESH_MS : 0,
  });
}
