// supplyManagement(supplyId) of docs/api.md: the manage page of a retail supply and the data each
// of its four operation pages starts from — the supply, its current bill delivery, payment method
// and committed power (with the steps it may move to and what each costs a month), the
// termination window, and each operation with its open request (§2 manageUts).
import { graphql } from '@/graphql/generated/index.ts';
import type { SupplyManagementQuery } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

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
  return useQuery(SUPPLY_MANAGEMENT_QUERY, supplyId ? { supplyId } : null);
}
