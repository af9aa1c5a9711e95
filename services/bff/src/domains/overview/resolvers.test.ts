import { describe, expect, it } from 'vitest';
import { yearEndingOn } from './resolvers.ts';

describe('the overview’s spend covers the twelve months that end today', () => {
  it('from the day after the same day a year before, to today', () => {
    expect(yearEndingOn('2026-11-23')).toEqual({ from: '2025-11-24', to: '2026-11-23' });
    expect(yearEndingOn('2026-12-31')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(yearEndingOn('2026-01-01')).toEqual({ from: '2025-01-02', to: '2026-01-01' });
  });

  it('a 29 February: the year before has none, the months start on 1 March', () => {
    expect(yearEndingOn('2028-02-29')).toEqual({ from: '2027-03-01', to: '2028-02-29' });
    expect(yearEndingOn('2029-02-28')).toEqual({ from: '2028-02-29', to: '2029-02-28' });
  });
});
