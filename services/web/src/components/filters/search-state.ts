// A list's search as the address holds it (a reload or a shared link keeps it): reading a
// parameter as typed, a page within the API's paging, one of a fixed set, a period of days that
// parses; and the address after a change. What a feature searches by — its parameters and what
// each accepts — is the feature's own data; the mechanism is this one.

/** A parameter's changes: a text sets it, null or blank removes it. */
export type AddressChanges<P extends string> = Partial<Record<P, string | null>>;

/** The BFF's largest offset (docs/api.md paging). */
export const MAX_OFFSET = 1_000_000;

/** A parameter as typed, without the spaces around it ('' when absent). */
export function paramText(params: URLSearchParams, name: string): string {
  return (params.get(name) ?? '').trim();
}

/**
 * The page a parameter asks for: a whole number from 1, else the first; no further than the
 * BFF's offset allows for `pageSize` rows a page (or than `last`).
 */
export function pageOf(
  text: string | null,
  limit: { pageSize: number } | { last: number },
): number {
  const page = Number(text || '1');
  const last = 'last' in limit ? limit.last : Math.floor(MAX_OFFSET / limit.pageSize) + 1;
  return Number.isInteger(page) && page > 0 ? Math.min(page, last) : 1;
}

/** The value if it is one of `values`, else null (an unknown key in the address reads as none). */
export function oneOf<T extends string>(values: readonly T[], value: string): T | null {
  return values.includes(value as T) ? (value as T) : null;
}

export interface AddressRules<P extends string> {
  /** The page's parameter: any other change goes back to the first page. */
  page?: P;
  /** Changes that keep the page (what a chart draws). */
  keepsPage?: readonly P[];
  /** The first page is the address without a page (asking for page 1 removes it). */
  firstPageBare?: boolean;
  /** A change of one parameter forgets others it narrows (a new registry forgets its site). */
  forgets?: Partial<Record<P, readonly P[]>>;
  /** Parameters any change removes (a detail opened from the list). */
  drop?: readonly string[];
  /** A value of spaces only is kept as typed (else it removes the parameter). */
  keepBlank?: boolean;
}

/** The address after a change, by the list's rules; other parameters stay as they are. */
export function withChanges<P extends string>(
  params: URLSearchParams,
  changes: AddressChanges<P>,
  rules: AddressRules<P> = {},
): URLSearchParams {
  const next = new URLSearchParams(params);
  const changed = Object.keys(changes) as P[];
  for (const key of changed) {
    const value = changes[key];
    const empty = rules.keepBlank ? !value : !value?.trim();
    if (empty) next.delete(key);
    else next.set(key, value as string);
  }
  for (const key of changed)
    for (const forgotten of rules.forgets?.[key] ?? [])
      if (!changed.includes(forgotten)) next.delete(forgotten);
  if (rules.page) {
    const keeps =
      changed.includes(rules.page) ||
      (changed.length > 0 && changed.every((key) => rules.keepsPage?.includes(key)));
    const bare = rules.firstPageBare === true && changes[rules.page] === '1';
    if (!keeps || bare) next.delete(rules.page);
  }
  for (const key of rules.drop ?? []) next.delete(key);
  return next;
}

/** A list's own withChanges: the address after a change by that list's rules. */
export function changesBy<P extends string>(
  rules: AddressRules<P>,
): (params: URLSearchParams, changes: AddressChanges<P>) => URLSearchParams {
  return (params, changes) => withChanges(params, changes, rules);
}

/** The registry choice that spans every registry of the segment (a consortium's members). */
export const ALL_REGISTRIES = 'all';

/**
 * What the API is asked for a registry choice: every registry of the segment, the one chosen, or
 * nothing (the session's selected registry) when none is chosen.
 */
export function registryChoice(registry: string | null | undefined): {
  allRegistries?: true;
  registryId?: string;
} {
  if (registry === ALL_REGISTRIES) return { allRegistries: true };
  return registry ? { registryId: registry } : {};
}
