// The consumption the supply page shows: the twelve months before the current
// one, the current month being still unbilled. Months as the API takes them, YYYY-MM.
import { isoDayOf, partsOfInstant } from '@portal/shared/calendar';

function monthText(year: number, monthIndex: number): string {
  const date = new Date(Date.UTC(year, monthIndex, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** From the month a year before last month to last month, for a day YYYY-MM-DD. */
export function lastTwelveMonths(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return { from: monthText(year, month - 13), to: monthText(year, month - 2) };
}

/** Today as YYYY-MM-DD in Rome, where the supplier's months begin. */
export function romeToday(now = new Date()): string {
  const parts = partsOfInstant(now);
  if (!parts) throw new RangeError('romeToday: invalid date');
  return isoDayOf(parts);
}
