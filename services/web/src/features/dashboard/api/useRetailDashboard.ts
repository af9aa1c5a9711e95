// retailDashboard of docs/api.md: bills to pay, total, supplies, latest notifications, each
// active supply's next bill estimated. The types
// come from the document (generated from the BFF's schema by `pnpm codegen`): a supply's status is
// the §4 key (ContractStatus), never a label.
import { graphql } from '@/graphql/generated/index.ts';
import type { RetailDashboardQuery } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

export const RETAIL_DASHBOARD_QUERY = graphql(`
  query RetailDashboard {
    retailDashboard {
      totalToPay
      billsToPay {
        id
        documentNumber
        issueDate
        dueDate
        amountToPay
        utility
        paid
        onlinePaymentEnabled
      }
      supplies {
        id
        utility
        pointId
        address
        locality
        province
        status
        greenEnergy
      }
      notifications {
        id
        date
        ...NotificationWords
        read
      }
      forecasts {
        supplyId
        utility
        unit
        periodFrom
        periodTo
        measuredTo
        notEnoughData
        estimate {
          amount
          low
          high
          uncertaintyPercent
          billsUsed
          comparisons
          basis
        }
      }
    }
  }
`);

export type RetailDashboard = RetailDashboardQuery['retailDashboard'];

export function useRetailDashboard() {
  return useQuery(RETAIL_DASHBOARD_QUERY, {});
}
