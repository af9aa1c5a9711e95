// supplyCostsAndConsumptions(supplyId, from, to) of docs/api.md: one supply's months beside the
// year before, its totals and its share of its commodity, for the supply's costs page (§2
// costsAndConsumptions/{id}).
import { graphql } from '@/graphql/generated/index.ts';
import { useQuery } from '@/lib/query.ts';
import type { SupplyCostsAndConsumptionsQueryVariables } from './types.ts';

export const SUPPLY_COSTS_QUERY = graphql(`
  query SupplyCostsAndConsumptions($supplyId: ID!, $from: String!, $to: String!) {
    supplyCostsAndConsumptions(supplyId: $supplyId, from: $from, to: $to) {
      utility
      unit
      from
      to
      previousFrom
      previousTo
      supply {
        ...SupplyPlace
        siteId
        product
        contractId
      }
      months {
        ...CostsMonthFields
      }
      total {
        ...CostsFigures
      }
      previousTotal {
        ...CostsFigures
      }
      commodityTotal {
        ...CostsFigures
      }
      commoditySupplyCount
      share
    }
  }
`);

/** Null variables: nothing to ask. */
export function useSupplyCosts(variables: SupplyCostsAndConsumptionsQueryVariables | null) {
  return useQuery(SUPPLY_COSTS_QUERY, variables, {
    keepPreviousData: true,
  });
}
