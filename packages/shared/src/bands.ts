// ARERA's time bands of electricity, in Europe/Rome time:
//   F1 Monday–Friday 08:00–19:00;
//   F2 Monday–Friday 07:00–08:00 and 19:00–23:00, Saturday 07:00–23:00;
//   F3 every other hour, all of Sunday and of the national holidays (1 Jan, 6 Jan, Easter Monday,
//      25 Apr, 1 May, 2 Jun, 15 Aug, 1 Nov, 8 Dec, 25 and 26 Dec).
// An interval takes the band of its start. A curve is { start, stepMinutes, values }: interval i
// starts i steps after `start` in real time (so a quarter-hour curve has 92 or 100 intervals on
// the days the clocks change), except daily values (stepMinutes 1440), which are Rome's calendar
// days, each starting at its local midnight.
import {
  MINUTE_MS,
  dayNumberOf,
  dayOfNumber,
  isoDay,
  romeClock,
  romeDayStart,
  regularDayOf,
  type RegularDay,
  type RomeClock,
} from './rome-time.ts';

export const BANDS = ['F1', 'F2', 'F3'] as const;
export type Band = (typeof BANDS)[number];

/** Daily values: one per Rome calendar day. */
export const DAILY_STEP_MINUTES = 1440;

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

/** The fixed national holidays ARERA counts as F3 days, as [month, day]. */
export const FIXED_HOLIDAYS: readonly (readonly [number, number])[] = [
  [1, 1],
  [1, 6],
  [4, 25],
  [5, 1],
  [6, 2],
  [8, 15],
  [11, 1],
  [12, 8],
  [12, 25],
  [12, 26],
];

const holidaysByYear = new Map<number, ReadonlySet<number>>();

/** The day numbers (days since 1970-01-01) of a year's holidays, Easter Monday included. */
function holidayDays(year: number): ReadonlySet<number> {
  let days = holidaysByYear.get(year);
  if (!days) {
    const easter = easterSunday(year);
    days = new Set([
      ...FIXED_HOLIDAYS.map(([month, day]) => dayNumberOf(year, month, day)),
      dayNumberOf(year, easter.month, easter.day) + 1,
    ]);
    holidaysByYear.set(year, days);
  }
  return days;
}

/** The year's national holidays as 'YYYY-MM-DD', in calendar order. */
export function italianHolidays(year: number): string[] {
  return [...holidayDays(year)].sort((a, b) => a - b).map((n) => isoDay(dayOfNumber(n)));
}

export function isItalianHoliday(year: number, month: number, day: number): boolean {
  return holidayDays(year).has(dayNumberOf(year, month, day));
}

/** The band of a local wall-clock time: weekday 0 Sunday … 6 Saturday, minutes since midnight. */
export function bandOfLocalTime(weekday: number, minuteOfDay: number, holiday: boolean): Band {
  if (holiday || weekday === 0) return 'F3';
  if (minuteOfDay < 7 * 60 || minuteOfDay >= 23 * 60) return 'F3';
  if (weekday === 6) return 'F2';
  return minuteOfDay >= 8 * 60 && minuteOfDay < 19 * 60 ? 'F1' : 'F2';
}

function bandOfClock(c: RomeClock): Band {
  return bandOfLocalTime(c.weekday, c.minuteOfDay, holidayDays(c.year).has(c.dayNumber));
}

let lastHoliday: { day: RegularDay; holiday: boolean } | null = null;

/** The band of an instant (epoch milliseconds or a Date). */
export function bandAt(instant: number | Date): Band {
  const t = typeof instant === 'number' ? instant : instant.getTime();
  // Instants walked in order share their day: its weekday and holiday are looked up once.
  const day = regularDayOf(t);
  if (!day) return bandOfClock(romeClock(t));
  if (lastHoliday?.day !== day)
    lastHoliday = { day, holiday: holidayDays(day.clock.year).has(day.clock.dayNumber) };
  return bandOfLocalTime(
    day.clock.weekday,
    Math.floor((t - day.start) / MINUTE_MS),
    lastHoliday.holiday,
  );
}

/** A curve: values (null for a missing interval) at a fixed step from a start instant. */
export interface Curve {
  /** The first interval's start: epoch milliseconds or an ISO instant with offset. */
  start: number | string;
  stepMinutes: number;
  values: ArrayLike<number | null>;
}

const startMs = (start: number | string): number =>
  typeof start === 'number' ? start : Date.parse(start);

