import { describe, expect, it } from 'vitest';
import {
  alignedValues,
  chartSeries,
  dayRows,
  hourRows,
  hourSeries,
  intervalText,
  romeDateTime,
  type CurveInput,
} from './curve-data.ts';

/** A quarter-hour power curve of `days` Rome days from a local midnight, every value `kw`. */
function power(start: string, count: number, kw: (i: number) => number | null): CurveInput {
  return {
    start,
    stepMinutes: 15,
    count,
    values: Array.from({ length: count }, (_, i) => kw(i)),
    utility: 'POWER',
  };
}

describe('what the chart and the table draw from a columnar curve', () => {
  it('x is each interval’s real instant: the last Sunday of March has 92 quarter hours, October’s 100', () => {
    // 29 March 2026 from local midnight (UTC+1) and the day after: 92 + 96 intervals.
    const march = power('2026-03-29T00:00:00+01:00', 92 + 96, () => 4);
    const series = chartSeries(march);
    expect(series.x[1]! - series.x[0]!).toBe(900);
    // The 9th interval starts at 02:00 UTC+1 = 01:00 UTC; the clocks jump to 03:00 there.
    expect(romeDateTime(series.x[8]! * 1000)).toBe('29/03/2026 03:00 (UTC+2)');
    const rows = dayRows(march);
    expect(rows.map((r) => [r.day, r.slots])).toEqual([
      ['2026-03-29', 92],
      ['2026-03-30', 96],
    ]);
    expect(rows[0]?.total).toBeCloseTo(92 * 4 * 0.25);

    const october = dayRows(power('2026-10-25T00:00:00+02:00', 100, () => 2));
    expect(october.map((r) => [r.day, r.slots, r.total])).toEqual([['2026-10-25', 100, 50]]);
  });

  it('bands come from the ARERA rule in Rome time: a Monday’s 10:00 is F1, its 07:15 F2, a Sunday F3', () => {
    const monday = chartSeries(power('2026-11-16T00:00:00+01:00', 96, () => 1));
    expect(monday.bands?.[40]).toBe(1); // 10:00
    expect(monday.bands?.[29]).toBe(2); // 07:15
    expect(monday.bands?.[4]).toBe(3); // 01:00
    const sunday = chartSeries(power('2026-11-22T00:00:00+01:00', 96, () => 1));
    expect(new Set(sunday.bands)).toEqual(new Set([3]));
  });

  it('a missing interval stays null (a gap, not a zero), is counted in its day and never the peak', () => {
    const curve = power('2026-11-16T00:00:00+01:00', 96, (i) =>
      i >= 10 && i < 14 ? null : i === 50 ? 30 : 5,
    );
    expect(chartSeries(curve).y.filter((v) => v === null)).toHaveLength(4);
    const [day] = dayRows(curve);
    expect(day).toMatchObject({ slots: 96, gaps: 4, intervals: 92, peak: 30 });
    expect(romeDateTime(day?.peakAt ?? 0)).toBe('16/11/2026 12:30');
    expect(day?.total).toBeCloseTo((91 * 5 + 30) / 4);
  });

  it('another period lands on the chosen one’s intervals, moved by the distance between their first midnights', () => {
    const main = chartSeries(power('2026-11-16T00:00:00+01:00', 96 * 2, () => 1));
    const before = power('2026-11-09T00:00:00+01:00', 96 * 2, (i) => i);
    const shift = Date.parse('2026-11-16T00:00:00+01:00') - Date.parse('2026-11-09T00:00:00+01:00');
    const aligned = alignedValues(main, before, shift);
    expect(aligned).toHaveLength(192);
    expect(aligned[0]).toBe(0);
    expect(aligned[191]).toBe(191);
    // A supply activated a day later over the same days: its values start on the second day.
    const later = power('2026-11-17T00:00:00+01:00', 96, () => 7);
    const second = alignedValues(main, later, 0);
    expect(second[95]).toBeNull();
    expect(second[96]).toBe(7);
  });

  it('gas by day: one value per Rome calendar day, no bands, no quarter hours', () => {
    const gas: CurveInput = {
      start: '2026-03-28T00:00:00+01:00',
      stepMinutes: 1440,
      count: 3,
      values: [10, null, 12],
      utility: 'GAS',
    };
    const series = chartSeries(gas);
    expect(series.bands).toBeNull();
    // 29 March is 23 hours long: the next day starts 23 h after it.
    expect(series.x[2]! - series.x[1]!).toBe(23 * 3600);
    expect(dayRows(gas).map((r) => [r.day, r.total, r.gaps])).toEqual([
      ['2026-03-28', 10, 0],
      ['2026-03-29', 0, 1],
      ['2026-03-30', 12, 0],
    ]);
  });
});

describe('when an interval starts, as the reader needs it', () => {
  it('a daily value is its day alone, never "00:00"; a quarter hour or an hour has its time', () => {
    const midnight = Date.parse('2026-11-16T00:00:00+01:00');
    expect(intervalText(midnight, 1440)).toBe('16/11/2026');
    expect(intervalText(midnight, 60)).toBe('16/11/2026 00:00');
    expect(intervalText(midnight + 45 * 60_000, 15)).toBe('16/11/2026 00:45');
  });
});

describe('hourly totals (a household’s day)', () => {
  it('four quarter hours of kW make an hour’s kWh, each hour in its ARERA band; 25 hours when the clocks go back', () => {
    // Monday 5 October 2026: 1 kW every quarter hour but 2 kW from 19:00 to 20:00.
    const day = power('2026-10-05T00:00:00+02:00', 96, (i) => (i >= 76 && i < 80 ? 2 : 1));
    const rows = hourRows(day);
    expect(rows).toHaveLength(24);
    expect(rows[19]).toMatchObject({ energy: 2, band: 'F2' });
    expect(rows[10]).toMatchObject({ energy: 1, band: 'F1' });
    expect(rows[2]).toMatchObject({ energy: 1, band: 'F3' });
    const series = hourSeries(rows);
    expect(series.x[1]! - series.x[0]!).toBe(3600);
    expect(series.y[19]).toBe(2);
    expect([...series.bands!].slice(7, 9)).toEqual([2, 1]); // 07:00 F2, 08:00 F1
    expect(hourRows(power('2026-10-25T00:00:00+02:00', 100, () => 1))).toHaveLength(25);
  });

  it('an hour with a missing quarter hour is missing, not a smaller total; daily values have no hours', () => {
    const rows = hourRows(power('2026-10-05T00:00:00+02:00', 96, (i) => (i === 5 ? null : 1)));
    expect(rows[1]?.energy).toBeNull();
    expect(rows[0]?.energy).toBe(1);
    expect(
      hourRows({
        start: '2026-10-05T00:00:00+02:00',
        stepMinutes: 1440,
        count: 2,
        values: [3, 4],
        utility: 'GAS',
      }),
    ).toEqual([]);
  });
});
