import { describe, expect, it } from 'vitest';
import type { CostsMonth } from '../api/types.ts';
import { bandsOf, change, hasData, isEmptyPeriod, labelEvery, valueScale } from './figures.ts';

const figures = (quantity: number, supplyCount: number) => ({
  quantity,
  f1: null,
  f2: null,
  f3: null,
  cost: 0,
  costWithVat: 0,
  supplyCount,
  estimatedSupplyCount: 0,
});

const month = (name: string, quantity: number, supplyCount: number): CostsMonth => ({
  month: name,
  current: figures(quantity, supplyCount),
  previous: figures(0, 0),
});

describe('the figures of the costs pages', () => {
  it('a month without any supply is a month without data, not a zero', () => {
    expect(hasData(figures(0, 0))).toBe(false);
    expect(hasData(figures(0, 2))).toBe(true);
  });

  it('the period is empty only when no month has data and the total is 0', () => {
    const total = { quantity: 0, f1: null, f2: null, f3: null, cost: 0, costWithVat: 0 };
    expect(isEmptyPeriod([month('2026-11', 0, 0), month('2026-12', 0, 0)], total)).toBe(true);
    expect(isEmptyPeriod([month('2026-10', 0, 3)], total)).toBe(false);
    expect(isEmptyPeriod([month('2026-10', 5, 3)], { ...total, quantity: 5 })).toBe(false);
  });

  it('the change against the year before; none without a base', () => {
    expect(change(110, 100)).toBeCloseTo(0.1);
    expect(change(90, 100)).toBeCloseTo(-0.1);
    expect(change(10, 0)).toBeNull();
  });

  it('F1, F2, F3 for light; none for gas', () => {
    expect(bandsOf({ f1: 1, f2: 2, f3: 3 })).toEqual({ f1: 1, f2: 2, f3: 3 });
    expect(bandsOf({ f1: null, f2: null, f3: null })).toBeNull();
  });

  it('the value axis ends on a round step above the largest value', () => {
    expect(valueScale(62_108)).toEqual({ top: 80_000, ticks: [0, 20_000, 40_000, 60_000, 80_000] });
    expect(valueScale(9)).toEqual({ top: 10, ticks: [0, 2.5, 5, 7.5, 10] });
    expect(valueScale(0)).toEqual({ top: 1, ticks: [0, 1] });
    const { top, ticks } = valueScale(719_846);
    expect(top).toBeGreaterThanOrEqual(719_846);
    expect(ticks.length).toBeLessThanOrEqual(5);
  });

  it('month names are thinned out so they never overlap', () => {
    expect(labelEvery(12, 960, 48)).toBe(1);
    expect(labelEvery(12, 300, 48)).toBe(2);
    expect(labelEvery(60, 960, 48)).toBe(3);
  });
});
