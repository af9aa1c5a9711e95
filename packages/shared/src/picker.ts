// Calendar maths of the date range picker (§9), in the user's local time like any date input.
// The web client renders these cells; nothing here knows about the DOM.
import { PICKER, WEEK_START, type PickerShortcut } from './constants.ts';

function assertInteger(name: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be an integer from ${min} to ${max}: ${value}`);
  }
}

/**
 * §9: the 42 day cells of a month, starting on the week's first day (Monday by default) on or
 * before the 1st, so the grid always has six full weeks.
 */
export function monthGrid(year: number, month0: number, weekStart: number = WEEK_START): Date[] {
  assertInteger('year', year, 1, 9999);
  assertInteger('month0', month0, 0, 11);
  assertInteger('weekStart', weekStart, 0, 6);
  const leading = (new Date(year, month0, 1).getDay() - weekStart + 7) % 7;
  return Array.from(
    { length: PICKER.dayCells },
    (_, index) => new Date(year, month0, 1 - leading + index),
  );
}

/**
 * §9: the 12 years of the year picker's page holding `year`: its decade with the year before and
 * the year after, so paging moves by a decade.
 */
export function yearPage(year: number): number[] {
  assertInteger('year', year, 1, 9999);
  const first = Math.floor(year / 10) * 10 - 1;
  return Array.from({ length: PICKER.yearsPerPage }, (_, index) => first + index);
}

function startOfDay(date: Date, dayShift = 0): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + dayShift);
}

/** The last second of the day, the precision of the picker's format. */
function endOfDay(date: Date, dayShift = 0): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + dayShift, 23, 59, 59);
}

function monthRange(now: Date, monthShift: number): { start: Date; end: Date } {
  const start = new Date(now.getFullYear(), now.getMonth() + monthShift, 1);
  const last = new Date(now.getFullYear(), now.getMonth() + monthShift + 1, 0);
  return { start, end: endOfDay(last) };
}

/** §9: the range each shortcut selects, whole days from midnight to 23:59:59. */
export function shortcutRange(key: PickerShortcut, now: Date): { start: Date; end: Date } {
  switch (key) {
    case 'Today':
      return { start: startOfDay(now), end: endOfDay(now) };
    case 'Yesterday':
      return { start: startOfDay(now, -1), end: endOfDay(now, -1) };
    case 'Last 7 Days':
      return { start: startOfDay(now, -6), end: endOfDay(now) };
    case 'Last 30 Days':
      return { start: startOfDay(now, -29), end: endOfDay(now) };
    case 'This Month':
      return monthRange(now, 0);
    case 'Last Month':
      return monthRange(now, -1);
  }
}
