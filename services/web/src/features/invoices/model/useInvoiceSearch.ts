// The search of the address, and the one way to change it: every change builds on the last one
// written, so a date committed on blur and the search button pressed right after both count.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  PARAM,
  readSearch,
  withChanges,
  type InvoiceSearch,
  type Param,
  type SearchOptions,
} from './search.ts';

/** `registries` is read by identity: a page keeps one array while its session lasts. */
export function useInvoiceSearch(
  pageSize: number,
  options: SearchOptions & { drop?: readonly string[] } = {},
) {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const { withSite = false, registries, drop } = options;
  const search: InvoiceSearch = useMemo(
    () => readSearch(params, pageSize, { withSite, registries }),
    [params, pageSize, withSite, registries],
  );

  /** Filters, sort or page; an open detail closes with the list it was opened from. */
  const apply = useCallback(
    (changes: Partial<Record<Param, string | null>>) => {
      const next = withChanges(latest.current, changes, [PARAM.invoice, ...(drop ?? [])]);
      latest.current = next;
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [drop, setParams],
  );

  const reset = useCallback(() => {
    latest.current = new URLSearchParams();
    setParams(latest.current, { replace: true, preventScrollReset: true });
  }, [setParams]);

  /** Opens or closes a bill's detail; the previous address stays in the history. */
  const openInvoice = useCallback(
    (id: string | null) => {
      const next = new URLSearchParams(latest.current);
      if (id) next.set(PARAM.invoice, id);
      else next.delete(PARAM.invoice);
      latest.current = next;
      setParams(next, { preventScrollReset: true });
    },
    [setParams],
  );

  return { params, search, apply, reset, openInvoice };
}
