import { describe, expect, it } from 'vitest';
import { budgetAlerts, budgetsOf, type YearCost } from './evaluate-budget.ts';
import { EffectiveSettings } from './evaluate.ts';

const power = (costToDate: number, yearEnd: number | null): YearCost => ({
  utility: 'POWER',
  year: 2026,
  monthsToDate: 10,
  costToDate,
  yearEnd,
});

describe('budget: the year’s cost to date and its forecast against the customer’s budget', () => {
  const rows = [
    { kind: 'budget' as const, scope: 'commodity:POWER', enabled: true, parameter: 50_000 },
    { kind: 'budget' as const, scope: 'commodity:GAS', enabled: false, parameter: 10 },
  ];
  const settings = new EffectiveSettings(rows);

  it('reads the budgets per commodity; a budget turned off is none', () => {
    expect([...budgetsOf(rows)]).toEqual([['POWER', 50_000]]);
  });

  it('a forecast past the budget raises the alert once per year and budget, with the figures', () => {
    const [alert, ...rest] = budgetAlerts([power(42_000, 51_234.567)], budgetsOf(rows), settings);
    expect(rest).toEqual([]);
    expect(alert).toMatchObject({
      kind: 'budget',
      subject: 'POWER',
      period: '2026:50000',
      facts: { budget: 50_000, costoAdOggi: 42_000, previsione: 51_234.57, anno: 2026 },
    });
  });

  it('under the budget nothing; without a forecast, the cost to date alone may pass it', () => {
    expect(budgetAlerts([power(42_000, 49_999)], budgetsOf(rows), settings)).toEqual([]);
    expect(budgetAlerts([power(50_001, null)], budgetsOf(rows), settings)).toHaveLength(1);
  });

  it('a commodity without a budget, or the kind turned off, raises nothing', () => {
    const gas: YearCost = { ...power(1e6, 2e6), utility: 'GAS' };
    expect(budgetAlerts([gas], budgetsOf(rows), settings)).toEqual([]);
    const off = new EffectiveSettings([
      ...rows,
      { kind: 'budget', scope: '', enabled: false, parameter: null },
    ]);
    expect(budgetAlerts([power(60_000, 70_000)], budgetsOf(rows), off)).toEqual([]);
  });
});
