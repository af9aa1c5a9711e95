// conventionContracts(utility) of docs/api.md "Conventions": one contract per accepted order, with
// its §4 status, validity and quantities.
import { graphql } from '@/graphql/generated/index.ts';
import type { ConventionContractsListQuery, Utility } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

export const CONVENTION_CONTRACTS_QUERY = graphql(`
  query ConventionContractsList($utility: Utility!) {
    conventionContracts(utility: $utility) {
      id
      number
      orderId
      status
      validFrom
      validTo
      contractedQuantity
      consumedLast12Months
      points
    }
    convention(utility: $utility) {
      id
      unit
      unitText
    }
    # Only to name each contract's order by its number.
    conventionOrders(utility: $utility) {
      id
      number
    }
  }
`);

export type ConventionContract = ConventionContractsListQuery['conventionContracts'][number];
export type ConventionOrderName = ConventionContractsListQuery['conventionOrders'][number];

export function useConventionContracts(utility: Utility | null) {
  return useQuery(CONVENTION_CONTRACTS_QUERY, utility ? { utility } : null);
}
