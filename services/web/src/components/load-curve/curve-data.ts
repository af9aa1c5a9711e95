// What the chart and the table draw from a columnar curve. x values are the real
// instants of the intervals (UTC seconds, from the API's start and step), so the 92 or 100 quarter
// hours of the days the clocks change fall where they belong without special cases; labels are
// written in Rome's time. A missing interval stays null: a gap, never a zero.
import {
  DAILY_STEP_MINUTES,
  curveTotals,
  intervalStarts,
  type Band,
  type CurveValueKind,
  type DayTotals,
} from '@portal/shared/bands';
import { bandAt } from '@portal/shared/bands';
import { MINUTE_MS, romeClock, romeDayMinutes } from '@portal/shared/rome-time';

/** The parts of the API's LoadCurve the page reads. */
export interface CurveInput {
  start: string;
  stepMinutes: number;
  count: number;
  values: readonly (number | null)[];
  utility: 'GAS' | 'POWER';
}

export const BAND_INDEX: Record<Band, number> = { F1: 1, F2: 2, F3: 3 };

export interface ChartSeries {
  /** Interval starts, UTC seconds. */
  x: Float64Array;
  y: (number | null)[];
  /** 1 F1, 2 F2, 3 F3 of each interval; null for daily values. */
  bands: Uint8Array | null;
}

export function valueKind(curve: Pick<CurveInput, 'utility'>): CurveValueKind {
  return curve.utility === 'POWER' ? 'power' : 'quantity';
}

function startsOf(curve: CurveInput): Float64Array {
  return intervalStarts(
    { start: curve.start, stepMinutes: curve.stepMinutes },
    Math.min(curve.count, curve.values.length),
  );
}

export function chartSeries(curve: CurveInput): ChartSeries {
  const starts = startsOf(curve);
  const x = new Float64Array(starts.length);
  for (let i = 0; i < starts.length; i++) x[i] = (starts[i] ?? 0) / 1000;
  let bands: Uint8Array | null = null;
  if (curve.stepMinutes < DAILY_STEP_MINUTES) {
    bands = new Uint8Array(starts.length);
    for (let i = 0; i < starts.length; i++) bands[i] = BAND_INDEX[bandAt(starts[i] ?? 0)];
  }
  return { x, y: curve.values.slice(0, starts.length), bands };
}

/**
 * Another curve's values on the chosen curve's intervals: each of its intervals moved by `shiftMs`
 * (the distance between the two ranges' first midnights; 0 for another supply over the same days)
 * lands on the interval of the chosen curve that starts then. Daily values land by calendar day.
 */
export function alignedValues(
  main: ChartSeries,
  other: CurveInput,
  shiftMs: number,
): (number | null)[] {
  const out = new Array<number | null>(main.x.length).fill(null);
  if (main.x.length === 0) return out;
  const starts = startsOf(other);
  const first = (main.x[0] ?? 0) * 1000;
  if (other.stepMinutes >= DAILY_STEP_MINUTES) {
    const firstDay = romeClock(first).dayNumber;
    for (let j = 0; j < starts.length; j++) {
      const i = romeClock((starts[j] ?? 0) + shiftMs).dayNumber - firstDay;
      if (i >= 0 && i < out.length) out[i] = other.values[j] ?? null;
    }
    return out;
  }
  const step = other.stepMinutes * MINUTE_MS;
  for (let j = 0; j < starts.length; j++) {
    const i = Math.round(((starts[j] ?? 0) + shiftMs - first) / step);
    if (i >= 0 && i < out.length) out[i] = other.values[j] ?? null;
  }
  return out;
}

/** One row of the table alternative: a Rome day's totals, its intervals, gaps and peak. */
export interface DayRow extends DayTotals {
  /** Every interval of the day, present or missing: 92, 96 or 100 quarter hours. */
  slots: number;
  peak: number | null;
  /** The peak's interval start, epoch milliseconds. */
  peakAt: number | null;
}

