// The invoices search of the address, kept by the filter kit with this list's rules: any change
// but a page turn goes back to the first page, and closes the detail opened from the list.
import { useCallback, useMemo } from 'react';
import { useAddressSearch } from '@/components/filters/index.ts';
import { PARAM, readSearch, RULES, type SearchOptions } from './search.ts';

/** `registries` and `drop` are read by identity: a page keeps one array while its session lasts. */
export function useInvoiceSearch(
  pageSize: number,
  options: SearchOptions & { drop?: readonly string[] } = {},
) {
  const { withSite = false, registries, drop } = options;
  const read = useCallback(
    (params: URLSearchParams) => readSearch(params, pageSize, { withSite, registries }),
    [pageSize, withSite, registries],
  );
  const rules = useMemo(() => ({ ...RULES, drop: [PARAM.invoice, ...(drop ?? [])] }), [drop]);
  const state = useAddressSearch(read, rules);
  const { open } = state;
  /** Opens or closes a bill's detail; the previous address stays in the history. */
  const openInvoice = useCallback((id: string | null) => open(PARAM.invoice, id), [open]);
  return { ...state, openInvoice };
}
