import { describe, expect, it } from 'vitest';
import { defaultPeriod, monthCount, periodErrors, readPeriod } from './period.ts';

const TODAY = new Date(2026, 10, 23); // 23 November 2026

describe('the report’s months in the address', () => {
  it('defaults to the last 12 complete months', () => {
    expect(defaultPeriod(TODAY)).toEqual({ from: '2025-11', to: '2026-10' });
    expect(defaultPeriod(new Date(2026, 0, 5))).toEqual({ from: '2025-01', to: '2025-12' });
    const search = readPeriod(new URLSearchParams(), TODAY);
    expect(search).toEqual({
      from: '2025-11',
      to: '2026-10',
      period: { from: '2025-11', to: '2026-10' },
      errors: [],
    });
  });

  it('reads the months the address names', () => {
    const search = readPeriod(new URLSearchParams('from=2024-01&to=2026-12'), TODAY);
    expect(search.period).toEqual({ from: '2024-01', to: '2026-12' });
    expect(monthCount({ from: '2024-01', to: '2026-12' })).toBe(36);
  });

  it('refuses more than 36 months, keeps what the address holds and asks for nothing', () => {
    const search = readPeriod(new URLSearchParams('from=2023-12&to=2026-12'), TODAY);
    expect(search).toEqual({ from: '2023-12', to: '2026-12', period: null, errors: ['tooLong'] });
  });

  it('says which month does not parse, and a first month after the last', () => {
    expect(periodErrors('2025-13', '2026-1')).toEqual(['fromInvalid', 'toInvalid']);
    expect(periodErrors('', '2026-01')).toEqual(['fromInvalid']);
    expect(periodErrors('2026-05', '2026-04')).toEqual(['fromAfterTo']);
    expect(periodErrors('2026-04', '2026-04')).toEqual([]);
  });
});
