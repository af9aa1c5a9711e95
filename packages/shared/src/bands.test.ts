import { describe, expect, it } from 'vitest';
import {
  bandAt,
  bandOfLocalTime,
  curvePeak,
  curveTotals,
  easterSunday,
  intervalBands,
  intervalStarts,
  isItalianHoliday,
  italianHolidays,
} from './bands.ts';
import { romeDayStart, romeIsoText } from './rome-time.ts';

/** The band at a Rome wall-clock time of a day (no DST change at these hours). */
const bandAtRome = (day: string, time: string): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return bandAt(romeDayStart(y, m, d) + (h * 60 + min) * 60_000);
};

describe('Easter and the Italian national holidays', () => {
  it.each([
    [2000, 4, 23],
    [2008, 3, 23],
    [2011, 4, 24],
    [2019, 4, 21],
    [2024, 3, 31],
    [2025, 4, 20],
    [2026, 4, 5],
    [2027, 3, 28],
    [2038, 4, 25],
    [2285, 3, 22],
  ])('Easter Sunday %i is %i/%i', (year, month, day) => {
    expect(easterSunday(year)).toEqual({ month, day });
  });

  it('the holidays of 2026: the fixed ones and Easter Monday, in order', () => {
    expect(italianHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-06',
      '2026-04-25',
      '2026-05-01',
      '2026-06-02',
      '2026-08-15',
      '2026-11-01',
      '2026-12-08',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('Easter Monday moves with Easter; Easter Sunday is F3 as a Sunday, not as a holiday', () => {
    expect(isItalianHoliday(2025, 4, 21)).toBe(true);
    expect(isItalianHoliday(2024, 4, 1)).toBe(true);
    expect(isItalianHoliday(2026, 4, 6)).toBe(true);
    expect(isItalianHoliday(2026, 4, 5)).toBe(false);
    expect(isItalianHoliday(2026, 4, 7)).toBe(false);
    expect(isItalianHoliday(2026, 10, 4)).toBe(false);
  });
});

describe('ARERA bands F1/F2/F3 in Europe/Rome time', () => {
  it('the rule on a working day: boundaries at 07:00, 08:00, 19:00 and 23:00', () => {
    expect(bandOfLocalTime(3, 6 * 60 + 59, false)).toBe('F3');
    expect(bandOfLocalTime(3, 7 * 60, false)).toBe('F2');
    expect(bandOfLocalTime(3, 7 * 60 + 59, false)).toBe('F2');
    expect(bandOfLocalTime(3, 8 * 60, false)).toBe('F1');
    expect(bandOfLocalTime(3, 18 * 60 + 59, false)).toBe('F1');
    expect(bandOfLocalTime(3, 19 * 60, false)).toBe('F2');
    expect(bandOfLocalTime(3, 22 * 60 + 59, false)).toBe('F2');
    expect(bandOfLocalTime(3, 23 * 60, false)).toBe('F3');
    expect(bandOfLocalTime(3, 0, false)).toBe('F3');
  });

  it.each([
    // Wednesday 2026-06-10
    ['2026-06-10', '06:45', 'F3'],
    ['2026-06-10', '07:00', 'F2'],
    ['2026-06-10', '07:45', 'F2'],
    ['2026-06-10', '08:00', 'F1'],
    ['2026-06-10', '12:00', 'F1'],
    ['2026-06-10', '18:45', 'F1'],
    ['2026-06-10', '19:00', 'F2'],
    ['2026-06-10', '22:45', 'F2'],
    ['2026-06-10', '23:00', 'F3'],
    // Monday and Friday are working days
    ['2026-06-08', '09:00', 'F1'],
    ['2026-06-12', '18:00', 'F1'],
    // Saturday 2026-06-13: F2 07:00–23:00, never F1
    ['2026-06-13', '06:45', 'F3'],
    ['2026-06-13', '07:00', 'F2'],
    ['2026-06-13', '12:00', 'F2'],
    ['2026-06-13', '22:45', 'F2'],
    ['2026-06-13', '23:00', 'F3'],
    // Sunday 2026-06-14: all F3
    ['2026-06-14', '07:00', 'F3'],
    ['2026-06-14', '12:00', 'F3'],
    ['2026-06-14', '20:00', 'F3'],
    // Holidays on working days: all F3 (2 June 2026 is a Tuesday, Easter Monday 6 April)
    ['2026-06-02', '12:00', 'F3'],
    ['2026-04-06', '10:00', 'F3'],
    ['2026-12-08', '09:00', 'F3'],
    ['2026-12-25', '20:00', 'F3'],
    ['2026-12-26', '10:00', 'F3'], // a Saturday and a holiday
    ['2026-01-06', '10:00', 'F3'],
    // The day after Easter Monday is an ordinary Tuesday
    ['2026-04-07', '10:00', 'F1'],
    // Winter time: the same local hours, a different UTC offset
    ['2026-01-14', '07:59', 'F2'],
    ['2026-01-14', '08:00', 'F1'],
  ])('%s %s is %s', (day, time, band) => {
    expect(bandAtRome(day, time)).toBe(band);
  });

  it('an instant is banded by Rome’s clock, not UTC’s: 06:30Z in summer is 08:30 in Rome', () => {
    expect(bandAt(new Date('2026-06-10T06:30:00Z'))).toBe('F1');
    expect(bandAt(new Date('2026-01-14T06:30:00Z'))).toBe('F2');
    expect(bandAt(Date.parse('2026-06-10T17:00:00Z'))).toBe('F2');
  });

  it('a working week of quarter hours: 44 F1 hours, 16+15 F2 hours, the rest F3', () => {
    const start = romeDayStart(2026, 6, 8); // Monday
    const bands = intervalBands({ start, stepMinutes: 15 }, 7 * 96);
    const hours = (b: string) => bands.filter((x) => x === b).length / 4;
    expect(hours('F1')).toBe(55); // 5 × 11
    expect(hours('F2')).toBe(5 * 5 + 16); // 5 × (1 + 4) + Saturday 16
    expect(hours('F3')).toBe(168 - 55 - 41);
  });
});

describe('Quarter hours across the clock changes', () => {
  it('the last Sunday of March has 92 quarter hours: 01:45 is followed by 03:00', () => {
    const start = romeDayStart(2026, 3, 29);
    const next = romeDayStart(2026, 3, 30);
    expect((next - start) / 900_000).toBe(92);
    const starts = intervalStarts({ start, stepMinutes: 15 }, 92);
    expect(romeIsoText(starts[7]!)).toBe('2026-03-29T01:45:00+01:00');
    expect(romeIsoText(starts[8]!)).toBe('2026-03-29T03:00:00+02:00');
    expect(romeIsoText(starts[91]!)).toBe('2026-03-29T23:45:00+02:00');
  });

  it('the last Sunday of October has 100: 02:00–02:45 twice, at +02:00 then at +01:00', () => {
    const start = romeDayStart(2026, 10, 25);
    expect((romeDayStart(2026, 10, 26) - start) / 900_000).toBe(100);
    const texts = Array.from(intervalStarts({ start, stepMinutes: 15 }, 100), romeIsoText);
    expect(texts.slice(8, 16)).toEqual([
      '2026-10-25T02:00:00+02:00',
      '2026-10-25T02:15:00+02:00',
      '2026-10-25T02:30:00+02:00',
      '2026-10-25T02:45:00+02:00',
      '2026-10-25T02:00:00+01:00',
      '2026-10-25T02:15:00+01:00',
      '2026-10-25T02:30:00+01:00',
      '2026-10-25T02:45:00+01:00',
    ]);
    expect(texts[99]).toBe('2026-10-25T23:45:00+01:00');
  });

  it('daily values step by Rome calendar days, each from its local midnight', () => {
    const starts = intervalStarts({ start: romeDayStart(2026, 3, 28), stepMinutes: 1440 }, 3);
    expect(Array.from(starts, romeIsoText)).toEqual([
      '2026-03-28T00:00:00+01:00',
      '2026-03-29T00:00:00+01:00',
      '2026-03-30T00:00:00+02:00',
    ]);
  });
});

describe('Totals of a curve by band and by day', () => {
  it('kW quarter hours become kWh per band; gaps are counted, not zeros', () => {
    // Friday 2026-06-12 06:45 … 08:15 local: F3, F2 ×4, F1 ×2 (7 intervals)
    const start = romeDayStart(2026, 6, 12) + (6 * 60 + 45) * 60_000;
    const values = [4, 8, null, 8, 8, 12, 20];
    const { totals, days } = curveTotals({ start, stepMinutes: 15, values }, 'power');
    expect(totals).toEqual({ F1: 8, F2: 6, F3: 1, total: 15, intervals: 6, gaps: 1 });
    expect(days).toEqual([{ day: '2026-06-12', ...totals }]);
  });

  it('a curve string start with offset, days split at Rome midnight, the October day has 100 rows', () => {
    const start = romeDayStart(2026, 10, 25);
    const values = new Array<number>(100 + 96).fill(4); // 1 kWh per quarter hour
    const { totals, days } = curveTotals(
      { start: new Date(start).toISOString(), stepMinutes: 15, values },
      'power',
    );
    expect(days.map((d) => [d.day, d.intervals, d.total])).toEqual([
      ['2026-10-25', 100, 100],
      ['2026-10-26', 96, 96],
    ]);
    expect(days[0]!.F3).toBe(100); // a Sunday
    expect(totals.F1 + totals.F2 + totals.F3).toBe(196);
  });

  it('quantities (Smc) are summed as they are and daily values have no band', () => {
    const start = romeDayStart(2026, 1, 1);
    const { totals, days } = curveTotals(
      { start, stepMinutes: 1440, values: [10, null, 12.5] },
      'quantity',
    );
    expect(totals).toEqual({ F1: 0, F2: 0, F3: 0, total: 22.5, intervals: 2, gaps: 1 });
    expect(days.map((d) => d.day)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03']);
  });

  it('the peak is the largest value and its start; a curve of gaps has none', () => {
    const start = romeDayStart(2026, 6, 12);
    expect(curvePeak({ start, stepMinutes: 15, values: [1, null, 7, 3] })).toEqual({
      value: 7,
      at: start + 30 * 60_000,
    });
    expect(curvePeak({ start, stepMinutes: 15, values: [null, null] })).toBeNull();
  });
});
