// supplyManagement(supplyId) of docs/api.md: the manage page of a retail supply and the data each
// of its four operation pages starts from — the supply, its current bill delivery, payment method
// and committed power (with the steps it may move to and what each costs a month), the
// termination window, and each operation with its open request (§2 manageUts).
import useSWR from 'swr';
import { graphql } from '@/graphql/generated/index.ts';
import type {
  SupplyManagementQuery,
  SupplyManagementQueryVariables,
} from '@/graphql/generated/graphql.ts';
import { graphqlFetcher, type GraphQLKey } from '@/lib/graphql.ts';

export const SUPPLY_MANAGEMENT_QUERY = graphql(`
  query SupplyManagement($supplyId: ID!) {
    supplyManagement(supplyId: $supplyId) {
      supply {
        id
        utility
        pointId
        address
        postalCode
        locality
        province
        status
        product
        committedPowerKw
      }
      billDelivery
      billEmail
      paymentMethod
      paymentMethodText
      power {
        currentKw
        maxKw
        eurPerKwMonth
        steps {
          kw
          monthlyDifference
        }
      }
      termination {
        earliest
        latest
      }
      operations {
        kind
        openRequest {
          ...SupplyChangeRequestFields
        }
      }
      requests {
        ...SupplyChangeRequestFields
      }
    }
  }
`);

export type SupplyManagement = SupplyManagementQuery['supplyManagement'];

export function supplyManagementKey(supplyId: string) {
  return [SUPPLY_MANAGEMENT_QUERY, { supplyId }] as const;
}

export function useSupplyManagement(supplyId: string | null) {
  return useSWR<
    SupplyManagementQuery,
    Error,
    GraphQLKey<SupplyManagementQuery, SupplyManagementQueryVariables> | null
  >(supplyId ? supplyManagementKey(supplyId) : null, graphqlFetcher);
}
