// What both supplies pages take from where they are: the registries they span (the segment's, as on
// the business invoices page: a consortium's members), the search the address holds (read by this
// feature's rules, kept by the filter kit), the list query's arguments while the page may ask, the
// sites to filter by and the address of a supply's contract page.
import { useCallback } from 'react';
import {
  useAddressSearch,
  useSegmentRegistries,
  useSites,
  type AddressSearch,
} from '@/components/filters/index.ts';
import { usePageContext } from '@/lib/page-context.ts';
import { PAGE_SIZE } from '../api/useSupplies.ts';
import { contractHrefOf } from './page-scope.ts';
import { readSupplySearch, RULES, type Param, type SupplySearch } from './search.ts';

export type SupplySearchState = AddressSearch<SupplySearch, Param>;

export function useSuppliesScope() {
  const { segment, commodity, utility, locale, session, hasSupply } = usePageContext();
  const kind = commodity ?? 'light';
  const { registries, ids } = useSegmentRegistries(session);
  const read = useCallback(
    (params: URLSearchParams) => readSupplySearch(params, PAGE_SIZE, ids),
    [ids],
  );
  const state = useAddressSearch(read, RULES);
  const { search } = state;
  const active = hasSupply && utility !== null;
  const sites = useSites(active ? utility : null, search.filter);
  return {
    kind,
    registries,
    state,
    /** The list query's arguments; null while the page may not ask (no supply, a search too long). */
    args:
      active && !search.searchTooLong
        ? { utility, filter: search.filter, page: search.page }
        : null,
    sites: sites.data?.sites ?? [],
    contractHref: contractHrefOf(segment, kind, locale),
  };
}

export type SuppliesScope = ReturnType<typeof useSuppliesScope>;
