// What a supply's consumption raises (decision 0024; pure: the job gathers, this decides). A
// household's latest month, a business's latest week, against the same month a year earlier or,
// when that is not known, the customer's own baseline (the mean of the periods before); the alert
// names the ARERA band (bands.ts) that grew most. And a business's base load — the low tenth of
// its quarter hours at night and on Sundays and holidays (band F3) — of the last week against the
// weeks before. The periods and bands are those of the consumption pages: the months of §7
// consumi, the weeks summed from the load curve with the same band totals (curveTotals).
import {
  BANDS,
  type Band,
  type Curve,
  type CurveValueKind,
  curveTotals,
  intervalBands,
} from '@portal/shared/bands';
import { dayNumberOf, dayOfNumber, isoDay } from '@portal/shared/rome-time';
import type { CandidateAlert, EffectiveSettings } from './evaluate.ts';

/** One period's use: its total and, for power, its F1, F2 and F3 (the same unit). */
export interface PeriodUse {
  /** 'YYYY-MM' for a month, the Monday 'YYYY-MM-DD' for a week. */
  period: string;
  total: number;
  bands: Record<Band, number> | null;
}

export interface SupplyUse {
  podPdr: string;
  /** kWh or Smc. */
  unit: string;
  granularity: 'month' | 'week';
  latest: PeriodUse;
  /** The same period a year earlier, when known. */
  lastYear: PeriodUse | null;
  /** The periods just before the latest, oldest first: the customer's own baseline. */
  before: readonly PeriodUse[];
}

/** The fewest earlier periods a baseline is the mean of. */
export const MIN_BASELINE_PERIODS = 2;
/** A week missing more than this share of its intervals is not compared (missing is not zero). */
export const MAX_GAP_SHARE = 0.1;
/** The base load is this low quantile of the night and holiday quarter hours. */
export const BASE_LOAD_QUANTILE = 0.1;

const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;

function meanOf(periods: readonly PeriodUse[]): PeriodUse | null {
  if (periods.length < MIN_BASELINE_PERIODS) return null;
  const n = periods.length;
  const banded = periods.every((p) => p.bands !== null);
  return {
    period: `${periods[0]?.period ?? ''}…${periods[n - 1]?.period ?? ''}`,
    total: periods.reduce((s, p) => s + p.total, 0) / n,
    bands: banded
      ? (Object.fromEntries(
          BANDS.map((b) => [b, periods.reduce((s, p) => s + (p.bands?.[b] ?? 0), 0) / n]),
        ) as Record<Band, number>)
      : null,
  };
}

/** The band whose use grew most from `before` to `now` (absolute); null without bands. */
export function bandGrownMost(now: PeriodUse, before: PeriodUse): Band | null {
  if (!now.bands || !before.bands) return null;
  let best: Band | null = null;
  let growth = -Infinity;
  for (const band of BANDS) {
    const g = now.bands[band] - before.bands[band];
    if (g > growth) {
      growth = g;
      best = band;
    }
  }
  return best;
}

/**
 * A supply whose latest period is above its reference by the customer's percentage or more: the
 * same period last year when known (it has the season), else the mean of the periods before.
 */
export function consumptionAlerts(
  supplies: readonly SupplyUse[],
  settings: EffectiveSettings,
): CandidateAlert[] {
  return supplies.flatMap((use) => {
    if (!settings.enabled('consumptionAnomaly', use.podPdr)) return [];
    const threshold = settings.parameter('consumptionAnomaly', use.podPdr) ?? Infinity;
    const yearAgo = use.lastYear && use.lastYear.total > 0 ? use.lastYear : null;
    const reference = yearAgo ?? meanOf(use.before.filter((p) => p.total > 0));
    if (!reference || reference.total <= 0) return [];
    const rise = ((use.latest.total - reference.total) / reference.total) * 100;
    if (rise < threshold) return [];
    const band = bandGrownMost(use.latest, reference);
    return [
      {
        kind: 'consumptionAnomaly' as const,
        subject: use.podPdr,
        period: use.latest.period,
        facts: {
          podPdr: use.podPdr,
          periodo: use.latest.period,
          granularita: use.granularity,
          riferimento: yearAgo ? 'lastYear' : 'baseline',
          consumo: round(use.latest.total),
          consumoRiferimento: round(reference.total),
          unita: use.unit,
          aumento: Math.floor(rise),
          fascia: band,
          fasciaOra: band ? round(use.latest.bands?.[band] ?? 0) : null,
          fasciaPrima: band ? round(reference.bands?.[band] ?? 0) : null,
        },
      },
    ];
  });
}

