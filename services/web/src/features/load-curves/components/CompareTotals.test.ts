import { describe, expect, it } from 'vitest';
import { changePercent } from './CompareTotals.tsx';

describe('the change between a curve’s total and the compared one', () => {
  it('in per cent of the compared total; none when the compared total is zero', () => {
    expect(changePercent(110, 100)).toBeCloseTo(10);
    expect(changePercent(75, 100)).toBeCloseTo(-25);
    expect(changePercent(50, 0)).toBeNull();
  });
});
