// The downloads page's choices as the address holds them: what to export (the
// invoices or their details), how to choose them (by filter or by hand), the filter (payment
// state, issue period, and for a consortium which member registries) and the picker's page. A
// reload or a shared link keeps them; a period that does not parse is reported and not sent.
import { enumerationKeys, type PaymentState } from '@portal/shared/enumerations';
import { parseIsoDay } from '@portal/shared/inputs';
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
/** Every member registry of a consortium at once. */
export const ALL_REGISTRIES = 'all';

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
  const text = (param: Param) => (params.get(param) ?? '').trim();
  const state = text(PARAM.state);
  const registry = text(PARAM.registry);
  const from = text(PARAM.from);
  const to = text(PARAM.to);
  const issueFrom = parseIsoDay(from);
  const issueTo = parseIsoDay(to);
  const periodInvalid = Boolean(
    (from && !issueFrom) || (to && !issueTo) || (issueFrom && issueTo && issueFrom > issueTo),
  );
  const page = Number(text(PARAM.page) || '1');
  return {
    kind: text(PARAM.kind) === 'detail' ? 'detail' : 'list',
    choose: text(PARAM.choose) === 'selection' ? 'selection' : 'filter',
    paymentState: PAYMENT_STATES.includes(state as PaymentState) ? (state as PaymentState) : null,
    issueDateFrom: periodInvalid ? null : (issueFrom ?? null),
    issueDateTo: periodInvalid ? null : (issueTo ?? null),
    registry:
      registries.length > 1 && (registry === ALL_REGISTRIES || registries.includes(registry))
        ? registry
        : null,
    page: Number.isInteger(page) && page > 0 ? Math.min(page, 50_000) : 1,
    periodInvalid,
  };
}

/** The API's invoices filter of a search, for the page's commodity (null: every commodity). */
export function filterOf(search: ExportSearch, utility: Utility | null): InvoiceFilter {
  const filter: InvoiceFilter = utility ? { utility } : {};
  if (search.paymentState) filter.paymentStates = [search.paymentState];
  if (search.issueDateFrom) filter.issueDateFrom = search.issueDateFrom;
  if (search.issueDateTo) filter.issueDateTo = search.issueDateTo;
  if (search.registry === ALL_REGISTRIES) filter.allRegistries = true;
  else if (search.registry) filter.registryId = search.registry;
  return filter;
}

/** The address after a change: empty values leave it; any change but a page turn goes to page 1. */
export function withChanges(
  params: URLSearchParams,
  changes: Partial<Record<Param, string | null>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value?.trim()) next.set(key, value);
    else next.delete(key);
  }
  if (!(PARAM.page in changes)) next.delete(PARAM.page);
  return next;
}
