// loadCurve(supplyId, from, to, granularity) of docs/api.md: one supply's curve, columnar — a start
// instant, a step and one value per interval (null where the meter sent nothing) — with its gap
// count, peak and band totals. The load curves page asks it once for the chosen
// range and, to compare, once more for the other period or the other supply.
import { graphql } from '@/graphql/generated/index.ts';
import type { LoadCurveQuery, LoadCurveQueryVariables } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

export const LOAD_CURVE_QUERY = graphql(`
  query LoadCurve($supplyId: ID!, $from: String!, $to: String!, $granularity: CurveGranularity) {
    loadCurve(supplyId: $supplyId, from: $from, to: $to, granularity: $granularity) {
      supplyId
      utility
      unit
      quantityUnit
      from
      to
      granularity
      granularities
      start
      stepMinutes
      count
      values
      gapCount
      peak {
        value
        at
      }
      total
      bandTotals {
        f1
        f2
        f3
      }
    }
  }
`);

export type LoadCurve = LoadCurveQuery['loadCurve'];

/** Null request: nothing to ask (no supply yet, or the range in the address does not parse). */
export function useLoadCurve(request: LoadCurveQueryVariables | null) {
  // A year of quarter hours is 35,040 values: asked again only when the request changes.
  return useQuery(LOAD_CURVE_QUERY, request, { revalidateOnFocus: false, keepPreviousData: true });
}
