// The supplies search of the address, and the one way to change it: every change builds on the
// last one written, so a debounced search and a filter chosen right after both count.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readSupplySearch, withChanges, type Param, type SupplySearch } from './search.ts';

/** `registries` is read by identity: a page keeps one array while its session lasts. */
export function useSupplySearch(pageSize: number, registries: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const search: SupplySearch = useMemo(
    () => readSupplySearch(params, pageSize, registries),
    [params, pageSize, registries],
  );

  const apply = useCallback(
    (changes: Partial<Record<Param, string | null>>) => {
      const next = withChanges(latest.current, changes);
      if (next.toString() === latest.current.toString()) return;
      latest.current = next;
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [setParams],
  );

  const reset = useCallback(() => {
    latest.current = new URLSearchParams();
    setParams(latest.current, { replace: true, preventScrollReset: true });
  }, [setParams]);

  return { params, search, apply, reset };
}

export type SupplySearchState = ReturnType<typeof useSupplySearch>;
