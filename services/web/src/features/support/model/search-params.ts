// The support pages' state in the address (a reload or a shared link keeps it): the FAQ search
// (?q=, kept as typed, each keystroke replacing the address), the requests' page (?page=) and a
// consortium's choice of whose requests (?cases=), each a step in the history.
import { pageOf, useAddressSearch, type AddressSearchOptions } from '@/components/filters/index.ts';

export const PARAM = { search: 'q', page: 'page', cases: 'cases' } as const;
export type Param = (typeof PARAM)[keyof typeof PARAM];

export interface SupportAddress {
  search: string;
  /** The requests' page; anything but a whole number from 1 reads as the first. */
  page: number;
  cases: string | null;
}

export function readSupportAddress(params: URLSearchParams): SupportAddress {
  return {
    search: params.get(PARAM.search) ?? '',
    page: pageOf(params.get(PARAM.page), { last: Infinity }),
    cases: params.get(PARAM.cases),
  };
}

const RULES: AddressSearchOptions<Param> = { history: 'push', keepBlank: true };

export function useSupportAddress() {
  return useAddressSearch(readSupportAddress, RULES);
}
