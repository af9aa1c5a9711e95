// Load curves: quarter hours of power in kW, days (and, for a meter that records
// them, hours) of gas in Smc, for any range of Rome days. Each month is made from the day shapes of
// the supply's kind of customer (load-profile.ts), its working days, Saturdays, Sundays and
// national holidays, a day's weather and an interval's noise, stepping through real time so the
// days the clocks change have 92 and 100 quarter hours (23 and 25 hours). The month is then scaled
// to the consumption model (consumption.ts), so a curve and the monthly figures the bills are
// priced on agree: a power month's quarter hours of each band add up to its F1, F2 and F3, a gas
// month's days to its Smc. A few intervals are missing, deterministically, and answered as null:
// their energy is in the month's total but not in the curve (docs/upstream-contract.md).
import { bandOfLocalTime, isItalianHoliday } from '@portal/shared/bands';
import {
  dayNumberOf,
  dayOfNumber,
  romeClock,
  romeDayStart,
  type RomeDay,
} from '@portal/shared/rome-time';
import { monthlyConsumption, noise, spikesOf, type ConsumptionSpike } from './consumption.ts';
import {
  GAS_DAY_WEIGHT,
  gasHourWeight,
  loadProfileOf,
  powerDayShape,
  type DayKind,
  type LoadProfile,
} from './load-profile.ts';
import type { Fornitura } from './model.ts';

const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;
const HOUR = 60 * MINUTE;
const BAND_INDEX = { F1: 0, F2: 1, F3: 2 } as const;

export const POWER_STEP = 15;
export const GAS_HOURLY_STEP = 60;
export const GAS_DAILY_STEP = 1440;

/** Meters of this class or larger record gas by the hour (G4 and G6 read once a day). */
export function hasHourlyGas(f: Pick<Fornitura, 'codUtility' | 'classeContatore'>): boolean {
  if (f.codUtility !== 1 || !f.classeContatore) return false;
  return Number(f.classeContatore.replace(/^G/, '')) >= 10;
}

/** The steps a supply's meter can answer, finest first; none without a remotely read meter. */
export function stepsOf(f: Fornitura): number[] {
  if (!f.telegestito) return [];
  if (f.codUtility === 0) return [POWER_STEP];
  return hasHourlyGas(f) ? [GAS_HOURLY_STEP, GAS_DAILY_STEP] : [GAS_DAILY_STEP];
}

interface MonthCurve {
  /** The first interval's start instant (the month's first local midnight). */
  start: number;
  /** kW (power) or Smc per interval (gas); NaN where the interval is missing. */
  values: Float64Array;
}

const round3 = (n: number): number => Math.round(n * 1000) / 1000;

function dayKind(weekday: number, holiday: boolean): DayKind {
  return holiday || weekday === 0 ? 2 : weekday === 6 ? 1 : 0;
}

function monthDays(month: number): { year: number; month: number; days: number } {
  const year = Math.floor(month / 12);
  const m = (month % 12) + 1;
  return { year, month: m, days: dayNumberOf(year, m + 1, 1) - dayNumberOf(year, m, 1) };
}

/**
 * The missing run of a month, if it has one: a third of a supply's months miss 1–12 consecutive
 * intervals (a meter's or a line's fault), at a place fixed by the seed.
 */
function gapOf(
  seed: number,
  f: Fornitura,
  month: number,
  n: number,
  longest: number,
): [number, number] | null {
  if ((f.idfornitura + month) % 3 !== 0 || n < 2) return null;
  const length = 1 + Math.floor(noise(seed, f.idfornitura + 29, month) * longest);
  const at = Math.floor(noise(seed, f.idfornitura + 31, month) * (n - length));
  return [at, length];
}

/** How much a spike multiplies a day's intervals of a band (1 where none). */
function spikeFactor(
  spikes: readonly ConsumptionSpike[],
  dayNumber: number,
  band: 'F1' | 'F2' | 'F3' | null,
): number {
  let factor = 1;
  for (const s of spikes)
    if (s.from <= dayNumber && dayNumber <= s.to && (s.band === null || s.band === band))
      factor *= s.factor;
  return factor;
}

function applyGap(values: Float64Array, gap: [number, number] | null): void {
  if (gap) values.fill(Number.NaN, gap[0], gap[0] + gap[1]);
}

