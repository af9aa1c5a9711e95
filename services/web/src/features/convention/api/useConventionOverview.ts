// convention(utility) of docs/api.md "Conventions": the body's convention of a commodity with its
// quantities, spend, open orders and alerts, for the subsidised overview.
import { graphql } from '@/graphql/generated/index.ts';
import type { ConventionOverviewFiguresQuery, Utility } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

export const CONVENTION_OVERVIEW_QUERY = graphql(`
  query ConventionOverviewFigures($utility: Utility!) {
    convention(utility: $utility) {
      id
      code
      name
      lot
      frameworkCig
      supplier
      validFrom
      validTo
      unit
      unitText
      maxQuantity
      orderedQuantity
      availableQuantity
      usedShare
      consumedLast12Months
      supplies
      spend
      openOrders
      earliestStartDate
      alerts {
        kind
        daysLeft
        usedShare
      }
    }
  }
`);

export type ConventionOverview = ConventionOverviewFiguresQuery['convention'];
export type ConventionAlert = ConventionOverview['alerts'][number];

/** Null utility: nothing to ask (the page has no convention of this kind). */
export function useConventionOverview(utility: Utility | null) {
  return useQuery(CONVENTION_OVERVIEW_QUERY, utility ? { utility } : null);
}
