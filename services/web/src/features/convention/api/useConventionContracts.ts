// conventionContracts(utility) of docs/api.md "Conventions": one contract per accepted order, with
// its §4 status, validity and quantities.
import useSWR from 'swr';
import { graphql } from '@/graphql/generated/index.ts';
import type {
  ConventionContractsListQuery,
  ConventionContractsListQueryVariables,
  Utility,
} from '@/graphql/generated/graphql.ts';
import { graphqlFetcher, type GraphQLKey } from '@/lib/graphql.ts';

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
  return useSWR<
    ConventionContractsListQuery,
    Error,
    GraphQLKey<ConventionContractsListQuery, ConventionContractsListQueryVariables> | null
  >(utility ? ([CONVENTION_CONTRACTS_QUERY, { utility }] as const) : null, graphqlFetcher);
}
