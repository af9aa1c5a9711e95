// A supply's load curve: the range checked, the upstream curve fetched and
// sent compactly — columnar (a start instant, a step and one number per interval, null for a
// missing one), with what a reader of 35,040 points needs without walking them: how many are
// missing, the peak and its instant, the totals per ARERA band. The CSV export reads the same.
import { curvePeak, curveTotals, type CurveValueKind } from '@portal/shared/bands';
import {
  dayNumberOf,
  parseRomeDay,
  romeDayStart,
  romeIsoText,
  type RomeDay,
} from '@portal/shared/rome-time';
import type { Authorizer } from '../../authz/authorizer.ts';
import { ApiError, badInput } from '../../errors/api-error.ts';
import { utilityOf } from '../../graphql/mapping.ts';
import type { FornituraRecord } from '../../scope/supplies.ts';
import type { CallContext } from '../../upstream/client.ts';
import { GraphQLRequestError } from '../../upstream/errors.ts';
import { CURVA_QUERY, type CurvaRecord } from './upstream.ts';

export const MAX_LOAD_CURVE_DAYS = 366;

export const GRANULARITIES = ['QUARTER_HOUR', 'HOUR', 'DAY'] as const;
export type Granularity = (typeof GRANULARITIES)[number];
export const STEP_OF: Record<Granularity, number> = { QUARTER_HOUR: 15, HOUR: 60, DAY: 1440 };

function granularityOfStep(step: number): Granularity {
  return step === 15 ? 'QUARTER_HOUR' : step === 60 ? 'HOUR' : 'DAY';
}

export interface CurveRange {
  from: string;
  to: string;
  fromDay: RomeDay;
  toDay: RomeDay;
  days: number;
}

function romeDay(value: string, field: string): RomeDay {
  const day = parseRomeDay(value);
  if (!day || day.year < 1900) throw badInput(field, `${field} must be a date YYYY-MM-DD`);
  return day;
}

/** from ≤ to, both real days, at most `max` days (a year and a day: 366). */
export function curveRange(from: string, to: string, max = MAX_LOAD_CURVE_DAYS): CurveRange {
  const fromDay = romeDay(from, 'from');
  const toDay = romeDay(to, 'to');
  const days =
    dayNumberOf(toDay.year, toDay.month, toDay.day) -
    dayNumberOf(fromDay.year, fromDay.month, fromDay.day) +
    1;
  if (days < 1) throw badInput('to', 'to must not be before from');
  if (days > max) throw badInput('to', `a load curve covers at most ${max} days`);
  return { from, to, fromDay, toDay, days };
}

/**
 * Only a meter read remotely interval by interval records a curve: another supply is refused here,
 * before any call for its curve (its ownership is proved already).
 */
export function requireIntervalMeter(supply: FornituraRecord): FornituraRecord {
  if (!supply.telegestito)
    throw new ApiError('BAD_USER_INPUT', 'this supply has no interval meter', {
      field: 'supplyId',
      reason: 'noIntervalMeter',
    });
  return supply;
}

/** The granularity asked for, checked against the commodity: power in quarter hours, gas by day or hour. */
export function stepFor(supply: FornituraRecord, granularity: Granularity | null | undefined) {
  if (!granularity) return undefined;
  const power = supply.codUtility === 0;
  if (power !== (granularity === 'QUARTER_HOUR'))
    throw badInput(
      'granularity',
      power ? 'a power curve is in quarter hours' : 'a gas curve is by day or by hour',
    );
  return STEP_OF[granularity];
}

function isStepRefusal(error: unknown): boolean {
  return (
    error instanceof GraphQLRequestError &&
    error.errors.some(
      (e) =>
        typeof e === 'object' &&
        e !== null &&
        (e as { extensions?: { field?: unknown } }).extensions?.field === 'passoMinuti',
    )
  );
}

/** The upstream curve of an owned supply; a step its meter does not record is BAD_USER_INPUT. */
export async function fetchCurve(
  authz: Pick<Authorizer, 'upstream'> & { call: CallContext },
  supply: FornituraRecord,
  range: CurveRange,
  step: number | undefined,
): Promise<CurvaRecord> {
  try {
    const data = await authz.upstream.graphql<{ curvaCarico: CurvaRecord }>(authz.call, {
      query: CURVA_QUERY,
      operationName: 'CurvaCarico',
      variables: {
        idfornitura: supply.idfornitura,
        dal: range.from,
        al: range.to,
        passoMinuti: step ?? null,
      },
    });
    return data.curvaCarico;
  } catch (error) {
    if (isStepRefusal(error))
      throw new ApiError('BAD_USER_INPUT', 'this meter does not record that granularity', {
        field: 'granularity',
        reason: 'granularityUnavailable',
      });
    throw error;
  }
}

/** The instant of an upstream curve's start: local midnight of its first day (Rome). */
export function curveStartMs(record: Pick<CurvaRecord, 'start'>): number {
  const day = parseRomeDay(record.start.slice(0, 10));
  if (!day) throw new Error('upstream curve without a start day');
  return romeDayStart(day.year, day.month, day.day);
}

/** kW curves (power) total as kWh; Smc values are quantities already. */
export function valueKind(record: Pick<CurvaRecord, 'unitaMisura'>): CurveValueKind {
  return record.unitaMisura.toLowerCase() === 'kw' ? 'power' : 'quantity';
}

const round = (n: number, digits = 3): number => Math.round(n * 10 ** digits) / 10 ** digits;

/** The API's LoadCurve of an upstream curve. */
export function toLoadCurve(supply: FornituraRecord, range: CurveRange, record: CurvaRecord) {
  const startMs = curveStartMs(record);
  const curve = { start: startMs, stepMinutes: record.stepMinutes, values: record.values };
  const kind = valueKind(record);
  const { totals } = curveTotals(curve, kind);
  const peak = curvePeak(curve);
  const power = supply.codUtility === 0;
  return {
    supplyId: String(supply.idfornitura),
    utility: utilityOf(supply.codUtility),
    unit: record.unitaMisura,
    quantityUnit: kind === 'power' ? 'kWh' : record.unitaMisura,
    from: range.from,
    to: range.to,
    granularity: granularityOfStep(record.stepMinutes),
    granularities: [...record.passiDisponibili].sort((a, b) => a - b).map(granularityOfStep),
    start: romeIsoText(startMs),
    stepMinutes: record.stepMinutes,
    count: record.values.length,
    values: record.values,
    gapCount: totals.gaps,
    peak: peak ? { value: peak.value, at: romeIsoText(peak.at) } : null,
    total: round(totals.total),
    bandTotals: power ? { f1: round(totals.F1), f2: round(totals.F2), f3: round(totals.F3) } : null,
  };
}
