// conventionReport of docs/api.md ("Conventions"): the report of a public body's
// convention for a commodity over a period of months — consumption and spend per point and month,
// the totals per site and per month, the quantity consumed against the one ordered.
import { graphql } from '@/graphql/generated/index.ts';
import type {
  ConventionReportQuery,
  ConventionReportQueryVariables,
} from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

export const CONVENTION_REPORT_QUERY = graphql(`
  query ConventionReport($utility: Utility!, $fromMonth: String!, $toMonth: String!) {
    conventionReport(utility: $utility, fromMonth: $fromMonth, toMonth: $toMonth) {
      utility
      fromMonth
      toMonth
      unit
      unitText
      rows {
        month
        supplyId
        pointId
        site
        consumption
        spend
      }
      sites {
        name
        consumption
        spend
      }
      months {
        name
        consumption
        spend
      }
      totalConsumption
      totalSpend
      orderedQuantity
      consumedShareOfOrdered
    }
  }
`);

export type ConventionReport = ConventionReportQuery['conventionReport'];
export type ReportRow = ConventionReport['rows'][number];
export type ReportTotal = ConventionReport['sites'][number];

/** Null variables: nothing to ask (the period holds an error, or no convention of the commodity). */
export function useConventionReport(variables: ConventionReportQueryVariables | null) {
  return useQuery(CONVENTION_REPORT_QUERY, variables, {
    keepPreviousData: true,
  });
}
