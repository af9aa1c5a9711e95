import { describe, expect, it } from 'vitest';
import { lastTwelveMonths, romeToday } from './months.ts';

describe('the supply page’s twelve months', () => {
  it('are the twelve whole months before the current one, across a new year', () => {
    expect(lastTwelveMonths('2026-11-23')).toEqual({ from: '2025-11', to: '2026-10' });
    expect(lastTwelveMonths('2026-01-05')).toEqual({ from: '2025-01', to: '2025-12' });
    expect(lastTwelveMonths('2026-02-28')).toEqual({ from: '2025-02', to: '2026-01' });
  });

  it('today is Rome’s day (an evening in UTC can already be tomorrow there)', () => {
    expect(romeToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});
