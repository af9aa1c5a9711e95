// Who may read a convention and which ids are theirs. Only a public administration
// under a convention: the registry (the one named, else the selected one) must be a pa registry of
// the session's (§1, §6) with a convention of that commodity upstream. Another pa — asl.trento, a
// pa-non-conv — or a business is FORBIDDEN with reason noConvention: it is the segment's rule, the
// one the menu's flags follow (§4), not an id. A foreign registry id stays NOT_FOUND like an unknown
// one (OWASP API1), and so does a foreign order.
import { resolveSegment } from '@portal/shared/segment';
import type { CodUtility } from '@portal/shared/types/contract';
import type { Authorizer } from '../../authz/authorizer.ts';
import { ApiError, notFound } from '../../errors/api-error.ts';
import { parseId } from '../../graphql/inputs.ts';
import { codUtilityOf, type Utility } from '../../graphql/mapping.ts';
import {
  CONVENZIONI_QUERY,
  ORDINI_QUERY,
  type ConvenzioneRecord,
  type OrdineRecord,
} from './upstream.ts';

export interface ConventionScope {
  idanagrafica: number;
  utility: Utility;
  codUtility: CodUtility;
  convention: ConvenzioneRecord;
}

export const noConvention = () =>
  new ApiError('FORBIDDEN', 'Only a public body under a convention may use this', {
    reason: 'noConvention',
  });

/** The registry a convention call speaks of: the one named (the session's own), else the selected one. */
function registryOf(authz: Authorizer, registryId: string | null | undefined): number {
  if (registryId != null && registryId !== '')
    return authz.registry(parseId(registryId, 'registryId'));
  const [selected] = authz.scope();
  if (selected === undefined) throw noConvention();
  return selected;
}

export async function conventionScope(
  authz: Authorizer,
  utility: Utility,
  registryId?: string | null,
): Promise<ConventionScope> {
  const idanagrafica = registryOf(authz, registryId);
  const registry = authz.session.user.anagrafiche.find((r) => r.idAnagrafica === idanagrafica);
  if (resolveSegment({ user: authz.session.user, selectedRegistry: registry }) !== 'pa')
    throw noConvention();
  const codUtility = codUtilityOf(utility);
  const found = await authz.once('convention', `${idanagrafica}:${codUtility}`, async () => {
    const data = await authz.upstream.graphql<{ convenzioni: ConvenzioneRecord[] }>(authz.call, {
      query: CONVENZIONI_QUERY,
      operationName: 'Convenzioni',
      variables: { idanagrafica: [idanagrafica], codUtility },
    });
    return data.convenzioni.find((c) => c.idanagrafica === idanagrafica) ?? null;
  });
  if (!found) throw noConvention();
  return { idanagrafica, utility, codUtility, convention: found };
}

/**
 * An order id is proved the session's before anything else is asked, so another body's order reads
 * NOT_FOUND like an unknown one whoever asks (OWASP API1), a pa or not.
 */
export async function ownedOrder(authz: Authorizer, orderId: number): Promise<OrdineRecord> {
  const found = await authz.once('conventionOrder', orderId, async () => {
    const data = await authz.upstream.graphql<{ ordiniConvenzione: OrdineRecord[] }>(authz.call, {
      query: ORDINI_QUERY,
      operationName: 'OrdiniConvenzione',
      variables: { idanagrafica: [...authz.own], idOrdine: orderId },
    });
    return data.ordiniConvenzione.find((o) => o.idOrdine === orderId && authz.owns(o.idanagrafica));
  });
  if (!found) throw notFound('Order');
  return found;
}

/** The body's orders under the convention, or one of them (an order of another body: NOT_FOUND). */
export async function ordersOf(
  authz: Authorizer,
  scope: ConventionScope,
  orderId?: number,
): Promise<OrdineRecord[]> {
  const data = await authz.upstream.graphql<{ ordiniConvenzione: OrdineRecord[] }>(authz.call, {
    query: ORDINI_QUERY,
    operationName: 'OrdiniConvenzione',
    variables: {
      idanagrafica: [scope.idanagrafica],
      codUtility: scope.codUtility,
      ...(orderId === undefined ? {} : { idOrdine: orderId }),
    },
  });
  // The data service answers the token's registries only; keep the scope's all the same.
  const own = data.ordiniConvenzione.filter(
    (o) => o.idanagrafica === scope.idanagrafica && authz.owns(o.idanagrafica),
  );
  if (orderId !== undefined && !own.some((o) => o.idOrdine === orderId)) throw notFound('Order');
  return own;
}
