// A supplies search as the address holds it: the search text, status, site,
// registry and page live in the query string, so a reload or a shared link keeps them. What the
// customer typed stays in the address as typed; a search too long is reported and not sent.
import {
  pageOf,
  paramText,
  changesBy,
  type AddressRules,
} from '@/components/filters/search-state.ts';
import type { ContractStatus, SupplyFilter } from '../api/types.ts';

/** Query parameter of each part of the search. */
export const PARAM = {
  search: 'q',
  status: 'status',
  site: 'site',
  registry: 'registry',
  page: 'page',
} as const;
export type Param = (typeof PARAM)[keyof typeof PARAM];

/** The BFF refuses a longer search (docs/api.md, supplies). */
export const SEARCH_MAX = 100;

/** The §4 states a supply is in (upstream's statoFornitura), offered by the status filter. */
export const SUPPLY_STATUSES = [
  'ACTIVE',
  'ACTIVATING',
  'SUSPENDED',
  'CEASED',
] as const satisfies readonly ContractStatus[];

export interface SupplySearch {
  /** The API's arguments, as far as the address sets them. */
  filter: SupplyFilter;
  page: number;
  /** The search is too long to send (it stays in the field). */
  searchTooLong: boolean;
  /** The customer narrowed the list (search, status or site): an empty answer is "no match". */
  narrowed: boolean;
}

function isSupplyStatus(value: string): value is (typeof SUPPLY_STATUSES)[number] {
  return (SUPPLY_STATUSES as readonly string[]).includes(value);
}

/**
 * The search of an address. `registries` are the registries (ids) the page spans: the list covers
 * all of them, or the one the address chooses among them (as the business invoices page).
 */
export function readSupplySearch(
  params: URLSearchParams,
  pageSize: number,
  registries: readonly string[],
): SupplySearch {
  const filter: SupplyFilter = {};
  const text = (param: Param) => paramText(params, param);

  const search = text(PARAM.search);
  const searchTooLong = search.length > SEARCH_MAX;
  if (search && !searchTooLong) filter.search = search;

  const status = text(PARAM.status);
  if (isSupplyStatus(status)) filter.status = status;

  const site = text(PARAM.site);
  if (/^\d{1,10}$/.test(site)) filter.siteId = site;

  if (registries.length > 1) {
    const registry = text(PARAM.registry);
    if (registries.includes(registry)) filter.registryId = registry;
    else filter.allRegistries = true;
  }

  return {
    filter,
    page: pageOf(text(PARAM.page), { pageSize }),
    searchTooLong,
    narrowed: Boolean(search || filter.status || filter.siteId),
  };
}

/**
 * How a change moves the address: a new search, status, site or registry starts again at page 1
 * (the first page has no parameter); a search is kept as typed.
 */
export const RULES: AddressRules<Param> = {
  page: PARAM.page,
  firstPageBare: true,
  keepBlank: true,
};

export const withChanges = changesBy(RULES);
