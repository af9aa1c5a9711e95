// Europe/Rome's summer-time rule, alone: the offset of an instant, in a few arithmetic operations
// and without the zone data Intl loads. rome-time.ts builds the wall clock on it; calendar.ts reads
// single instants with it (in the first JavaScript a page loads, so kept small).
// Italy follows the EU summer-time rule (Directive 2000/84/EC, the same dates since 1996): UTC+2
// from 01:00 UTC of the last Sunday of March to 01:00 UTC of the last Sunday of October, UTC+1
// otherwise.

export const MINUTE_MS = 60_000;
/** From this instant on the rule below is Europe/Rome's; before it the zone data differs (1995: until September). */
export const EU_SUMMER_TIME_SINCE = Date.UTC(1996, 0, 1);
export const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
export function dayNumberOf(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

function lastSunday(year: number, month: number): number {
  const last = dayNumberOf(year, month + 1, 1) - 1;
  const weekday = (((last + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
  return last - weekday;
}

const summerByYear = new Map<number, readonly [number, number]>();

/** The UTC instants at which summer time starts and ends in a year. */
export function summerTime(year: number): readonly [start: number, end: number] {
  let bounds = summerByYear.get(year);
  if (!bounds) {
    bounds = [
      lastSunday(year, 3) * DAY_MS + 60 * MINUTE_MS,
      lastSunday(year, 10) * DAY_MS + 60 * MINUTE_MS,
    ];
    summerByYear.set(year, bounds);
  }
  return bounds;
}

/** Europe/Rome's offset from UTC at an instant, in minutes. */
export function romeOffsetMinutes(instant: number): number {
  const [start, end] = summerTime(new Date(instant).getUTCFullYear());
  return instant >= start && instant < end ? 120 : 60;
}