/** One week of a quarter-hour (or daily) curve: its use and, for power, its base load (kW). */
export interface WeekOfCurve extends PeriodUse {
  /** The low quantile of its night and holiday quarter hours (kW); null for gas or with gaps. */
  baseLoad: number | null;
  /** Its intervals without a value. */
  gaps: number;
  intervals: number;
}

function quantile(values: number[], q: number): number | null {
  if (values.length === 0) return null;
  values.sort((a, b) => a - b);
  return values[Math.min(values.length - 1, Math.floor(q * values.length))] ?? null;
}

/**
 * The whole weeks (Monday to Sunday, Rome days) of a curve that starts on a Monday, each with its
 * total and band totals (curveTotals, as the load-curve page sums them) and its base load; a week
 * missing more than MAX_GAP_SHARE of its intervals is left out.
 */
export function weeksOfCurve(curve: Curve, kind: CurveValueKind): WeekOfCurve[] {
  const { days } = curveTotals(curve, kind);
  const bands = intervalBands(curve, curve.values.length);
  const power = kind === 'power';
  // Each day's intervals, in order: a day's share of the values follows its count.
  const weeks: WeekOfCurve[] = [];
  let index = 0;
  for (let w = 0; w + 7 <= days.length; w += 7) {
    const week = days.slice(w, w + 7);
    const first = week[0];
    if (!first) break;
    const count = week.reduce((s, d) => s + d.intervals + d.gaps, 0);
    const night: number[] = [];
    for (let i = index; i < index + count; i++) {
      const v = curve.values[i];
      if (power && bands[i] === 'F3' && v !== null && v !== undefined && !Number.isNaN(v))
        night.push(v);
    }
    index += count;
    const gaps = week.reduce((s, d) => s + d.gaps, 0);
    if (count === 0 || gaps / count > MAX_GAP_SHARE) continue;
    weeks.push({
      period: first.day,
      total: week.reduce((s, d) => s + d.total, 0),
      bands: power
        ? (Object.fromEntries(BANDS.map((b) => [b, week.reduce((s, d) => s + d[b], 0)])) as Record<
            Band,
            number
          >)
        : null,
      baseLoad: power ? quantile(night, BASE_LOAD_QUANTILE) : null,
      gaps,
      intervals: count - gaps,
    });
  }
  return weeks;
}

/** The Monday of the last whole week (Monday to Sunday) before `today` (YYYY-MM-DD). */
export function lastWholeWeek(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const n = dayNumberOf(y, m, d);
  const weekday = (((n + 4) % 7) + 7) % 7; // 0 Sunday; 1970-01-01 was a Thursday
  const thisMonday = n - ((weekday + 6) % 7);
  return isoDay(dayOfNumber(thisMonday - 7));
}

/** The day `days` after a YYYY-MM-DD day. */
export function dayAfter(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return isoDay(dayOfNumber(dayNumberOf(y, m, d) + days));
}

export interface SupplyBaseLoad {
  podPdr: string;
  /** Whole weeks, oldest first; the last is the latest. */
  weeks: readonly Pick<WeekOfCurve, 'period' | 'baseLoad'>[];
}

/**
 * A business supply whose base load of the latest week is above the median of the weeks before
 * (at least MIN_BASELINE_PERIODS of them) by the customer's percentage or more.
 */
export function baseLoadAlerts(
  supplies: readonly SupplyBaseLoad[],
  settings: EffectiveSettings,
  latestWeek: string,
): CandidateAlert[] {
  return supplies.flatMap((supply) => {
    if (!settings.enabled('baseLoadRise', supply.podPdr)) return [];
    const latest = supply.weeks.at(-1);
    if (!latest || latest.period !== latestWeek || latest.baseLoad === null) return [];
    const before = supply.weeks
      .slice(0, -1)
      .flatMap((w) => (w.baseLoad !== null && w.baseLoad > 0 ? [w.baseLoad] : []));
    if (before.length < MIN_BASELINE_PERIODS) return [];
    const median = quantile(before, 0.5) ?? 0;
    if (median <= 0) return [];
    const rise = ((latest.baseLoad - median) / median) * 100;
    const threshold = settings.parameter('baseLoadRise', supply.podPdr) ?? Infinity;
    if (rise < threshold) return [];
    return [
      {
        kind: 'baseLoadRise' as const,
        subject: supply.podPdr,
        period: latest.period,
        facts: {
          podPdr: supply.podPdr,
          periodo: latest.period,
          baseOra: round(latest.baseLoad, 2),
          basePrima: round(median, 2),
          aumento: Math.floor(rise),
        },
      },
    ];
  });
}
