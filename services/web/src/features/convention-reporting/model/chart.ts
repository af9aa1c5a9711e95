// The chart's arithmetic, free of drawing: every month of the period in order with
// its consumption (0 for a month without any), a rounded scale for the axis, and how often a month
// is named under the axis so the names never overlap.
import { monthIndex, monthOfIndex, type ReportPeriod } from './period.ts';

export interface ChartMonth {
  month: string;
  value: number;
}

/** Every month from `period.from` to `period.to`, valued from `totals` (name = YYYY-MM). */
export function monthlySeries(
  period: ReportPeriod,
  totals: readonly { name: string; consumption: number }[],
): ChartMonth[] {
  const a = monthIndex(period.from);
  const b = monthIndex(period.to);
  if (a === null || b === null || b < a) return [];
  const by = new Map(totals.map((m) => [m.name, m.consumption]));
  return Array.from({ length: b - a + 1 }, (_, i) => {
    const month = monthOfIndex(a + i);
    return { month, value: by.get(month) ?? 0 };
  });
}

/** A round top for the axis (1, 2, 2.5 or 5 × 10ⁿ, at least the largest value) and its ticks. */
export function niceScale(max: number, ticks = 4): { top: number; step: number } {
  if (!(max > 0)) return { top: 1, step: 1 / ticks };
  const rough = max / ticks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s * ticks >= max) ?? power * 10;
  return { top: step * ticks, step };
}

/** Name every n-th month so that each name has `room` pixels: 1 when all fit. */
export function labelEvery(count: number, width: number, room: number): number {
  if (count <= 0 || width <= 0) return 1;
  return Math.max(1, Math.ceil((count * room) / width));
}
