// Rules of the costs pages' figures: a month with data, an empty period, the
// change against the year before, the ARERA bands of a figure, and the chart's scale.
import type { CostsMonth, MonthFigures, PeriodFigures } from '../api/types.ts';

/** A month some supply had figures for (a month still to come, or before activation, has none). */
export function hasData(figures: MonthFigures): boolean {
  return figures.supplyCount > 0;
}

/** No consumption at all in the period: the page's empty state. */
export function isEmptyPeriod(months: readonly CostsMonth[], total: PeriodFigures): boolean {
  return total.quantity === 0 && months.every((month) => !hasData(month.current));
}

/** The relative change from `previous` to `current` (0.05 = 5 % more); null without a base. */
export function change(current: number, previous: number): number | null {
  if (!Number.isFinite(previous) || previous === 0) return null;
  return (current - previous) / previous;
}

export interface Bands {
  f1: number;
  f2: number;
  f3: number;
}

/** F1, F2, F3 of a light figure; null for gas (upstream sends none). */
export function bandsOf(figures: Pick<PeriodFigures, 'f1' | 'f2' | 'f3'>): Bands | null {
  const { f1, f2, f3 } = figures;
  if (f1 == null || f2 == null || f3 == null) return null;
  return { f1, f2, f3 };
}

/**
 * The top of the chart's value axis and its ticks: a round step (1, 2, 2.5 or 5 × 10ⁿ) so that
 * `count` steps reach the largest value; 0 to 1 when there is nothing to draw.
 */
export function valueScale(max: number, count = 4): { top: number; ticks: number[] } {
  if (!(max > 0)) return { top: 1, ticks: [0, 1] };
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s * count >= max) ?? 10 * power;
  const steps = Math.ceil(max / step);
  return { top: step * steps, ticks: Array.from({ length: steps + 1 }, (_, i) => i * step) };
}

/** Every n-th month gets its name under the axis, so names never overlap at any width. */
export function labelEvery(months: number, width: number, room: number): number {
  if (months <= 0) return 1;
  const fit = Math.max(1, Math.floor(width / room));
  return Math.max(1, Math.ceil(months / fit));
}
