// The support pages' state in the address (a reload or a shared link keeps it): the FAQ search
// (?q=) and the requests' page (?page=).
import { useSearchParams } from 'react-router-dom';

export const PARAM = { search: 'q', page: 'page', cases: 'cases' } as const;

/** The page of the address; anything but a whole number from 1 reads as the first. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The address's parameters and a setter that drops empty values and keeps the scroll. */
export function useAddressState() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace, preventScrollReset: true });
  };
  return { params, update };
}