/** The start instant of every interval of a curve, in order. */
export function intervalStarts(curve: Omit<Curve, 'values'>, count: number): Float64Array {
  const out = new Float64Array(count);
  const first = startMs(curve.start);
  if (curve.stepMinutes === DAILY_STEP_MINUTES) {
    const firstDay = romeClock(first).dayNumber;
    for (let i = 0; i < count; i++) {
      const d = dayOfNumber(firstDay + i);
      out[i] = romeDayStart(d.year, d.month, d.day);
    }
  } else {
    for (let i = 0; i < count; i++) out[i] = first + i * curve.stepMinutes * MINUTE_MS;
  }
  return out;
}

/** The band of every interval of a sub-daily curve (by its start); daily values have none. */
export function intervalBands(curve: Omit<Curve, 'values'>, count: number): (Band | null)[] {
  if (curve.stepMinutes >= DAILY_STEP_MINUTES) return new Array<Band | null>(count).fill(null);
  const starts = intervalStarts(curve, count);
  return Array.from(starts, (t) => bandAt(t));
}

/** How a curve's values turn into a quantity: kW × hours, or already a quantity (Smc, kWh). */
export type CurveValueKind = 'power' | 'quantity';

export interface BandTotals {
  F1: number;
  F2: number;
  F3: number;
  total: number;
  /** Intervals with a value. */
  intervals: number;
  /** Intervals without one (null): missing, not zero. */
  gaps: number;
}

const emptyTotals = (): BandTotals => ({ F1: 0, F2: 0, F3: 0, total: 0, intervals: 0, gaps: 0 });

/** One day of the per-day table: its band totals. */
export interface DayTotals extends BandTotals {
  day: string;
}

function quantityOf(value: number, stepMinutes: number, kind: CurveValueKind): number {
  return kind === 'power' ? (value * stepMinutes) / 60 : value;
}

/**
 * A curve's totals per band and per Rome day (kWh from a kW curve, Smc from Smc values); gaps are
 * counted, never taken as zeros. Sums are left unrounded: round where they are shown.
 */
export function curveTotals(
  curve: Curve,
  kind: CurveValueKind,
): { totals: BandTotals; days: DayTotals[] } {
  const count = curve.values.length;
  const starts = intervalStarts(curve, count);
  const banded = curve.stepMinutes < DAILY_STEP_MINUTES;
  const totals = emptyTotals();
  const days: DayTotals[] = [];
  let current: DayTotals | null = null;
  let currentDay = Number.NaN;
  for (let i = 0; i < count; i++) {
    const clock = romeClock(starts[i] ?? 0);
    if (clock.dayNumber !== currentDay) {
      currentDay = clock.dayNumber;
      current = { day: isoDay(clock), ...emptyTotals() };
      days.push(current);
    }
    const day = current as DayTotals;
    const value = curve.values[i];
    if (value === null || value === undefined || Number.isNaN(value)) {
      totals.gaps++;
      day.gaps++;
      continue;
    }
    const q = quantityOf(value, curve.stepMinutes, kind);
    totals.intervals++;
    day.intervals++;
    totals.total += q;
    day.total += q;
    if (banded) {
      const band = bandOfClock(clock);
      totals[band] += q;
      day[band] += q;
    }
  }
  return { totals, days };
}

/** The peak of a curve: its largest value and that interval's start; null when every value is a gap. */
export function curvePeak(curve: Curve): { value: number; at: number } | null {
  let best = -Infinity;
  let index = -1;
  for (let i = 0; i < curve.values.length; i++) {
    const v = curve.values[i];
    if (v !== null && v !== undefined && v > best) {
      best = v;
      index = i;
    }
  }
  if (index < 0) return null;
  const at = intervalStarts({ ...curve }, index + 1)[index] ?? 0;
  return { value: best, at };
}

/** Instants of the days of a range of Rome days, inclusive: [start of from, start of the day after to). */
export function romeRangeInstants(
  from: { year: number; month: number; day: number },
  to: { year: number; month: number; day: number },
): { start: number; end: number; days: number } {
  const first = dayNumberOf(from.year, from.month, from.day);
  const last = dayNumberOf(to.year, to.month, to.day);
  const after = dayOfNumber(last + 1);
  return {
    start: romeDayStart(from.year, from.month, from.day),
    end: romeDayStart(after.year, after.month, after.day),
    days: last - first + 1,
  };
}
