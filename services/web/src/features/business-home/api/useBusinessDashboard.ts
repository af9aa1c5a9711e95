// businessDashboard of docs/api.md: the business home's figures in one request.
// The scope is in the key: the selected registry's id (the header's registry switcher changes it,
// so the figures of the previous registry are never shown for the next), or all of a consortium's
// members. A block the BFF could not read comes back null and named in `unavailable`.
import { graphql } from '@/graphql/generated/index.ts';
import type {
  BusinessDashboardQuery,
  BusinessDashboardQueryVariables,
} from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

export const BUSINESS_DASHBOARD_QUERY = graphql(`
  query BusinessDashboard($registryId: ID, $allRegistries: Boolean) {
    businessDashboard(registryId: $registryId, allRegistries: $allRegistries) {
      registryIds
      commodities {
        utility
        bills {
          toPay {
            count
            amount
          }
          overdue {
            count
            amount
          }
        }
        supplies {
          totalCount
          byStatus {
            status
            count
          }
        }
        operations {
          openCount
          byState {
            state
            count
          }
        }
        yearForecast {
          year
          monthsToDate
          costToDate
          notEnoughData
          estimate {
            cost
            low
            high
            uncertaintyPercent
          }
        }
      }
      notifications {
        unreadCount
        latest {
          id
          date
          ...NotificationWords
          read
        }
      }
      exports {
        totalCount
        latest {
          id
          kind
          statusCode
          createdAt
          invoiceCount
        }
      }
      unavailable
    }
  }
`);

export type BusinessDashboard = BusinessDashboardQuery['businessDashboard'];
export type DashboardCommodity = BusinessDashboard['commodities'][number];

/** The home's scope: one registry (null: the session's selected one), or every member registry. */
export type DashboardScope = { registryId: string | null } | { allRegistries: true };

export function dashboardVariables(scope: DashboardScope): BusinessDashboardQueryVariables {
  if ('allRegistries' in scope) return { allRegistries: true };
  return scope.registryId ? { registryId: scope.registryId } : {};
}

export function useBusinessDashboard(scope: DashboardScope) {
  return useQuery(BUSINESS_DASHBOARD_QUERY, dashboardVariables(scope));
}