export function dayRows(curve: CurveInput): DayRow[] {
  const values = curve.values.slice(0, curve.count);
  const { days } = curveTotals(
    { start: curve.start, stepMinutes: curve.stepMinutes, values },
    valueKind(curve),
  );
  const starts = startsOf(curve);
  let offset = 0;
  return days.map((day) => {
    const slots = day.intervals + day.gaps;
    let peak: number | null = null;
    let peakAt: number | null = null;
    for (let i = offset; i < offset + slots; i++) {
      const v = values[i];
      if (v !== null && v !== undefined && (peak === null || v > peak)) {
        peak = v;
        peakAt = starts[i] ?? null;
      }
    }
    offset += slots;
    return { ...day, slots, peak, peakAt };
  });
}

const two = (n: number) => String(n).padStart(2, '0');

/** §5 DD/MM/YYYY HH:mm of an instant in Rome's time; on a day the clocks change, with its offset. */
export function romeDateTime(ms: number): string {
  const c = romeClock(ms);
  const text = `${two(c.day)}/${two(c.month)}/${c.year} ${two(Math.floor(c.minuteOfDay / 60))}:${two(c.minuteOfDay % 60)}`;
  return romeDayMinutes(c) === 1440 ? text : `${text} (UTC+${c.offsetMinutes / 60})`;
}

/** §5 DD/MM/YYYY of an instant's Rome day. */
export function romeDate(ms: number): string {
  const c = romeClock(ms);
  return `${two(c.day)}/${two(c.month)}/${c.year}`;
}

/**
 * When an interval of a curve with this step starts, as the reader needs it: a daily value is
 * its day alone (it has no time of day: never "00:00"), a shorter interval its day and time.
 */
export function intervalText(ms: number, stepMinutes: number): string {
  return stepMinutes >= DAILY_STEP_MINUTES ? romeDate(ms) : romeDateTime(ms);
}

/** §5 DD/MM/YYYY of a 'YYYY-MM-DD' day. */
export function dayText(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** One hour of a curve finer than a day: its energy (kWh, or Smc for gas hours) and its band. */
export interface HourRow {
  /** The hour's start, epoch milliseconds. */
  start: number;
  /** Null when any interval of the hour is missing: a part of an hour is not its total. */
  energy: number | null;
  band: Band;
}

/**
 * A curve's hourly totals: four quarter hours of kW make an hour's kWh (a quarter of each), a gas
 * hour is its own total. Rome's offsets are whole hours, so every hour starts on a real-time
 * hour from the curve's first midnight; the days the clocks change have 23 and 25 of them. Daily
 * values have no hours: none.
 */
export function hourRows(curve: CurveInput): HourRow[] {
  if (curve.stepMinutes >= DAILY_STEP_MINUTES) return [];
  const perHour = Math.max(1, Math.round(60 / curve.stepMinutes));
  const starts = startsOf(curve);
  const rows: HourRow[] = [];
  for (let i = 0; i < starts.length; i += perHour) {
    let energy: number | null = 0;
    for (let k = i; k < i + perHour; k++) {
      const v = curve.values[k];
      if (v === null || v === undefined || k >= starts.length) {
        energy = null;
        break;
      }
      energy += valueKind(curve) === 'power' ? (v * curve.stepMinutes) / 60 : v;
    }
    const start = starts[i] ?? 0;
    rows.push({
      start,
      energy: energy === null ? null : Math.round(energy * 1000) / 1000,
      band: bandAt(start),
    });
  }
  return rows;
}

/** The chart's series of hourly totals, each hour shaded by its band. */
export function hourSeries(rows: readonly HourRow[]): ChartSeries {
  const x = new Float64Array(rows.length);
  const bands = new Uint8Array(rows.length);
  rows.forEach((r, i) => {
    x[i] = r.start / 1000;
    bands[i] = BAND_INDEX[r.band];
  });
  return { x, y: rows.map((r) => r.energy), bands };
}
