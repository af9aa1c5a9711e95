// Costs and consumptions (monthly, F1/F2/F3 bands for power) and load curves (quarter hours for
// power, days or hours for gas). A load curve travels as { start, stepMinutes, values }: a year of
// quarter hours is 35,040 numbers, not 35,040 objects.
import type { Consumo } from '@portal/upstream-contract/records';
import type { ApiContext } from '../../graphql/context.ts';
import { parseId, parsePaging } from '../../graphql/inputs.ts';
import { utilityOf, type Utility } from '../../graphql/mapping.ts';
import { listScope } from '../../scope/registries.ts';
import { ownedSite } from '../../scope/sites.ts';
import { ownedSupply } from '../../scope/supplies.ts';
import { toSupply } from '../supplies/mapping.ts';
import {
  answerHead,
  fetchTotals,
  monthRange,
  pairMonths,
  toFigures,
  toSupplyCosts,
  type SupplyCostsSort,
  type TotalsQuery,
} from './costs.ts';
import {
  curveRange,
  fetchCurve,
  requireIntervalMeter,
  stepFor,
  toLoadCurve,
  type Granularity,
} from './curve.ts';
import { CONSUMI_QUERY } from './upstream.ts';

type ConsumoRecord = Pick<
  Consumo,
  | 'mese'
  | 'unitaMisura'
  | 'f1'
  | 'f2'
  | 'f3'
  | 'consumo'
  | 'importoTotale'
  | 'importoIva'
  | 'stimato'
>;

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

const given = (id: string | null | undefined): id is string => id != null && id !== '';

/** The most supplies a page of the costs list holds. */
const MAX_SUPPLIES_PAGE = 500;

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

  /**
   * Every supply of a commodity in the registry scope (or of one site), month by month beside the
   * same months a year earlier, with one page of the supplies' sums and shares.
   */
  async costsAndConsumptions(
    _: unknown,
    args: {
      utility: Utility;
      from: string;
      to: string;
      siteId?: string | null;
      registryId?: string | null;
      allRegistries?: boolean | null;
      first?: number | null;
      offset?: number | null;
      sort?: SupplyCostsSort | null;
    },
    ctx: ApiContext,
  ) {
    const range = monthRange(args.from, args.to);
    const page = parsePaging(args.first, args.offset, MAX_SUPPLIES_PAGE);
    const scope = listScope(ctx, args.registryId, args.allRegistries);
    const query: TotalsQuery = { idanagrafica: scope, utility: args.utility };
    if (given(args.siteId)) {
      // A site of the session's own registries (else NOT_FOUND); it names its registry itself.
      query.idsede = await ownedSite(ctx.authz, parseId(args.siteId, 'siteId'));
      query.idanagrafica = [...ctx.authz.own];
    }
    const [current, previous] = await Promise.all([
      fetchTotals(ctx.authz, query, range.from, range.to, {
        ...page,
        sort: args.sort ?? 'QUANTITY_DESC',
      }),
      fetchTotals(ctx.authz, query, range.previousFrom, range.previousTo),
    ]);
    const suppliesPage = current.forniture ?? { totalCount: 0, nodes: [] };
    return {
      ...answerHead(args.utility, current.unitaMisura, range),
      siteId: query.idsede === undefined ? null : String(query.idsede),
      supplyCount: current.numeroForniture,
      months: pairMonths(current, previous),
      total: toFigures(current.totale),
      previousTotal: toFigures(previous.totale),
      supplies: {
        totalCount: suppliesPage.totalCount,
        nodes: suppliesPage.nodes.map((n) => toSupplyCosts(n, current.totale.consumo)),
      },
    };
  },

  /** One supply's months beside the year before, and its share of its commodity's total. */
  async supplyCostsAndConsumptions(
    _: unknown,
    args: { supplyId: string; from: string; to: string },
    ctx: ApiContext,
  ) {
    const range = monthRange(args.from, args.to);
    const supply = await ownedSupply(ctx.authz, parseId(args.supplyId, 'supplyId'));
    const utility = utilityOf(supply.codUtility);
    const own: TotalsQuery = {
      idanagrafica: [supply.idanagrafica],
      utility,
      idfornitura: supply.idfornitura,
    };
    const [current, previous, commodity] = await Promise.all([
      fetchTotals(ctx.authz, own, range.from, range.to),
      fetchTotals(ctx.authz, own, range.previousFrom, range.previousTo),
      fetchTotals(
        ctx.authz,
        { idanagrafica: [supply.idanagrafica], utility },
        range.from,
        range.to,
      ),
    ]);
    const total = commodity.totale.consumo;
    return {
      ...answerHead(utility, current.unitaMisura, range),
      supply: toSupply(supply),
      months: pairMonths(current, previous),
      total: toFigures(current.totale),
      previousTotal: toFigures(previous.totale),
      commodityTotal: toFigures(commodity.totale),
      commoditySupplyCount: commodity.numeroForniture,
      share: total > 0 ? round(current.totale.consumo / total, 6) : null,
    };
  },

  /**
   * Load curve of one supply; from/to are Rome days YYYY-MM-DD, at most 366 (a year in one query).
   * Power in quarter hours; gas by day, or by hour where the meter records hours.
   */
  async loadCurve(
    _: unknown,
    args: { supplyId: string; from: string; to: string; granularity?: Granularity | null },
    ctx: ApiContext,
  ) {
    const range = curveRange(args.from, args.to);
    const supply = requireIntervalMeter(
      await ownedSupply(ctx.authz, parseId(args.supplyId, 'supplyId')),
    );
    const step = stepFor(supply, args.granularity);
    const record = await fetchCurve(ctx.authz, supply, range, step);
    return toLoadCurve(supply, range, record);
  },
};