function powerMonth(seed: number, f: Fornitura, profile: LoadProfile, month: number): MonthCurve {
  const c = monthlyConsumption(seed, f, month);
  const spikes = spikesOf(f);
  const { year, month: m, days } = monthDays(month);
  const start = romeDayStart(year, m, 1);
  const n = Math.round((romeDayStart(year, m + 1, 1) - start) / QUARTER);
  const weights = new Float64Array(n);
  const bands = new Uint8Array(n);
  const sums = [0, 0, 0];
  let i = 0;
  for (let d = 1; d <= days; d++) {
    const dn = dayNumberOf(year, m, d);
    const weekday = (dn + 4) % 7;
    const holiday = isItalianHoliday(year, m, d);
    const shape = powerDayShape(profile, dayKind(weekday, holiday), m - 1);
    const dayStart = romeDayStart(year, m, d);
    const count = Math.round((romeDayStart(year, m, d + 1) - dayStart) / QUARTER);
    const weather = 0.9 + 0.2 * noise(seed, f.idfornitura + 1, dn);
    for (let k = 0; k < count; k++, i++) {
      const t = dayStart + k * QUARTER;
      const minute = count === 96 ? k * 15 : romeClock(t).minuteOfDay;
      const bandName = bandOfLocalTime(weekday, minute, holiday);
      const band = BAND_INDEX[bandName];
      const w =
        (shape[minute / 15] ?? 0) *
        weather *
        (0.88 + 0.24 * noise(seed, f.idfornitura, t / QUARTER)) *
        spikeFactor(spikes, dn, bandName);
      weights[i] = w;
      bands[i] = band;
      sums[band] = (sums[band] ?? 0) + w;
    }
  }
  // The month's quarter hours of each band must add up to its F1, F2 and F3 (kWh). A constant
  // factor per band would leave a step at every band boundary; instead the whole month is scaled
  // to its total and each band is bent by a hump over each of its runs (zero at the run's ends,
  // sin-shaped), so the curve stays continuous at 07:00, 08:00, 19:00 and 23:00.
  const targets = [c.f1 ?? 0, c.f2 ?? 0, c.f3 ?? 0];
  const total = (sums[0] ?? 0) + (sums[1] ?? 0) + (sums[2] ?? 0);
  const g = total > 0 ? (targets[0]! + targets[1]! + targets[2]!) / total : 0;
  const humps = new Float64Array(n);
  const humpSums = [0, 0, 0];
  for (let runStart = 0; runStart < n;) {
    let runEnd = runStart;
    while (runEnd < n && bands[runEnd] === bands[runStart]) runEnd++;
    const length = runEnd - runStart;
    for (let q = runStart; q < runEnd; q++) {
      const hump = Math.sin((Math.PI * (q - runStart + 0.5)) / length);
      humps[q] = hump;
      const b = bands[q] ?? 0;
      humpSums[b] = (humpSums[b] ?? 0) + (weights[q] ?? 0) * hump;
    }
    runStart = runEnd;
  }
  const bend = targets.map((target, b) => {
    const hs = g * (humpSums[b] ?? 0);
    const alpha = hs > 0 ? (target - g * (sums[b] ?? 0)) / hs : Number.NaN;
    return alpha > -0.9 ? alpha : Number.NaN;
  });
  const values = new Float64Array(n);
  for (let q = 0; q < n; q++) {
    const b = bands[q] ?? 0;
    const w = weights[q] ?? 0;
    const alpha = bend[b] ?? Number.NaN;
    // A band the hump cannot bend without going negative falls back to a constant factor.
    const kwh = Number.isNaN(alpha)
      ? (sums[b] ?? 0) > 0
        ? (w * (targets[b] ?? 0)) / (sums[b] ?? 1)
        : 0
      : g * w * (1 + alpha * (humps[q] ?? 0));
    values[q] = round3(kwh * 4); // the average kW of a quarter hour
  }
  applyGap(values, gapOf(seed, f, month, n, 12));
  return { start, values };
}

/** The Smc of each local day of a month, adding up to the month's consumption. */
function gasDays(seed: number, f: Fornitura, profile: LoadProfile, month: number): Float64Array {
  const c = monthlyConsumption(seed, f, month);
  const spikes = spikesOf(f);
  const { year, month: m, days } = monthDays(month);
  const weights = new Float64Array(days);
  let sum = 0;
  const phase = noise(seed, f.idfornitura + 3, month) * 9;
  for (let d = 1; d <= days; d++) {
    const dn = dayNumberOf(year, m, d);
    const kind = dayKind((dn + 4) % 7, isItalianHoliday(year, m, d));
    // A cold spell comes and goes over about nine days; each day has its own noise on top.
    const weatherWave = 1 + 0.18 * Math.sin((2 * Math.PI * (d + phase)) / 9);
    const w =
      GAS_DAY_WEIGHT[profile][kind] *
      weatherWave *
      (0.85 + 0.3 * noise(seed, f.idfornitura, dn)) *
      spikeFactor(spikes, dn, null);
    weights[d - 1] = w;
    sum += w;
  }
  for (let d = 0; d < days; d++) weights[d] = sum > 0 ? ((weights[d] ?? 0) / sum) * c.consumo : 0;
  return weights;
}

function gasDailyMonth(
  seed: number,
  f: Fornitura,
  profile: LoadProfile,
  month: number,
): MonthCurve {
  const { year, month: m } = monthDays(month);
  const values = gasDays(seed, f, profile, month).map(round3);
  applyGap(values, gapOf(seed, f, month, values.length, 1));
  return { start: romeDayStart(year, m, 1), values };
}

