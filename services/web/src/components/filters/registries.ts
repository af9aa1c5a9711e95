// The registries a page of a segment spans (a consortium's members, or the one of a company), as
// the choices of a registry filter: by id, with the company's name.
import { registriesOfSegment } from '@portal/shared/segment';
import { useMemo } from 'react';
import type { Session } from '../../lib/session.ts';

export interface RegistryOption {
  id: string;
  name: string;
}

export function useSegmentRegistries(session: Session | null): {
  registries: RegistryOption[];
  ids: string[];
} {
  return useMemo(() => {
    const registries = session
      ? registriesOfSegment(session.segment, session.registries).map((r) => ({
          id: String(r.idAnagrafica),
          name: r.ragSoc,
        }))
      : [];
    return { registries, ids: registries.map((r) => r.id) };
  }, [session]);
}
