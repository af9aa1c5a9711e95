// conventionOrders(utility) of docs/api.md: the body's orders under the convention, newest first,
// with their history and points. Read again every ORDER_REFRESH_MS while an
// order is still open, so the page shows an order move on without a reload; once every order is
// decided, no more polling.
import { graphql } from '@/graphql/generated/index.ts';
import type { ConventionOrdersQuery, Utility } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';
import { hasOpenOrder } from '../model/states.ts';

export const ORDER_REFRESH_MS = 5_000;

export const CONVENTION_ORDERS_QUERY = graphql(`
  query ConventionOrders($utility: Utility!) {
    convention(utility: $utility) {
      id
      unit
      unitText
    }
    conventionOrders(utility: $utility) {
      ...ConventionOrderFields
    }
  }
`);

export type ConventionOrders = ConventionOrdersQuery;
export type ConventionOrder = ConventionOrdersQuery['conventionOrders'][number];

export const conventionOrdersKey = (utility: Utility) =>
  [CONVENTION_ORDERS_QUERY, { utility }] as const;

/** Null utility: nothing to ask (no convention of this kind). */
export function useConventionOrders(utility: Utility | null) {
  return useQuery(CONVENTION_ORDERS_QUERY, utility ? { utility } : null, {
    refreshInterval: (data) => (data && hasOpenOrder(data.conventionOrders) ? ORDER_REFRESH_MS : 0),
  });
}
