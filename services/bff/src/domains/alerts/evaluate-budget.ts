// What a business's budget raises (decision 0024; pure: the job gathers, this decides): a
// commodity whose cost this year so far plus its forecast to the year's end — the projection of
// the consumption pages (shared forecast.ts, yearForecast) — reaches the budget the customer set
// for it. Once per commodity, year and budget: a new budget is told of again.
import type { BudgetUtility } from '@portal/shared/alerts';
import { BUDGET_UTILITIES } from '@portal/shared/alerts';
import type { AlertSettingRow, CandidateAlert, EffectiveSettings } from './evaluate.ts';

/** A budget is kept as the budget kind's row of scope 'commodity:POWER' or 'commodity:GAS'. */
export const BUDGET_SCOPE = 'commodity:';

export function budgetScope(utility: BudgetUtility): string {
  return `${BUDGET_SCOPE}${utility}`;
}

/** The budgets a customer set, per commodity (rows of the budget kind, enabled, with an amount). */
export function budgetsOf(rows: readonly AlertSettingRow[]): Map<BudgetUtility, number> {
  const out = new Map<BudgetUtility, number>();
  for (const utility of BUDGET_UTILITIES) {
    const row = rows.find((r) => r.kind === 'budget' && r.scope === budgetScope(utility));
    if (row?.enabled && row.parameter !== null && row.parameter > 0)
      out.set(utility, row.parameter);
  }
  return out;
}

export interface YearCost {
  utility: BudgetUtility;
  year: number;
  /** This year's months with figures so far, January on. */
  monthsToDate: number;
  costToDate: number;
  /** The forecast of the year's whole cost; null when the data cannot tell it. */
  yearEnd: number | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A commodity whose cost to date, or its forecast to the year's end, reaches its budget. */
export function budgetAlerts(
  costs: readonly YearCost[],
  budgets: ReadonlyMap<BudgetUtility, number>,
  settings: EffectiveSettings,
): CandidateAlert[] {
  if (!settings.enabled('budget')) return [];
  return costs.flatMap((cost) => {
    const budget = budgets.get(cost.utility);
    if (budget === undefined) return [];
    // Without a forecast, what is spent already may pass the budget all the same.
    const projected = Math.max(cost.costToDate, cost.yearEnd ?? 0);
    if (projected < budget) return [];
    return [
      {
        kind: 'budget' as const,
        subject: cost.utility,
        period: `${cost.year}:${budget}`,
        facts: {
          commodity: cost.utility,
          anno: cost.year,
          budget,
          costoAdOggi: round2(cost.costToDate),
          previsione: cost.yearEnd === null ? null : round2(cost.yearEnd),
          mesi: cost.monthsToDate,
        },
      },
    ];
  });
}
