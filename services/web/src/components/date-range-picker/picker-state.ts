// Pure state rules of the date range picker (§9): keyboard moves, range selection, text form.
import { PICKER, WEEK_START, type PickerShortcut } from '@portal/shared/constants';
import dayjs from '@/lib/dayjs.ts';

export interface DateRange {
  start: Date;
  end: Date;
}

export interface PendingRange {
  start: Date | null;
  end: Date | null;
}

export const SHORTCUT_KEYS = {
  Today: 'today',
  Yesterday: 'yesterday',
  'Last 7 Days': 'last7Days',
  'Last 30 Days': 'last30Days',
  'This Month': 'thisMonth',
  'Last Month': 'lastMonth',
} as const satisfies Record<PickerShortcut, string>;

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The last second of the day: the precision of the picker's default format (§9). */
export function endOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59);
}

export function sameDay(a: Date | null, b: Date | null): boolean {
  return a !== null && b !== null && dayjs(a).isSame(b, 'day');
}

/** First click starts a range, the second ends it (in either order), a third starts anew. */
export function selectDay(pending: PendingRange, day: Date): PendingRange {
  if (!pending.start || pending.end) return { start: startOfDay(day), end: null };
  if (day.getTime() < pending.start.getTime())
    return { start: startOfDay(day), end: endOfDay(pending.start) };
  return { start: pending.start, end: endOfDay(day) };
}

export function inRange(day: Date, pending: PendingRange): boolean {
  if (!pending.start || !pending.end) return false;
  const time = day.getTime();
  return time >= startOfDay(pending.start).getTime() && time <= pending.end.getTime();
}

/** The day focus moves to for a key of the grid (APG date picker pattern); null for other keys. */
export function moveFocus(day: Date, key: string, shift: boolean): Date | null {
  const date = dayjs(day);
  const weekday = (day.getDay() - WEEK_START + 7) % 7;
  switch (key) {
    case 'ArrowLeft':
      return date.subtract(1, 'day').toDate();
    case 'ArrowRight':
      return date.add(1, 'day').toDate();
    case 'ArrowUp':
      return date.subtract(7, 'day').toDate();
    case 'ArrowDown':
      return date.add(7, 'day').toDate();
    case 'Home':
      return date.subtract(weekday, 'day').toDate();
    case 'End':
      return date.add(6 - weekday, 'day').toDate();
    case 'PageUp':
      return date.subtract(1, shift ? 'year' : 'month').toDate();
    case 'PageDown':
      return date.add(1, shift ? 'year' : 'month').toDate();
    default:
      return null;
  }
}

/** 'start ~ end' in the picker's format (§9 separator). */
export function formatRange(
  range: DateRange | null,
  format: string = PICKER.defaultFormat,
): string {
  if (!range) return '';
  return `${dayjs(range.start).format(format)}${PICKER.separator}${dayjs(range.end).format(format)}`;
}

/** The weekday names in grid order (Monday first, §9), in the current dayjs locale. */
export function weekdayNames(grid: Date[]): { short: string; long: string }[] {
  return grid
    .slice(0, 7)
    .map((day) => ({ short: dayjs(day).format('dd'), long: dayjs(day).format('dddd') }));
}
