// costsAndConsumptions(utility, from, to, siteId, registryId, allRegistries, first, offset, sort)
// of docs/api.md: a commodity's months beside the year before, the period's totals and one page of
// its supplies with their share, for the costs-and-consumptions page.
import { graphql } from '@/graphql/generated/index.ts';
import { useQuery } from '@/lib/query.ts';
import type { CostsAndConsumptionsQueryVariables } from './types.ts';

/** Supplies on one page: the `first` written into the document below (a test keeps them equal). */
export const PAGE_SIZE = 20;

// The page size is written into the document: the BFF's cost rule prices a list whose size comes
// from a variable at its maximum.
export const COSTS_AND_CONSUMPTIONS_QUERY = graphql(`
  query CostsAndConsumptions(
    $utility: Utility!
    $from: String!
    $to: String!
    $siteId: ID
    $registryId: ID
    $allRegistries: Boolean
    $offset: Int
    $sort: SupplyCostsSort
  ) {
    costsAndConsumptions(
      utility: $utility
      from: $from
      to: $to
      siteId: $siteId
      registryId: $registryId
      allRegistries: $allRegistries
      first: 20
      offset: $offset
      sort: $sort
    ) {
      utility
      unit
      from
      to
      previousFrom
      previousTo
      siteId
      supplyCount
      months {
        ...CostsMonthFields
      }
      total {
        ...CostsFigures
      }
      previousTotal {
        ...CostsFigures
      }
      supplies {
        totalCount
        nodes {
          supplyId
          pointId
          siteId
          siteName
          months
          quantity
          f1
          f2
          f3
          cost
          costWithVat
          share
        }
      }
    }
  }
`);

/** Null variables: nothing to ask (no supply of this kind, or the period holds an error). */
export function useCostsAndConsumptions(variables: CostsAndConsumptionsQueryVariables | null) {
  return useQuery(COSTS_AND_CONSUMPTIONS_QUERY, variables, {
    keepPreviousData: true,
  });
}
