import { describe, expect, it } from 'vitest';
import { labelEvery, monthlySeries, niceScale } from './chart.ts';

describe('the reporting chart’s arithmetic', () => {
  it('draws every month of the period in order, 0 for a month the report has no consumption for', () => {
    expect(
      monthlySeries({ from: '2025-11', to: '2026-02' }, [
        { name: '2026-01', consumption: 30 },
        { name: '2025-11', consumption: 10.5 },
      ]),
    ).toEqual([
      { month: '2025-11', value: 10.5 },
      { month: '2025-12', value: 0 },
      { month: '2026-01', value: 30 },
      { month: '2026-02', value: 0 },
    ]);
  });

  it('an axis ends on a round figure at or above the largest month', () => {
    expect(niceScale(8_734)).toEqual({ top: 10_000, step: 2_500 });
    expect(niceScale(380)).toEqual({ top: 400, step: 100 });
    expect(niceScale(0)).toEqual({ top: 1, step: 0.25 });
  });

  it('names fewer months when they do not fit under the axis', () => {
    expect(labelEvery(12, 1000, 44)).toBe(1);
    expect(labelEvery(36, 300, 44)).toBe(6);
  });
});
