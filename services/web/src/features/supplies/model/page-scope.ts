// What both supplies pages take from where they are: the registries they span (the segment's, as on
// the business invoices page: a consortium's members) and the address of a supply's contract page
// where the segment has contracts pages (§2: consortia have none).
import type { Locale } from '@portal/shared/constants';
import type { Commodity } from '@portal/shared/pages';
import { buildPath, routeByName } from '@portal/shared/routes';
import { registriesOfSegment, type Segment } from '@portal/shared/segment';
import { useMemo } from 'react';
import type { Session } from '@/lib/session.ts';
import type { Supply } from '../api/types.ts';
import type { RegistryOption } from '../components/SupplyFilters.tsx';

export function useRegistryOptions(session: Session | null): {
  registries: RegistryOption[];
  registryIds: string[];
} {
  return useMemo(() => {
    const registries = session
      ? registriesOfSegment(session.segment, session.registries).map((r) => ({
          id: String(r.idAnagrafica),
          name: r.ragSoc,
        }))
      : [];
    return { registries, registryIds: registries.map((r) => r.id) };
  }, [session]);
}

/** The address of a supply's contract, or null for every supply where the segment has no contracts page. */
export function contractHrefOf(
  segment: Segment | null,
  commodity: Commodity,
  locale: Locale,
): ((supply: Supply) => string | null) | null {
  const name = `${segment ?? ''}-${commodity}-contracts-id`;
  if (!segment || !routeByName(name)) return null;
  return (supply) =>
    supply.contractId ? buildPath(name, { id: supply.contractId }, locale) : null;
}
