// Calendar helpers shared by formatting, inputs and the picker. Dates without an offset are wall
// clock times of the business time zone (upstream contract), so they are read field by field and
// never shifted; instants (Date objects, strings with an offset) are shown in that zone.
import { BUSINESS_TIME_ZONE } from './constants.ts';
import { EU_SUMMER_TIME_SINCE, romeOffsetMinutes } from './summer-time.ts';

export interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isValidParts(parts: DateParts): boolean {
  return (
    parts.month >= 1 &&
    parts.month <= 12 &&
    parts.day >= 1 &&
    parts.day <= daysInMonth(parts.year, parts.month) &&
    parts.hour <= 23 &&
    parts.minute <= 59 &&
    parts.second <= 59
  );
}

let businessZoneParts: Intl.DateTimeFormat | null = null;

/**
 * Made on first use, and used only where the rule below does not reach: the first formatter with a
 * time zone loads the zone's data, 15–35 ms in Chromium (60–140 ms on a slow phone), in the task
 * that draws the first page with a date.
 */
function businessZoneFormat(): Intl.DateTimeFormat {
  businessZoneParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  return businessZoneParts;
}

function partsOfUtcFields(date: Date): DateParts {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

/** The wall clock of an instant by the zone data (Intl), for any instant. */
export function partsOfInstantByZoneData(instant: Date): DateParts | null {
  if (Number.isNaN(instant.getTime())) return null;
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of businessZoneFormat().formatToParts(instant)) fields[part.type] = part.value;
  return {
    year: Number(fields.year),
    month: Number(fields.month),
    day: Number(fields.day),
    hour: Number(fields.hour),
    minute: Number(fields.minute),
    second: Number(fields.second),
  };
}

/**
 * The wall clock of an instant in the business time zone; null for an invalid Date. From 1996 on by
 * the summer-time rule of summer-time.ts (no zone data to load: a page's first date costs nothing),
 * before by Intl.
 */
export function partsOfInstant(instant: Date): DateParts | null {
  const time = instant.getTime();
  if (Number.isNaN(time)) return null;
  if (BUSINESS_TIME_ZONE !== 'Europe/Rome' || time < EU_SUMMER_TIME_SINCE)
    return partsOfInstantByZoneData(instant);
  return partsOfUtcFields(new Date(time + romeOffsetMinutes(time) * 60_000));
}

const ISO_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Reads 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm[:ss[.fff]]' with an optional offset; null when invalid. */
export function partsOfIsoText(text: string): DateParts | null {
  const match = ISO_TEXT.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match
    .slice(1, 7)
    .map((group) => Number(group ?? 0));
  const parts = { year, month, day, hour, minute, second } as DateParts;
  if (!isValidParts(parts)) return null;
  // With an offset the text is an instant; the fields were only checked, the zone decides.
  return match[7] === undefined ? parts : partsOfInstant(new Date(text.trim()));
}

export function partsOf(value: string | Date): DateParts | null {
  return typeof value === 'string' ? partsOfIsoText(value) : partsOfInstant(value);
}

export function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

export function isoDayOf(parts: DateParts): string {
  return `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
}
