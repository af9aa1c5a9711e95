// The operations search as the address holds it: state, type, the days the
// requests were opened, the registry and the page live in the query string, so a reload or a
// shared link keeps them. A value that does not parse stays in the address as typed and is
// reported, not sent.
import {
  enumerationKeys,
  type OperationKind,
  type RequestState,
} from '@portal/shared/enumerations';
import { parseIsoDay } from '@portal/shared/inputs';
import type { OperationsQueryVariables } from '../api/types.ts';

/** The states a customer can filter by (OTHER only reports a state upstream sent unknown). */
export const STATES: readonly RequestState[] = enumerationKeys('requestState');
/** The types a customer can filter by. */
export const KINDS: readonly OperationKind[] = enumerationKeys('operationKind');

/** Query parameter of each filter. */
export const PARAM = {
  state: 'state',
  kind: 'kind',
  openedFrom: 'from',
  openedTo: 'to',
  registry: 'registry',
  page: 'page',
} as const;
export type Param = (typeof PARAM)[keyof typeof PARAM];

/** The registry choice that spans every registry of the segment (a consortium's members). */
export const ALL_REGISTRIES = 'all';

/** The BFF's largest offset (docs/api.md paging). */
const MAX_OFFSET = 1_000_000;

export type SearchError = 'openedInvalid';

export interface OperationSearch {
  state: RequestState | null;
  kind: OperationKind | null;
  openedFrom: string | null;
  openedTo: string | null;
  /** A registry of the page's among `registries`, ALL_REGISTRIES, or null for the selected one. */
  registry: string | null;
  page: number;
  errors: SearchError[];
}

function oneOf<T extends string>(values: readonly T[], value: string): T | null {
  return values.includes(value as T) ? (value as T) : null;
}

/**
 * The search of an address. `registries` are the ids the page may choose among (the segment's);
 * a registry outside them reads as none, the selected one.
 */
export function readSearch(
  params: URLSearchParams,
  pageSize: number,
  registries: readonly string[] = [],
): OperationSearch {
  const text = (param: Param) => (params.get(param) ?? '').trim();
  const errors: SearchError[] = [];
  const from = text(PARAM.openedFrom);
  const to = text(PARAM.openedTo);
  const openedFrom = parseIsoDay(from);
  const openedTo = parseIsoDay(to);
  const valid = !(from && !openedFrom) && !(to && !openedTo);
  if (!valid || (openedFrom && openedTo && openedFrom > openedTo)) errors.push('openedInvalid');
  const registry = text(PARAM.registry);
  const page = Number(text(PARAM.page) || '1');
  const lastPage = Math.floor(MAX_OFFSET / pageSize) + 1;
  return {
    state: oneOf(STATES, text(PARAM.state)),
    kind: oneOf(KINDS, text(PARAM.kind)),
    openedFrom: errors.length ? null : openedFrom,
    openedTo: errors.length ? null : openedTo,
    registry:
      registry === ALL_REGISTRIES || registries.includes(registry) ? registry || null : null,
    page: Number.isInteger(page) && page > 0 ? Math.min(page, lastPage) : 1,
    errors,
  };
}

/** The API's variables of a search, for a commodity's page; null when it holds an error. */
export function operationsVariables(
  search: OperationSearch,
  utility: OperationsQueryVariables['utility'],
  pageSize: number,
): OperationsQueryVariables | null {
  if (search.errors.length > 0) return null;
  const variables: OperationsQueryVariables = {
    utility,
    offset: (search.page - 1) * pageSize,
  };
  if (search.state) variables.state = search.state;
  if (search.kind) variables.kind = search.kind;
  if (search.openedFrom) variables.openedFrom = search.openedFrom;
  if (search.openedTo) variables.openedTo = search.openedTo;
  if (search.registry === ALL_REGISTRIES) variables.allRegistries = true;
  else if (search.registry) variables.registryId = search.registry;
  return variables;
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
