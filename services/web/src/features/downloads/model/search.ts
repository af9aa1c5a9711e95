// The downloads page's choices as the address holds them: what to export (the
// invoices or their details), how to choose them (by filter or by hand), the filter (payment
// state, issue period, and for a consortium which member registries) and the picker's page. A
// reload or a shared link keeps them; a period that does not parse is reported and not sent.
import { enumerationKeys, type PaymentState } from '@portal/shared/enumerations';
import {
  pageOf,
  paramText,
  ALL_REGISTRIES,
  changesBy,
  registryChoice,
  type AddressRules,
} from '@/components/filters/search-state.ts';
import { dayPeriod } from '@/components/filters/day-period.ts';
import type { InvoiceFilter, Utility } from '../api/types.ts';

export const PARAM = {
  kind: 'kind',
  choose: 'choose',
  state: 'state',
  from: 'from',
  to: 'to',
  registry: 'registry',
  page: 'page',
} as const;
export type Param = (typeof PARAM)[keyof typeof PARAM];

export type ExportKind = 'list' | 'detail';
export type Choice = 'filter' | 'selection';
export { ALL_REGISTRIES };

/** The states a customer can filter by: upstream's four. */
export const PAYMENT_STATES: readonly PaymentState[] = enumerationKeys('paymentState');

export interface ExportSearch {
  kind: ExportKind;
  choose: Choice;
  paymentState: PaymentState | null;
  issueDateFrom: string | null;
  issueDateTo: string | null;
  /** One of the page's registries, ALL_REGISTRIES, or null: the one selected in the header. */
  registry: string | null;
  page: number;
  /** The period in the address does not parse (or ends before it starts). */
  periodInvalid: boolean;
}

export function readSearch(
  params: URLSearchParams,
  registries: readonly string[] = [],
): ExportSearch {
  const text = (param: Param) => paramText(params, param);
  const state = text(PARAM.state);
  const registry = text(PARAM.registry);
  const issued = dayPeriod(text(PARAM.from), text(PARAM.to));
  return {
    kind: text(PARAM.kind) === 'detail' ? 'detail' : 'list',
    choose: text(PARAM.choose) === 'selection' ? 'selection' : 'filter',
    paymentState: PAYMENT_STATES.includes(state as PaymentState) ? (state as PaymentState) : null,
    issueDateFrom: issued.from,
    issueDateTo: issued.to,
    registry:
      registries.length > 1 && (registry === ALL_REGISTRIES || registries.includes(registry))
        ? registry
        : null,
    page: pageOf(text(PARAM.page), { last: 50_000 }),
    periodInvalid: issued.invalid,
  };
}

/** The API's invoices filter of a search, for the page's commodity (null: every commodity). */
export function filterOf(search: ExportSearch, utility: Utility | null): InvoiceFilter {
  const filter: InvoiceFilter = {
    ...(utility ? { utility } : {}),
    ...registryChoice(search.registry),
  };
  if (search.paymentState) filter.paymentStates = [search.paymentState];
  if (search.issueDateFrom) filter.issueDateFrom = search.issueDateFrom;
  if (search.issueDateTo) filter.issueDateTo = search.issueDateTo;
  return filter;
}

/** How a change moves the address: any change but a page turn goes back to page 1. */
export const RULES: AddressRules<Param> = { page: PARAM.page };

export const withChanges = changesBy(RULES);
