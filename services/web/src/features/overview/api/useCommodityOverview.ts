// commodityOverview(utility, registryId, allRegistries) of docs/api.md: one commodity at a glance
// for the business overview page (§2 /<segment>/<gas|light>/overview).
import { graphql } from '@/graphql/generated/index.ts';
import type { CommodityOverviewQuery, Utility } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

export const COMMODITY_OVERVIEW_QUERY = graphql(`
  query CommodityOverview($utility: Utility!, $registryId: ID, $allRegistries: Boolean) {
    commodityOverview(utility: $utility, registryId: $registryId, allRegistries: $allRegistries) {
      utility
      supplyCount
      suppliesByStatus {
        status
        count
      }
      siteCount
      annualConsumption
      unit
      registryAnnualConsumption
      spendFrom
      spendTo
      invoiceCount
      annualSpend
      unpaidCount
      amountToPay
      overdueCount
      overdueAmount
      nextDue {
        invoiceId
        documentNumber
        dueDate
        amountToPay
      }
      convention {
        code
        name
        type
        startDate
        endDate
      }
      yearForecast {
        year
        monthsToDate
        costToDate
        quantityToDate
        notEnoughData
        estimate {
          cost
          low
          high
          uncertaintyPercent
          quantity
        }
        bands {
          band
          toDate
          yearEnd
          share
        }
      }
    }
  }
`);

export type CommodityOverview = CommodityOverviewQuery['commodityOverview'];

/** Which registries the overview covers: the selected one (nothing named), one, or all members. */
export type OverviewScope = { registryId?: string; allRegistries?: boolean };

/** Null utility: nothing to ask (no supply of this kind). */
export function useCommodityOverview(utility: Utility | null, scope: OverviewScope) {
  return useQuery(COMMODITY_OVERVIEW_QUERY, utility ? { utility, ...scope } : null, {
    keepPreviousData: true,
  });
}
