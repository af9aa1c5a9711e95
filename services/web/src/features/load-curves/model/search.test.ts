import { describe, expect, it } from 'vitest';
import { comparedRange, dayRange, readView, withChanges } from './search.ts';

// 23 November 2026, 09:00 in Rome.
const NOW = Date.parse('2026-11-23T08:00:00Z');

describe('the load curves view in the address', () => {
  it('without a range: the last seven days up to yesterday, nothing compared, the first page', () => {
    expect(readView(new URLSearchParams(), [], NOW)).toEqual({
      supplyId: null,
      range: { from: '2026-11-16', to: '2026-11-22', days: 7 },
      rangeError: null,
      comparison: { kind: 'none' },
      hourly: false,
      registryId: null,
      page: 1,
    });
  });

  it('reads the supply, the range, the comparison, gas by the hour, a registry among the page’s and the page', () => {
    const view = readView(
      new URLSearchParams(
        'supply=20040001&from=2026-03-01&to=2026-03-31&compare=year&granularity=HOUR&registry=500002&page=2',
      ),
      ['500001', '500002'],
      NOW,
    );
    expect(view).toMatchObject({
      supplyId: '20040001',
      range: { from: '2026-03-01', to: '2026-03-31', days: 31 },
      comparison: { kind: 'period', period: 'year' },
      hourly: true,
      registryId: '500002',
      page: 2,
    });
  });

  it('a range that does not parse, runs backwards or is longer than 366 days is reported, not sent', () => {
    expect(dayRange('2026-02-30', '2026-03-01')).toEqual({ range: null, error: 'invalid' });
    expect(dayRange('2026-03-02', '2026-03-01')).toEqual({ range: null, error: 'invalid' });
    expect(dayRange('2025-01-01', '2026-01-02')).toEqual({ range: null, error: 'tooLong' });
    expect(dayRange('2024-01-01', '2024-12-31').range?.days).toBe(366);
    const view = readView(new URLSearchParams('from=2026-13-01&to=2026-12-01'), [], NOW);
    expect(view.range).toBeNull();
    expect(view.rangeError).toBe('invalid');
  });

  it('compares with the same length just before, or the same weekdays a year earlier (364 days back)', () => {
    const week = { from: '2026-03-23', to: '2026-03-29', days: 7 };
    expect(comparedRange(week, 'previous')).toEqual({
      from: '2026-03-16',
      to: '2026-03-22',
      days: 7,
    });
    // Monday 23 March 2026 faces Monday 24 March 2025, not Sunday 23 March.
    expect(comparedRange(week, 'year')).toEqual({ from: '2025-03-24', to: '2025-03-30', days: 7 });
    const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
    for (const from of ['2024-02-29', '2026-01-01', '2026-12-31']) {
      const before = comparedRange({ from, to: from, days: 1 }, 'year');
      expect(weekday(before.from)).toBe(weekday(from));
      expect(before.days).toBe(1);
    }
    expect(comparedRange({ from: '2024-02-29', to: '2024-02-29', days: 1 }, 'year').from).toBe(
      '2023-03-02',
    );
  });

  it('another supply to compare is an id, never the supply itself; a foreign registry is not taken', () => {
    const other = readView(new URLSearchParams('supply=1&compare=supply:2'), [], NOW);
    expect(other.comparison).toEqual({ kind: 'supply', supplyId: '2' });
    expect(readView(new URLSearchParams('supply=1&compare=supply:1'), [], NOW).comparison).toEqual({
      kind: 'none',
    });
    expect(readView(new URLSearchParams('compare=supply:x'), [], NOW).comparison).toEqual({
      kind: 'none',
    });
    expect(readView(new URLSearchParams('registry=999'), ['500001'], NOW).registryId).toBeNull();
  });

  it('a change goes back to the table’s first page; empty values leave the address', () => {
    const next = withChanges(new URLSearchParams('supply=1&page=3&compare=year'), {
      from: '2026-01-01',
      compare: null,
    });
    expect(next.toString()).toBe('supply=1&from=2026-01-01');
    expect(withChanges(new URLSearchParams('page=3'), { page: '4' }).toString()).toBe('page=4');
  });
});
