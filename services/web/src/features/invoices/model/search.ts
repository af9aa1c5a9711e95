// An invoices search as the address holds it: filters, sort and page live in the
// query string, so a reload or a shared link keeps them. What the customer typed stays in the
// address as typed; a value that does not parse is reported (and not sent) instead of dropped.
import { enumerationKeys, type PaymentState } from '@portal/shared/enumerations';
import {
  pageOf,
  paramText,
  withChanges as changed,
  type AddressChanges,
  type AddressRules,
} from '@/components/filters/search-state.ts';
import { dayPeriod } from '@/components/filters/day-period.ts';
import type { InvoiceFilter, InvoiceSort } from '../api/types.ts';

export type { InvoiceFilter, InvoiceSort };

/** Every order of the API's InvoiceSort (the Record makes a new one a type error here). */
const SORT_ORDERS = {
  ISSUE_DATE_DESC: true,
  ISSUE_DATE_ASC: true,
  DUE_DATE_DESC: true,
  DUE_DATE_ASC: true,
  AMOUNT_DESC: true,
  AMOUNT_ASC: true,
} as const satisfies Record<InvoiceSort, true>;
export const SORTS = Object.keys(SORT_ORDERS) as InvoiceSort[];
export const DEFAULT_SORT: InvoiceSort = 'ISSUE_DATE_DESC';

/** The columns a customer can sort by, each with its two orders (the first one on a first press). */
export const SORTABLE = {
  issueDate: ['ISSUE_DATE_DESC', 'ISSUE_DATE_ASC'],
  dueDate: ['DUE_DATE_DESC', 'DUE_DATE_ASC'],
  amount: ['AMOUNT_DESC', 'AMOUNT_ASC'],
} as const satisfies Record<string, readonly [InvoiceSort, InvoiceSort]>;
export type SortableColumn = keyof typeof SORTABLE;

/** The states a customer can filter by: upstream's four (OTHER only reports an unknown one). */
export const PAYMENT_STATES: readonly PaymentState[] = enumerationKeys('paymentState');

/** Query parameter of each filter. */
export const PARAM = {
  paymentState: 'state',
  registry: 'registry',
  site: 'site',
  issueFrom: 'from',
  issueTo: 'to',
  competenceFrom: 'compFrom',
  competenceTo: 'compTo',
  documentNumber: 'doc',
  sort: 'sort',
  page: 'page',
  invoice: 'invoice',
} as const;
export type Param = (typeof PARAM)[keyof typeof PARAM];

/** The fields of the filter form, in the order the error summary lists them. */
export type FilterField = 'issueDate' | 'competenceFrom' | 'competenceTo' | 'documentNumber';

export type FilterErrorCode =
  | 'issueDateInvalid'
  | 'monthInvalid'
  | 'competenceOrder'
  | 'documentNumberInvalid'
  | 'documentNumberTooLong';

export interface FilterError {
  field: FilterField;
  code: FilterErrorCode;
}

export interface InvoiceSearch {
  /** The API's invoices filter, as far as the address sets it. */
  filter: InvoiceFilter;
  sort: InvoiceSort;
  page: number;
  /** The invoice whose detail is open (business page), by id. */
  invoice: string | null;
  errors: FilterError[];
}

/** The BFF refuses the same (docs/api.md, documentNumber): letters, digits and / _ . - only. */
export const DOCUMENT_NUMBER_MAX = 40;
const DOCUMENT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/;
/** A competence month as typed: MM/YYYY (03/2026, also 3/2026). */
const MONTH = /^(0?[1-9]|1[0-2])\/(\d{4})$/;

function month(text: string): { year: number; month: number } | null {
  const match = MONTH.exec(text.trim());
  return match ? { year: Number(match[2]), month: Number(match[1]) } : null;
}

const two = (n: number) => String(n).padStart(2, '0');

function firstDay(m: { year: number; month: number }): string {
  return `${m.year}-${two(m.month)}-01`;
}

function lastDay(m: { year: number; month: number }): string {
  const days = new Date(Date.UTC(m.year, m.month, 0)).getUTCDate();
  return `${m.year}-${two(m.month)}-${two(days)}`;
}

function isSort(value: string | null): value is InvoiceSort {
  return SORTS.includes(value as InvoiceSort);
}

export interface SearchOptions {
  /** The page offers a site filter. */
  withSite?: boolean;
  /**
   * The registries (ids) the page spans (a business page: the segment's): the
   * list covers all of them, or the one the address chooses among them.
   */
  registries?: readonly string[];
}

/**
 * The search of an address. A page size is needed to keep the page within the BFF's offset limit.
 * Sites apply only where the page offers them (`withSite`), a registry only among `registries`.
 */
export function readSearch(
  params: URLSearchParams,
  pageSize: number,
  options: SearchOptions = {},
): InvoiceSearch {
  const errors: FilterError[] = [];
  const filter: InvoiceFilter = {};
  const text = (param: Param) => paramText(params, param);

  const state = text(PARAM.paymentState);
  if (PAYMENT_STATES.includes(state as PaymentState))
    filter.paymentStates = [state as PaymentState];

  if (options.registries) {
    const registry = text(PARAM.registry);
    if (options.registries.includes(registry)) filter.registryId = registry;
    else filter.allRegistries = true;
  }

  const site = text(PARAM.site);
  if (options.withSite && /^\d+$/.test(site)) filter.siteId = site;

  const issued = dayPeriod(text(PARAM.issueFrom), text(PARAM.issueTo));
  if (issued.invalid) errors.push({ field: 'issueDate', code: 'issueDateInvalid' });
  if (issued.from) filter.issueDateFrom = issued.from;
  if (issued.to) filter.issueDateTo = issued.to;

  const competenceFrom = text(PARAM.competenceFrom);
  const competenceTo = text(PARAM.competenceTo);
  const monthFrom = month(competenceFrom);
  const monthTo = month(competenceTo);
  if (competenceFrom && !monthFrom) errors.push({ field: 'competenceFrom', code: 'monthInvalid' });
  if (competenceTo && !monthTo) errors.push({ field: 'competenceTo', code: 'monthInvalid' });
  if (monthFrom && monthTo && firstDay(monthFrom) > firstDay(monthTo)) {
    errors.push({ field: 'competenceTo', code: 'competenceOrder' });
  } else {
    if (monthFrom) filter.competenceFrom = firstDay(monthFrom);
    if (monthTo) filter.competenceTo = lastDay(monthTo);
  }

  const documentNumber = text(PARAM.documentNumber);
  if (documentNumber.length > DOCUMENT_NUMBER_MAX) {
    errors.push({ field: 'documentNumber', code: 'documentNumberTooLong' });
  } else if (documentNumber && !DOCUMENT_NUMBER.test(documentNumber)) {
    errors.push({ field: 'documentNumber', code: 'documentNumberInvalid' });
  } else if (documentNumber) {
    filter.documentNumber = documentNumber;
  }

  const sort = params.get(PARAM.sort);
  return {
    filter,
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: pageOf(params.get(PARAM.page), { pageSize }),
    invoice: /^\d+$/.test(text(PARAM.invoice)) ? text(PARAM.invoice) : null,
    errors,
  };
}

/** How a change moves the address: any change but a page turn goes back to the first page. */
export const RULES: AddressRules<Param> = { page: PARAM.page };

/**
 * The address after a change; other parameters (the detail open, a QR error) are the caller's to
 * keep, or to `drop`.
 */
export function withChanges(
  params: URLSearchParams,
  changes: AddressChanges<Param>,
  drop: readonly string[] = [],
): URLSearchParams {
  return changed(params, changes, { ...RULES, drop });
}
