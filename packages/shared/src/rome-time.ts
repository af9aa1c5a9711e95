// Europe/Rome wall clock in closed form, for code that walks tens of thousands of instants (a year
// of quarter hours is 35,040 of them): Intl's time-zone formatter costs microseconds per call, this
// costs a few arithmetic operations, on the summer-time rule of summer-time.ts (re-exported here).
// The tests compare it with Intl's Europe/Rome.

import { DAY_MS, dayNumberOf, MINUTE_MS, romeOffsetMinutes } from './summer-time.ts';

export {
  DAY_MS,
  dayNumberOf,
  EU_SUMMER_TIME_SINCE,
  MINUTE_MS,
  romeOffsetMinutes,
  summerTime,
} from './summer-time.ts';

/** A local calendar day of Europe/Rome. */
export interface RomeDay {
  year: number;
  month: number; // 1–12
  day: number;
}

/** The wall clock of an instant in Europe/Rome. */
export interface RomeClock extends RomeDay {
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Minutes since local midnight, 0–1439. */
  minuteOfDay: number;
  /** Offset from UTC in minutes: 60 (CET) or 120 (CEST). */
  offsetMinutes: number;
  /** Days since 1970-01-01 of the local date (a key for per-day tables). */
  dayNumber: number;
}

/** The date of a day number (civil_from_days). */
export function dayOfNumber(dayNumber: number): RomeDay {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** A Rome day of constant offset (not a change day), kept to answer the next instants of the same day cheaply. */
export interface RegularDay {
  start: number;
  end: number;
  clock: Omit<RomeClock, 'minuteOfDay'>;
  /** 'YYYY-MM-DDT' and '+0h:00' of the day, for romeIsoText. */
  prefix: string;
  suffix: string;
}

// A curve or an export walks instants in order: 96 of them fall in the same day, so the day's
// calendar fields are worked out once and the rest is a subtraction (about ten times faster).
let lastDay: RegularDay | null = null;

function fullClock(instant: number): RomeClock {
  const offsetMinutes = romeOffsetMinutes(instant);
  const local = instant + offsetMinutes * MINUTE_MS;
  const dayNumber = Math.floor(local / DAY_MS);
  const minuteOfDay = Math.floor((local - dayNumber * DAY_MS) / MINUTE_MS);
  return {
    ...dayOfNumber(dayNumber),
    weekday: (((dayNumber + 4) % 7) + 7) % 7,
    minuteOfDay,
    offsetMinutes,
    dayNumber,
  };
}

/** The Rome day of an instant when it is not a change day (null on the two days the clocks change). */
export function regularDayOf(instant: number): RegularDay | null {
  const day = lastDay;
  if (day && instant >= day.start && instant < day.end) return day;
  const c = fullClock(instant);
  const start = romeDayStart(c.year, c.month, c.day);
  const end = romeDayStart(c.year, c.month, c.day + 1);
  if (end - start !== DAY_MS) return null;
  const { minuteOfDay: _minute, ...clock } = c;
  lastDay = {
    start,
    end,
    clock,
    prefix: `${isoDay(c)}T`,
    suffix: `+${pad(c.offsetMinutes / 60)}:00`,
  };
  return lastDay;
}

/** The Europe/Rome wall clock of an instant (epoch milliseconds). */
export function romeClock(instant: number): RomeClock {
  const day = regularDayOf(instant);
  if (!day) return fullClock(instant);
  return { ...day.clock, minuteOfDay: Math.floor((instant - day.start) / MINUTE_MS) };
}

/** The instant of local midnight starting a Rome day (never ambiguous: the clocks change at 02:00/03:00). */
export function romeDayStart(year: number, month: number, day: number): number {
  const utcMidnight = dayNumberOf(year, month, day) * DAY_MS;
  const cet = utcMidnight - 60 * MINUTE_MS;
  return romeOffsetMinutes(cet) === 120 ? utcMidnight - 120 * MINUTE_MS : cet;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads 'YYYY-MM-DD' (a real calendar day) or answers null. */
export function parseRomeDay(text: string): RomeDay | null {
  const m = ISO_DAY.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const back = dayOfNumber(dayNumberOf(year, month, day));
  return back.year === year && back.month === month && back.day === day ? back : null;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** 'HH:mm' of each minute of a day, made on first use (not when a page loads the module). */
let clockText: string[] | null = null;

function clockTextOf(minute: number): string {
  clockText ??= Array.from({ length: 1440 }, (_, m) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`);
  return clockText[minute] ?? '';
}

export function isoDay(d: RomeDay): string {
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
}

/** The length of a Rome day in minutes: 1,380 on the last Sunday of March, 1,500 on October's, else 1,440. */
export function romeDayMinutes(d: RomeDay): number {
  const next = dayOfNumber(dayNumberOf(d.year, d.month, d.day) + 1);
  return (
    (romeDayStart(next.year, next.month, next.day) - romeDayStart(d.year, d.month, d.day)) /
    MINUTE_MS
  );
}

/** How many intervals of `stepMinutes` a Rome day has: 92, 96 or 100 quarter hours; 23, 24 or 25 hours. */
export function intervalsInRomeDay(d: RomeDay, stepMinutes: number): number {
  return Math.ceil(romeDayMinutes(d) / stepMinutes);
}

/**
 * An instant written in Rome's local time with its UTC offset, to the second:
 * '2026-03-29T03:00:00+02:00'. The two 02:xx hours of October's change day read apart by their offset.
 */
export function romeIsoText(instant: number): string {
  const seconds = Math.floor((((instant % MINUTE_MS) + MINUTE_MS) % MINUTE_MS) / 1000);
  const day = regularDayOf(instant);
  if (day) {
    const minute = Math.floor((instant - day.start) / MINUTE_MS);
    return `${day.prefix}${clockTextOf(minute)}:${pad(seconds)}${day.suffix}`;
  }
  const c = fullClock(instant);
  return (
    `${isoDay(c)}T${pad(Math.floor(c.minuteOfDay / 60))}:${pad(c.minuteOfDay % 60)}:${pad(seconds)}` +
    `+${pad(c.offsetMinutes / 60)}:00`
  );
}