function gasHourlyMonth(
  seed: number,
  f: Fornitura,
  profile: LoadProfile,
  month: number,
): MonthCurve {
  const { year, month: m, days } = monthDays(month);
  const daily = gasDays(seed, f, profile, month);
  const start = romeDayStart(year, m, 1);
  const values = new Float64Array(Math.round((romeDayStart(year, m + 1, 1) - start) / HOUR));
  let i = 0;
  for (let d = 1; d <= days; d++) {
    const dayStart = romeDayStart(year, m, d);
    const count = Math.round((romeDayStart(year, m, d + 1) - dayStart) / HOUR);
    const first = i;
    let sum = 0;
    for (let k = 0; k < count; k++, i++) {
      const t = dayStart + k * HOUR;
      const hour = count === 24 ? k : Math.floor(romeClock(t).minuteOfDay / 60);
      const w = gasHourWeight(profile, hour) * (0.9 + 0.2 * noise(seed, f.idfornitura, t / HOUR));
      values[i] = w;
      sum += w;
    }
    const day = daily[d - 1] ?? 0;
    for (let k = first; k < i; k++)
      values[k] = round3(sum > 0 ? ((values[k] ?? 0) / sum) * day : 0);
  }
  applyGap(values, gapOf(seed, f, month, values.length, 6));
  return { start, values };
}

export interface CurvaCarico {
  idfornitura: number;
  codUtility: 0 | 1;
  /** kW for power (the average of each quarter hour), Smc for gas. */
  unitaMisura: string;
  /** Local midnight of the first day with data, 'YYYY-MM-DDT00:00:00' (Rome time, as upstream writes instants). */
  start: string;
  stepMinutes: number;
  /** One value per interval; null where the meter sent nothing. */
  values: (number | null)[];
  valoriMancanti: number;
  /** kWh (power) or Smc (gas) of the values present. */
  totale: number;
  passiDisponibili: number[];
}

const pad = (n: number): string => String(n).padStart(2, '0');
const localMidnightText = (d: RomeDay): string =>
  `${d.year}-${pad(d.month)}-${pad(d.day)}T00:00:00`;

/**
 * The curve of a supply over the Rome days `from`…`to` (inclusive), at `step` minutes (15 for
 * power; 1440 or, where the meter records them, 60 for gas), clipped to the days the supply was
 * active and to `lastDay` (yesterday: today's intervals are not read yet).
 */
export function loadCurve(
  seed: number,
  f: Fornitura,
  from: RomeDay,
  to: RomeDay,
  lastDay: RomeDay,
  step: number,
): CurvaCarico {
  const profile = loadProfileOf(f);
  const firstActive = dayNumberOf(Math.floor(f.firstMonth / 12), (f.firstMonth % 12) + 1, 1);
  const lastActive =
    f.lastMonth >= Number.MAX_SAFE_INTEGER / 2
      ? Number.POSITIVE_INFINITY
      : dayNumberOf(Math.floor(f.lastMonth / 12), (f.lastMonth % 12) + 2, 1) - 1;
  const first = Math.max(dayNumberOf(from.year, from.month, from.day), firstActive);
  const last = Math.min(
    dayNumberOf(to.year, to.month, to.day),
    dayNumberOf(lastDay.year, lastDay.month, lastDay.day),
    lastActive,
  );
  const values: (number | null)[] = [];
  let gaps = 0;
  let total = 0;
  const firstDay = first <= last ? dayOfNumber(first) : from;
  if (first <= last) {
    const lastDate = dayOfNumber(last);
    const power = f.codUtility === 0;
    const daily = step === GAS_DAILY_STEP;
    const rangeStart = romeDayStart(firstDay.year, firstDay.month, firstDay.day);
    const rangeEnd = romeDayStart(lastDate.year, lastDate.month, lastDate.day + 1);
    for (
      let month = firstDay.year * 12 + firstDay.month - 1;
      month <= lastDate.year * 12 + lastDate.month - 1;
      month++
    ) {
      const curve = power
        ? powerMonth(seed, f, profile, month)
        : daily
          ? gasDailyMonth(seed, f, profile, month)
          : gasHourlyMonth(seed, f, profile, month);
      const { year, month: m } = monthDays(month);
      const monthFirstDay = dayNumberOf(year, m, 1);
      const [lo, hi] = daily
        ? [
            Math.max(first - monthFirstDay, 0),
            Math.min(last - monthFirstDay + 1, curve.values.length),
          ]
        : [
            Math.max(Math.round((rangeStart - curve.start) / (step * MINUTE)), 0),
            Math.min(Math.round((rangeEnd - curve.start) / (step * MINUTE)), curve.values.length),
          ];
      for (let i = lo; i < hi; i++) {
        const v = curve.values[i] ?? Number.NaN;
        if (Number.isNaN(v)) {
          values.push(null);
          gaps++;
        } else {
          values.push(v);
          total += power ? v / 4 : v;
        }
      }
    }
  }
  return {
    idfornitura: f.idfornitura,
    codUtility: f.codUtility,
    unitaMisura: f.codUtility === 0 ? 'kW' : f.unitaMisura,
    start: localMidnightText(firstDay),
    stepMinutes: step,
    values,
    valoriMancanti: gaps,
    totale: round3(total),
    passiDisponibili: stepsOf(f),
  };
}
