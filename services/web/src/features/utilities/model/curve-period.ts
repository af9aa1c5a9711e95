// The period a household's load curve shows: a day, the week (Monday to Sunday, §9) or the
// calendar month around a day, moved a step at a time and never past yesterday (today's intervals
// are not read yet). Days as the API takes them, YYYY-MM-DD, in Rome's calendar.

export const CURVE_VIEWS = ['day', 'week', 'month'] as const;
export type CurveView = (typeof CURVE_VIEWS)[number];

export interface CurvePeriod {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

function parse(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function text(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day before a YYYY-MM-DD day: the last day a curve has. */
export function dayBefore(day: string): string {
  return text(new Date(parse(day).getTime() - DAY_MS));
}

/** The day, week or month around `anchor`, its end clipped to `last`. */
export function periodOf(view: CurveView, anchor: string, last: string): CurvePeriod {
  const date = parse(anchor);
  let from: Date;
  let to: Date;
  if (view === 'day') {
    from = date;
    to = date;
  } else if (view === 'week') {
    const fromMonday = (date.getUTCDay() + 6) % 7;
    from = new Date(date.getTime() - fromMonday * DAY_MS);
    to = new Date(from.getTime() + 6 * DAY_MS);
  } else {
    from = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
    to = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
  }
  const end = text(to) > last ? last : text(to);
  return { from: text(from), to: end };
}

/** The anchor one step earlier (-1) or later (+1), never after `last`. */
export function moveAnchor(view: CurveView, anchor: string, step: -1 | 1, last: string): string {
  const date = parse(anchor);
  let next: Date;
  if (view === 'month') {
    // The first of the month: a 31st moved by a month stays in the month it means.
    next = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + step, 1));
  } else {
    next = new Date(date.getTime() + step * (view === 'week' ? 7 : 1) * DAY_MS);
  }
  const moved = text(next);
  return moved > last ? last : moved;
}

/** Whether a later period exists (the current one ends before `last`). */
export function hasLater(period: CurvePeriod, last: string): boolean {
  return period.to < last;
}
