// The costs-and-consumptions search as the address holds it: the months of the
// period (?from=YYYY-MM&to=YYYY-MM, the last 12 whole months by default), the registry of a page
// spanning several (a consortium's members, or all of them), the site, the sort and page of the
// supplies, and what the chart draws. A reload or a shared link keeps them; a period that does
// not parse stays in the address as typed and is reported, not sent.
import {
  oneOf,
  pageOf,
  paramText,
  ALL_REGISTRIES,
  changesBy,
  registryChoice,
  type AddressRules,
} from '@/components/filters/search-state.ts';
import type { CostsAndConsumptionsQueryVariables, SupplyCostsSort } from '../api/types.ts';

/** Query parameter of each part of the search. */
export const PARAM = {
  from: 'from',
  to: 'to',
  registry: 'registry',
  site: 'site',
  sort: 'sort',
  page: 'page',
  measure: 'show',
} as const;
export type Param = (typeof PARAM)[keyof typeof PARAM];

export { ALL_REGISTRIES };

/** The BFF answers at most 60 months at a time (docs/api.md costsAndConsumptions). */
export const MAX_MONTHS = 60;
/** The default period: the last 12 whole months. */
export const DEFAULT_MONTHS = 12;

export const SORTS = [
  'QUANTITY_DESC',
  'QUANTITY_ASC',
  'COST_DESC',
  'COST_ASC',
  'POINT_ASC',
  'SITE_ASC',
] as const satisfies readonly SupplyCostsSort[];
export const DEFAULT_SORT: SupplyCostsSort = 'QUANTITY_DESC';

/** What the chart draws: the consumption (with the bands for light) or the cost. */
export const MEASURES = ['quantity', 'cost'] as const;
export type Measure = (typeof MEASURES)[number];

export type PeriodError = 'periodInvalid' | 'periodTooLong';

/** A month as a number (year × 12 + month − 1), so months add and compare. */
export function monthIndex(month: string): number | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match || Number(match[1]) < 1900) return null;
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

export function monthOfIndex(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last `count` whole months before the month of `today` (its calendar, Europe/Rome in the browser). */
export function defaultPeriod(today: Date, count = DEFAULT_MONTHS): { from: string; to: string } {
  const current = today.getFullYear() * 12 + today.getMonth();
  return { from: monthOfIndex(current - count), to: monthOfIndex(current - 1) };
}

export interface Period {
  from: string;
  to: string;
  /** The period the address names (false: the default). */
  chosen: boolean;
}

/**
 * The period of an address: both months valid, from ≤ to, at most 60 months; the default when the
 * address names none. Null with an error otherwise.
 */
export function readPeriod(
  params: URLSearchParams,
  today: Date,
): { period: Period | null; error: PeriodError | null } {
  const from = (params.get(PARAM.from) ?? '').trim();
  const to = (params.get(PARAM.to) ?? '').trim();
  if (!from && !to) return { period: { ...defaultPeriod(today), chosen: false }, error: null };
  const a = monthIndex(from);
  const b = monthIndex(to);
  if (a === null || b === null || a > b) return { period: null, error: 'periodInvalid' };
  if (b - a + 1 > MAX_MONTHS) return { period: null, error: 'periodTooLong' };
  return { period: { from, to, chosen: true }, error: null };
}

/** The months of a period, in order. */
export function monthsOf(period: { from: string; to: string }): string[] {
  const a = monthIndex(period.from);
  const b = monthIndex(period.to);
  if (a === null || b === null) return [];
  return Array.from({ length: Math.max(0, b - a + 1) }, (_, i) => monthOfIndex(a + i));
}

/** The picker's days of a period: the first day of its first month to the last of its last. */
export function periodRange(period: { from: string; to: string }): { start: Date; end: Date } {
  const a = monthIndex(period.from) ?? 0;
  const b = monthIndex(period.to) ?? 0;
  return {
    start: new Date(Math.floor(a / 12), a % 12, 1),
    end: new Date(Math.floor(b / 12), (b % 12) + 1, 0, 23, 59, 59),
  };
}

/** The whole months a range of days touches: the month of its first day to the month of its last. */
export function monthsOfRange(range: { start: Date; end: Date }): { from: string; to: string } {
  const month = (date: Date) => monthOfIndex(date.getFullYear() * 12 + date.getMonth());
  return { from: month(range.start), to: month(range.end) };
}

export interface CostsSearch {
  period: Period | null;
  periodError: PeriodError | null;
  /** A registry of the page's among `registries`, ALL_REGISTRIES, or null for the selected one. */
  registry: string | null;
  siteId: string | null;
  sort: SupplyCostsSort;
  page: number;
  measure: Measure;
}

/**
 * The search of an address. `registries` are the ids the page may choose among (the segment's);
 * a registry outside them reads as none, the selected one.
 */
export function readCostsSearch(
  params: URLSearchParams,
  today: Date,
  pageSize: number,
  registries: readonly string[] = [],
): CostsSearch {
  const text = (param: Param) => paramText(params, param);
  const { period, error } = readPeriod(params, today);
  const registry = text(PARAM.registry);
  const site = text(PARAM.site);
  return {
    period,
    periodError: error,
    registry:
      registry === ALL_REGISTRIES || (registries.length > 1 && registries.includes(registry))
        ? registry
        : null,
    siteId: /^\d{1,12}$/.test(site) ? site : null,
    sort: oneOf(SORTS, text(PARAM.sort)) ?? DEFAULT_SORT,
    page: pageOf(text(PARAM.page), { pageSize }),
    measure: oneOf(MEASURES, text(PARAM.measure)) ?? 'quantity',
  };
}

/** Which registries a search covers: the selected one (nothing named), one, or all members. */
export function registryScope(
  search: Pick<CostsSearch, 'registry'>,
): Pick<CostsAndConsumptionsQueryVariables, 'registryId' | 'allRegistries'> {
  return registryChoice(search.registry);
}

/** The API's variables of a search, for a commodity's page; null while the period holds an error. */
export function costsVariables(
  search: CostsSearch,
  utility: CostsAndConsumptionsQueryVariables['utility'],
  pageSize: number,
): CostsAndConsumptionsQueryVariables | null {
  if (!search.period) return null;
  const variables: CostsAndConsumptionsQueryVariables = {
    utility,
    from: search.period.from,
    to: search.period.to,
    offset: (search.page - 1) * pageSize,
    sort: search.sort,
    ...registryScope(search),
  };
  if (search.siteId) variables.siteId = search.siteId;
  return variables;
}

/**
 * How a change moves the address: any change but a page turn or the chart's measure goes back to
 * page 1 (which has no parameter), and a new registry forgets the site (the sites are the
 * registry's).
 */
export const RULES: AddressRules<Param> = {
  page: PARAM.page,
  keepsPage: [PARAM.measure],
  firstPageBare: true,
  forgets: { [PARAM.registry]: [PARAM.site] },
};

export const withChanges = changesBy(RULES);

/** The address of the period alone, carried from the list to a supply's page and back. */
export function periodQuery(period: Period | null): string {
  if (!period?.chosen) return '';
  return `?${new URLSearchParams({ [PARAM.from]: period.from, [PARAM.to]: period.to }).toString()}`;
}
