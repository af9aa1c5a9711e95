// A list's search kept in the address, and the one way to change it: every change builds on the
// last one written (a date committed on blur and the search pressed right after both count), by
// the list's rules (back to the first page, a registry forgetting its site). The search itself is
// read from the address by the feature's own reader.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withChanges, type AddressChanges, type AddressRules } from './search-state.ts';

export interface AddressSearchOptions<P extends string> extends AddressRules<P> {
  /** A change replaces the address (a filter), or is a step in the history (a view of its own). */
  history?: 'replace' | 'push';
}

/**
 * `read` turns the address into the search (give a stable function: useCallback, or one defined
 * outside the component); `options` are read by value.
 */
export function useAddressSearch<S, P extends string>(
  read: (params: URLSearchParams) => S,
  options: AddressSearchOptions<P> = {},
) {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const search = useMemo(() => read(params), [params, read]);
  const rules = useRef(options);
  useEffect(() => {
    rules.current = options;
  });

  const write = useCallback(
    (next: URLSearchParams, history: 'replace' | 'push') => {
      if (next.toString() === latest.current.toString()) return;
      latest.current = next;
      setParams(next, { replace: history === 'replace', preventScrollReset: true });
    },
    [setParams],
  );

  /** Filters, sort or page, by the list's rules; `history` overrides the list's for this change. */
  const apply = useCallback(
    (changes: AddressChanges<P>, history?: 'replace' | 'push') =>
      write(
        withChanges(latest.current, changes, rules.current),
        history ?? rules.current.history ?? 'replace',
      ),
    [write],
  );

  /** Every filter off: the address of the page alone. */
  const reset = useCallback(
    () => write(new URLSearchParams(), rules.current.history ?? 'replace'),
    [write],
  );

  /** Opens or closes what a parameter names (a detail); the address before stays in the history. */
  const open = useCallback(
    (name: string, value: string | null) => {
      const next = new URLSearchParams(latest.current);
      if (value) next.set(name, value);
      else next.delete(name);
      write(next, 'push');
    },
    [write],
  );

  return { params, search, apply, reset, open };
}

export type AddressSearch<S, P extends string> = ReturnType<typeof useAddressSearch<S, P>>;
