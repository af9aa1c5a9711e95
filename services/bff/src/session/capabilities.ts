// What the selected registry may do, read from its contracts when the session is shown:
// - canSelfRead (§5): a gas contract of the selected registry with canInsertLettura (the contratti
//   variant of §7 filtered by canInsertLettura and codUtility Gas), decided by packages/shared.
// - bonusEligible: the loyalty bonus is offered to retail customers only (§2 retail area) and only
//   while they are supplied, i.e. the selected registry has at least one contract whose statoRiga
//   is 'attiva' (§4 status table: the one status that means an active supply).
import { canSelfRead } from '@portal/shared/inputs';
import type { Segment } from '@portal/shared/segment';
import type { Contratto } from '@portal/upstream-contract/records';
import type { UpstreamClient } from '../upstream/client.ts';
import { RefreshFailedError, SessionEndedError } from '../upstream/errors.ts';
import type { SessionCall } from './types.ts';

export const CAPABILITIES_QUERY = `query SessionCapabilities($idanagrafica: [Int!]) {
  selfReading: contratti(idanagrafica: $idanagrafica, codUtility: Gas, canInsertLettura: true, first: 1) {
    nodes { idcontratto idanagrafica codUtility canInsertLettura }
  }
  active: contratti(idanagrafica: $idanagrafica, first: 500) {
    nodes { idcontratto statoRiga }
  }
}`;

type SelfReadingNode = Pick<Contratto, 'idanagrafica' | 'codUtility' | 'canInsertLettura'>;

interface CapabilitiesAnswer {
  selfReading: { nodes: SelfReadingNode[] };
  active: { nodes: Array<Pick<Contratto, 'statoRiga'>> };
}

export interface Capabilities {
  canSelfRead: boolean;
  bonusEligible: boolean;
}

const ACTIVE_STATUS = 'attiva';

export async function readCapabilities(
  upstream: Pick<UpstreamClient, 'graphql'>,
  ctx: SessionCall,
  segment: Segment,
): Promise<Capabilities> {
  const selected = ctx.session.selectedRegistryId;
  if (selected === null) return { canSelfRead: false, bonusEligible: false };
  try {
    const data = await upstream.graphql<CapabilitiesAnswer>(ctx, {
      query: CAPABILITIES_QUERY,
      variables: { idanagrafica: [selected] },
      operationName: 'SessionCapabilities',
    });
    const active = data.active.nodes.some(
      (c) => c.statoRiga?.trim().toLowerCase() === ACTIVE_STATUS,
    );
    return {
      canSelfRead: canSelfRead(data.selfReading.nodes, selected),
      bonusEligible: segment === 'retail' && active,
    };
  } catch (error) {
    // An ended session, or a renewal that failed (§8 'Errore Refresh Token'), is the caller's.
    if (error instanceof SessionEndedError || error instanceof RefreshFailedError) throw error;
    ctx.log.warn({ err: error }, 'reading the session capabilities failed');
    return { canSelfRead: false, bonusEligible: false };
  }
}
