// Calendar helpers. Dates are handled as UTC midnights so that day arithmetic never meets a DST
// shift; instants are printed in Europe/Rome without an offset, as the upstream contract says.
import { romeClock } from '@portal/shared/rome-time';

const DAY_MS = 86_400_000;

export function parseYmd(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return toYmd(d) === text ? d : null;
}

export function toYmd(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/**
 * The day of `now` on the supplier's calendar, Europe/Rome's (as a UTC midnight): from midnight in
 * Rome the data are the new day's, as the portal, which reckons days in Rome time, expects.
 */
export function romeToday(now: number): Date {
  const { year, month, day } = romeClock(now);
  return new Date(Date.UTC(year, month - 1, day));
}

export function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * DAY_MS);
}

export function daysBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / DAY_MS);
}

/** Month index counted from year 0 (year * 12 + month0), handy for month arithmetic. */
export function monthIndex(d: Date): number {
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}

export function monthStart(index: number): Date {
  return new Date(Date.UTC(Math.floor(index / 12), index % 12, 1));
}

export function monthEnd(index: number): Date {
  return addDays(monthStart(index + 1), -1);
}

export function daysInMonth(index: number): number {
  return daysBetween(monthStart(index), monthStart(index + 1));
}

export function monthKey(index: number): string {
  return toYmd(monthStart(index)).slice(0, 7);
}

export function parseMonthKey(text: string): number | null {
  const m = /^(\d{4})-(\d{2})$/.exec(text);
  if (!m) return null;
  const month = Number(m[2]);
  if (month < 1 || month > 12) return null;
  return Number(m[1]) * 12 + month - 1;
}

const romeFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `YYYY-MM-DDTHH:mm:ss` in Europe/Rome, no offset (upstream contract conventions). */
export function romeInstant(ms: number): string {
  const parts = Object.fromEntries(
    romeFormat.formatToParts(new Date(ms)).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Reads an instant of the contract (`YYYY-MM-DDTHH:mm:ss`, optional fraction/offset) or a date. */
export function parseInstant(text: string): number | null {
  if (parseYmd(text)) return Date.parse(`${text}T00:00:00Z`);
  const shape =
    /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(
      text,
    );
  if (!shape?.[1] || !parseYmd(shape[1])) return null;
  // The result is Rome wall-clock time read as if it were UTC, the same scale as parseYmd's
  // midnights, so calendar dates and instants compare directly. An instant with an offset is first
  // moved to Rome time.
  const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/.test(text);
  if (!hasOffset) {
    const ms = Date.parse(`${text}Z`);
    return Number.isNaN(ms) ? null : ms;
  }
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : Date.parse(`${romeInstant(ms)}Z`);
}
