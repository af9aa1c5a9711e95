// The documents of the consumption, budget and convention alerts (decision 0024), apart from
// api.ts so that the header's count (AlertBadge) does not carry them: the list with every kind's
// facts, the customer's budgets and setting one. Their answers show alerts (showsAlerts).
import { graphql } from '@/graphql/generated/index.ts';
import type { AlertsDetailQuery, Utility } from '@/graphql/generated/graphql.ts';
import { graphql as request } from '@/lib/graphql.ts';
import { useQuery } from '@/lib/query.ts';

export const ALERTS_DETAIL_QUERY = graphql(`
  query AlertsDetail {
    alerts(first: 20) {
      unreadCount
      nodes {
        id
        kind
        date
        read
        mailed
        facts {
          invoiceNumber
          issueDate
          dueDate
          amount
          pointId
          days
          windowFrom
          windowTo
          requestId
          state
          period
          granularity
          reference
          quantity
          referenceQuantity
          unit
          risePercent
          band
          bandQuantity
          bandReferenceQuantity
          baseLoad
          referenceBaseLoad
          utility
          year
          budget
          costToDate
          forecast
          conventionCode
          conventionName
          availableQuantity
          maxQuantity
          leftPercent
          thresholdPercent
        }
      }
    }
  }
`);

export const ALERT_BUDGETS_QUERY = graphql(`
  query AlertBudgets {
    alertSettings {
      budgets {
        utility
        amount
      }
    }
  }
`);

export const SET_ALERT_BUDGET = graphql(`
  mutation SetAlertBudget($utility: Utility!, $amount: Float) {
    setAlertBudget(utility: $utility, amount: $amount) {
      budgets {
        utility
        amount
      }
    }
  }
`);

export type DetailedAlert = AlertsDetailQuery['alerts']['nodes'][number];

export const useAlertsDetail = () => useQuery(ALERTS_DETAIL_QUERY, {});
/** The budgets, asked only where the budget alert is offered. */
export const useAlertBudgets = (asked = true) => useQuery(ALERT_BUDGETS_QUERY, asked ? {} : null);

export async function setAlertBudget(utility: Utility, amount: number | null): Promise<void> {
  await request(SET_ALERT_BUDGET, { utility, amount });
}
