// Section probes (§4, §7): after sign-in and on a change of registry, the contratti queries of
// packages/shared run in parallel through the upstream client. Consortia probe across all their
// registries (§4), everyone else the selected registry.
import {
  NO_SECTIONS,
  SECTION_PROBE_QUERY,
  sectionProbes,
  sectionsFromProbeResults,
  type Sections,
} from '@portal/shared/menu';
import { resolveSegment } from '@portal/shared/segment';
import type { UpstreamClient } from '../upstream/client.ts';
import { RefreshFailedError, SessionEndedError } from '../upstream/errors.ts';
import { registryIds, selectedRegistry, type SessionCall } from './types.ts';

interface ProbeAnswer {
  contratti: { nodes: unknown[] };
}

export async function probeSections(upstream: UpstreamClient, ctx: SessionCall): Promise<Sections> {
  const { session } = ctx;
  const segment = resolveSegment({
    user: session.user,
    selectedRegistry: selectedRegistry(session),
  });
  const ids =
    segment === 'consortia'
      ? registryIds(session)
      : session.selectedRegistryId === null
        ? []
        : [session.selectedRegistryId];
  if (ids.length === 0) return { ...NO_SECTIONS };
  try {
    const results = await Promise.all(
      sectionProbes(segment, ids).map(async (probe) => {
        const data = await upstream.graphql<ProbeAnswer>(ctx, {
          query: SECTION_PROBE_QUERY,
          variables: probe.variables,
          operationName: 'SectionProbe',
        });
        return { flag: probe.flag, found: data.contratti.nodes.length > 0 };
      }),
    );
    return sectionsFromProbeResults(results);
  } catch (error) {
    // An ended session, or a renewal that failed (§8 'Errore Refresh Token'), is the caller's.
    if (error instanceof SessionEndedError || error instanceof RefreshFailedError) throw error;
    // A failed probe hides the sections rather than failing the sign-in; the next change of
    // registry probes again.
    ctx.log.warn({ err: error }, 'section probes failed');
    return { ...NO_SECTIONS };
  }
}
