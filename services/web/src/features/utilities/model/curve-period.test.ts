import { describe, expect, it } from 'vitest';
import { dayBefore, hasLater, moveAnchor, periodOf } from './curve-period.ts';

const LAST = '2026-11-19'; // a Thursday

describe('the period of a household’s curve', () => {
  it('a day, the week from Monday (§9) and the calendar month, never past yesterday', () => {
    expect(dayBefore('2026-11-20')).toBe(LAST);
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(periodOf('day', LAST, LAST)).toEqual({ from: LAST, to: LAST });
    expect(periodOf('week', LAST, LAST)).toEqual({ from: '2026-11-16', to: LAST });
    expect(periodOf('week', '2026-11-15', LAST)).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(periodOf('month', LAST, LAST)).toEqual({ from: '2026-11-01', to: LAST });
    expect(periodOf('month', '2026-02-10', LAST)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('moves a step at a time, a month from its first day, and not beyond the last day', () => {
    expect(moveAnchor('day', LAST, -1, LAST)).toBe('2026-11-18');
    expect(moveAnchor('week', LAST, -1, LAST)).toBe('2026-11-12');
    expect(moveAnchor('month', '2026-03-31', -1, LAST)).toBe('2026-02-01');
    expect(moveAnchor('week', '2026-11-15', 1, LAST)).toBe(LAST);
    expect(hasLater(periodOf('week', '2026-11-15', LAST), LAST)).toBe(true);
    expect(hasLater(periodOf('week', LAST, LAST), LAST)).toBe(false);
  });
});
