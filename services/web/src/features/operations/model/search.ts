// The operations search as the address holds it: state, type, the days the
// requests were opened, the registry and the page live in the query string, so a reload or a
// shared link keeps them. A value that does not parse stays in the address as typed and is
// reported, not sent.
import {
  enumerationKeys,
  type OperationKind,
  type RequestState,
} from '@portal/shared/enumerations';
import {
  oneOf,
  pageOf,
  paramText,
  ALL_REGISTRIES,
  changesBy,
  registryChoice,
  type AddressRules,
} from '@/components/filters/search-state.ts';
import { dayPeriod } from '@/components/filters/day-period.ts';
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

export { ALL_REGISTRIES };

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

/**
 * The search of an address. `registries` are the ids the page may choose among (the segment's);
 * a registry outside them reads as none, the selected one.
 */
export function readSearch(
  params: URLSearchParams,
  pageSize: number,
  registries: readonly string[] = [],
): OperationSearch {
  const text = (param: Param) => paramText(params, param);
  const opened = dayPeriod(text(PARAM.openedFrom), text(PARAM.openedTo));
  const registry = text(PARAM.registry);
  return {
    state: oneOf(STATES, text(PARAM.state)),
    kind: oneOf(KINDS, text(PARAM.kind)),
    openedFrom: opened.from,
    openedTo: opened.to,
    registry:
      registry === ALL_REGISTRIES || registries.includes(registry) ? registry || null : null,
    page: pageOf(text(PARAM.page), { pageSize }),
    errors: opened.invalid ? ['openedInvalid'] : [],
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
    ...registryChoice(search.registry),
  };
  if (search.state) variables.state = search.state;
  if (search.kind) variables.kind = search.kind;
  if (search.openedFrom) variables.openedFrom = search.openedFrom;
  if (search.openedTo) variables.openedTo = search.openedTo;
  return variables;
}

/** How a change moves the address: any change but a page turn goes back to page 1. */
export const RULES: AddressRules<Param> = { page: PARAM.page };

export const withChanges = changesBy(RULES);
