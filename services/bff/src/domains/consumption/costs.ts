// Costs and consumptions month by month: one supply, or every supply of a
// commodity (optionally of one site) in the registry scope, each month beside the same month a
// year earlier, and each supply's sums with its share of the total. Upstream sums the closed-form
// monthly figures (consumiTotali, docs/upstream-contract.md), so 1,400 supplies are two calls.
import type { Authorizer } from '../../authz/authorizer.ts';
import { badInput } from '../../errors/api-error.ts';
import { codUtilityOf, utilityOf, type Utility } from '../../graphql/mapping.ts';
import {
  consumiTotaliQuery,
  type ConsumiTotaliRecord,
  type ConsumoFornituraRecord,
  type ConsumoMeseRecord,
  type SumsRecord,
} from './upstream.ts';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** At most five years at a time (upstream's limit per call; the previous year is a second call). */
export const MAX_CONSUMPTION_MONTHS = 60;

export function parseMonth(value: string, field: string): number {
  const m = MONTH.exec(value);
  if (!m || Number(m[1]) < 1900) throw badInput(field, `${field} must be a month YYYY-MM`);
  return Number(m[1]) * 12 + Number(m[2]) - 1;
}

const monthText = (index: number): string =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

export interface MonthRange {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
}

/** from ≤ to, months YYYY-MM, at most 60; with the same months a year earlier. */
export function monthRange(from: string, to: string): MonthRange {
  const a = parseMonth(from, 'from');
  const b = parseMonth(to, 'to');
  if (a > b) throw badInput('to', 'to must not be before from');
  if (b - a + 1 > MAX_CONSUMPTION_MONTHS)
    throw badInput('to', `at most ${MAX_CONSUMPTION_MONTHS} months at a time`);
  return { from, to, previousFrom: monthText(a - 12), previousTo: monthText(b - 12) };
}

const round = (n: number, digits: number): number => Math.round(n * 10 ** digits) / 10 ** digits;

/** Upstream sums as the API's figures: quantity, bands (power only), cost without and with VAT. */
export function toFigures(s: SumsRecord) {
  return {
    quantity: s.consumo,
    f1: s.f1,
    f2: s.f2,
    f3: s.f3,
    cost: round(s.importoTotale - s.importoIva, 2),
    costWithVat: s.importoTotale,
  };
}

function toMonthFigures(m: ConsumoMeseRecord) {
  return {
    ...toFigures(m),
    supplyCount: m.numeroForniture,
    estimatedSupplyCount: m.fornitureStimate,
  };
}

/** Each month of the range beside the same month a year earlier. */
export function pairMonths(current: ConsumiTotaliRecord, previous: ConsumiTotaliRecord) {
  return current.mesi.map((m, i) => {
    const before = previous.mesi[i];
    return {
      month: m.mese,
      current: toMonthFigures(m),
      previous: before
        ? toMonthFigures(before)
        : {
            ...toFigures({ ...m, consumo: 0, importoIva: 0, importoTotale: 0 }),
            supplyCount: 0,
            estimatedSupplyCount: 0,
          },
    };
  });
}

export const SUPPLY_COSTS_SORTS = {
  QUANTITY_DESC: 'consumo:desc',
  QUANTITY_ASC: 'consumo:asc',
  COST_DESC: 'importoTotale:desc',
  COST_ASC: 'importoTotale:asc',
  POINT_ASC: 'podPdr:asc',
  SITE_ASC: 'descrizioneSede:asc',
} as const;
export type SupplyCostsSort = keyof typeof SUPPLY_COSTS_SORTS;

export function toSupplyCosts(n: ConsumoFornituraRecord, totalQuantity: number) {
  return {
    supplyId: String(n.idfornitura),
    pointId: n.podPdr,
    siteId: String(n.idsede),
    siteName: n.descrizioneSede,
    months: n.mesi,
    ...toFigures(n),
    share: totalQuantity > 0 ? round(n.consumo / totalQuantity, 6) : null,
  };
}

export interface TotalsQuery {
  idanagrafica: number[];
  utility: Utility;
  idsede?: number;
  idfornitura?: number;
}

/** consumiTotali over a month range; with `page`, one page of the supplies' sums too. */
export async function fetchTotals(
  authz: Authorizer,
  q: TotalsQuery,
  from: string,
  to: string,
  page?: { first: number; offset: number; sort: SupplyCostsSort },
): Promise<ConsumiTotaliRecord> {
  const data = await authz.upstream.graphql<{ consumiTotali: ConsumiTotaliRecord }>(authz.call, {
    query: consumiTotaliQuery(page !== undefined),
    operationName: 'ConsumiTotali',
    variables: {
      idanagrafica: q.idanagrafica,
      codUtility: codUtilityOf(q.utility),
      idsede: q.idsede,
      idfornitura: q.idfornitura,
      meseDal: from,
      meseAl: to,
      ...(page
        ? { first: page.first, offset: page.offset, sort: SUPPLY_COSTS_SORTS[page.sort] }
        : {}),
    },
  });
  return data.consumiTotali;
}

/** The head of an answer: commodity, unit and both ranges. */
export function answerHead(utility: Utility | number, unit: string, range: MonthRange) {
  return {
    utility: typeof utility === 'number' ? utilityOf(utility) : utility,
    unit,
    from: range.from,
    to: range.to,
    previousFrom: range.previousFrom,
    previousTo: range.previousTo,
  };
}
