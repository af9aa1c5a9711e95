// Costs and consumptions (monthly, F1/F2/F3 bands for power) and load curves (quarter-hours for
// power, days for gas). A load curve travels as { start, stepMinutes, values }: a year of
// quarter-hours is 35,136 numbers, not 35,136 objects.
import { badInput } from '../../errors/api-error.ts';
import type { ApiContext } from '../../graphql/context.ts';
import { dayRange, parseId } from '../../graphql/inputs.ts';
import { utilityOf } from '../../graphql/mapping.ts';
import { ownedSupply } from '../supplies/ownership.ts';
import { CONSUMI_QUERY, CURVA_QUERY } from './upstream.ts';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const MAX_CONSUMPTION_MONTHS = 60;
export const MAX_LOAD_CURVE_DAYS = 366;

export function parseMonth(value: string, field: string): number {
  const m = MONTH.exec(value);
  if (!m || Number(m[1]) < 1900) throw badInput(field, `${field} must be a month YYYY-MM`);
  return Number(m[1]) * 12 + Number(m[2]) - 1;
}

export function monthRange(from: string, to: string): { from: string; to: string } {
  const a = parseMonth(from, 'from');
  const b = parseMonth(to, 'to');
  if (a > b) throw badInput('to', 'to must not be before from');
  if (b - a + 1 > MAX_CONSUMPTION_MONTHS)
    throw badInput('to', `at most ${MAX_CONSUMPTION_MONTHS} months at a time`);
  return { from, to };
}

export function dayCount(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

interface ConsumoRecord {
  mese: string;
  unitaMisura: string;
  f1: number | null;
  f2: number | null;
  f3: number | null;
  consumo: number;
  importoTotale: number;
  importoIva: number;
  stimato: boolean;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

export function toConsumptionPoint(c: ConsumoRecord) {
  return {
    period: c.mese,
    quantity: c.consumo,
    f1: c.f1,
    f2: c.f2,
    f3: c.f3,
    cost: round(c.importoTotale - c.importoIva),
    costWithVat: c.importoTotale,
    estimated: Boolean(c.stimato),
  };
}

export const usageQueries = {
  /** Monthly consumption and costs of one supply; from/to are months YYYY-MM (at most 60). */
  async consumptions(
    _: unknown,
    args: { supplyId: string; from: string; to: string },
    ctx: ApiContext,
  ) {
    const range = monthRange(args.from, args.to);
    const supply = await ownedSupply(ctx.authz, parseId(args.supplyId, 'supplyId'));
    const data = await ctx.upstream.graphql<{ consumi: ConsumoRecord[] }>(ctx.call, {
      query: CONSUMI_QUERY,
      operationName: 'Consumi',
      variables: { idfornitura: supply.idfornitura, meseDal: range.from, meseAl: range.to },
    });
    const points = data.consumi.map(toConsumptionPoint);
    return {
      supplyId: String(supply.idfornitura),
      utility: utilityOf(supply.codUtility),
      unit: supply.unitaMisura ?? data.consumi[0]?.unitaMisura ?? '',
      from: range.from,
      to: range.to,
      totalQuantity: round(
        points.reduce((s, p) => s + p.quantity, 0),
        3,
      ),
      totalCost: round(points.reduce((s, p) => s + p.costWithVat, 0)),
      points,
    };
  },

  /** Load curve of one supply; from/to are days YYYY-MM-DD, at most 366 days (a year in one query). */
  async loadCurve(
    _: unknown,
    args: { supplyId: string; from: string; to: string },
    ctx: ApiContext,
  ) {
    const range = dayRange(args.from, args.to, 'from', 'to') as { from: string; to: string };
    if (dayCount(range.from, range.to) > MAX_LOAD_CURVE_DAYS)
      throw badInput('to', `a load curve covers at most ${MAX_LOAD_CURVE_DAYS} days`);
    const supply = await ownedSupply(ctx.authz, parseId(args.supplyId, 'supplyId'));
    const data = await ctx.upstream.graphql<{
      curvaCarico: { unitaMisura: string; start: string; stepMinutes: number; values: number[] };
    }>(ctx.call, {
      query: CURVA_QUERY,
      operationName: 'CurvaCarico',
      variables: { idfornitura: supply.idfornitura, dal: range.from, al: range.to },
    });
    const curve = data.curvaCarico;
    return {
      supplyId: String(supply.idfornitura),
      utility: utilityOf(supply.codUtility),
      unit: curve.unitaMisura,
      start: curve.start,
      stepMinutes: curve.stepMinutes,
      values: curve.values,
    };
  },
};
