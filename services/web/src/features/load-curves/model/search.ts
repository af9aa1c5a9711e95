// A load curves view as the address holds it: the supply, the range of Rome days,
// what to compare it with, gas's granularity, the registry among a consortium's members and the
// table's page live in the query string, so a reload or a shared link shows the same curve. A
// range that does not parse is reported, kept as typed, and not sent.
import {
  dayNumberOf,
  dayOfNumber,
  isoDay,
  parseRomeDay,
  romeClock,
  type RomeDay,
} from '@portal/shared/rome-time';
import {
  pageOf,
  paramText,
  changesBy,
  type AddressRules,
} from '@/components/filters/search-state.ts';

/** Query parameter of each part of the view. */
export const PARAM = {
  supply: 'supply',
  from: 'from',
  to: 'to',
  compare: 'compare',
  granularity: 'granularity',
  registry: 'registry',
  page: 'page',
} as const;
export type Param = (typeof PARAM)[keyof typeof PARAM];

/** The API's longest curve: a year and a day (docs/api.md loadCurve). */
export const MAX_DAYS = 366;
/** Without a range in the address: the last week up to yesterday (today is not read yet). */
export const DEFAULT_DAYS = 7;

/** The other period drawn over the chosen one: the one just before it, or the same days a year earlier. */
export type PeriodComparison = 'previous' | 'year';
export type Comparison =
  | { kind: 'none' }
  | { kind: 'period'; period: PeriodComparison }
  | { kind: 'supply'; supplyId: string };

export interface DayRange {
  from: string;
  to: string;
  days: number;
}

export interface CurveView {
  supplyId: string | null;
  /** Null when the address's range does not parse (rangeError says why). */
  range: DayRange | null;
  rangeError: 'invalid' | 'tooLong' | null;
  comparison: Comparison;
  /** Gas by the hour where the meter records hours; otherwise the API's default (days, quarter hours). */
  hourly: boolean;
  /** One registry among the page's (a consortium's member), or null for all of them. */
  registryId: string | null;
  page: number;
}

const dayNumber = (d: RomeDay) => dayNumberOf(d.year, d.month, d.day);
const dayText = (n: number) => isoDay(dayOfNumber(n));

/** Yesterday in Rome: the last day a curve can reach. */
export function lastCurveDay(now: number = Date.now()): string {
  return dayText(romeClock(now).dayNumber - 1);
}

export function defaultRange(now: number = Date.now()): DayRange {
  const last = romeClock(now).dayNumber - 1;
  return { from: dayText(last - DEFAULT_DAYS + 1), to: dayText(last), days: DEFAULT_DAYS };
}

/** A range of days from two texts, or why not. */
export function dayRange(
  from: string,
  to: string,
): { range: DayRange; error: null } | { range: null; error: 'invalid' | 'tooLong' } {
  const start = parseRomeDay(from);
  const end = parseRomeDay(to);
  if (!start || !end || dayNumber(start) > dayNumber(end)) return { range: null, error: 'invalid' };
  const days = dayNumber(end) - dayNumber(start) + 1;
  if (days > MAX_DAYS) return { range: null, error: 'tooLong' };
  return { range: { from, to, days }, error: null };
}

/** 52 weeks: a year earlier on the same weekdays (a Monday's load beside a Monday's). */
export const YEAR_BEFORE_DAYS = 364;

/**
 * The range drawn over `range` to compare: the same length just before it, or the same weekdays a
 * year earlier (364 days back: by date, a working Monday would face a Sunday's load).
 */
export function comparedRange(range: DayRange, period: PeriodComparison): DayRange {
  const start = parseRomeDay(range.from) as RomeDay;
  if (period === 'previous') {
    const first = dayNumber(start) - range.days;
    return { from: dayText(first), to: dayText(first + range.days - 1), days: range.days };
  }
  const first = dayNumber(start) - YEAR_BEFORE_DAYS;
  return { from: dayText(first), to: dayText(first + range.days - 1), days: range.days };
}

const ID = /^\d+$/;

function comparisonOf(text: string, supplyId: string | null): Comparison {
  if (text === 'previous' || text === 'year') return { kind: 'period', period: text };
  const other = text.startsWith('supply:') ? text.slice('supply:'.length) : '';
  if (ID.test(other) && other !== supplyId) return { kind: 'supply', supplyId: other };
  return { kind: 'none' };
}

/** The address's text of a comparison (null: none). */
export function comparisonParam(comparison: Comparison): string | null {
  if (comparison.kind === 'period') return comparison.period;
  if (comparison.kind === 'supply') return `supply:${comparison.supplyId}`;
  return null;
}

export function readView(
  params: URLSearchParams,
  registries: readonly string[],
  now: number = Date.now(),
): CurveView {
  const text = (param: Param) => paramText(params, param);
  const supply = text(PARAM.supply);
  const supplyId = ID.test(supply) ? supply : null;
  const from = text(PARAM.from);
  const to = text(PARAM.to);
  let range: DayRange | null = defaultRange(now);
  let rangeError: CurveView['rangeError'] = null;
  if (from || to) {
    const read = dayRange(from, to);
    range = read.range;
    rangeError = read.error;
  }
  const registry = text(PARAM.registry);
  return {
    supplyId,
    range,
    rangeError,
    comparison: comparisonOf(text(PARAM.compare), supplyId),
    hourly: text(PARAM.granularity) === 'HOUR',
    registryId: registries.includes(registry) ? registry : null,
    page: pageOf(text(PARAM.page), { last: Infinity }),
  };
}

/**
 * How a change moves the address: anything but a page turn goes back to page 1; each change is a
 * step in the history (a curve is a view of its own, back returns to the one before).
 */
export const RULES: AddressRules<Param> = { page: PARAM.page };

export const withChanges = changesBy(RULES);
