// The ownership check of contract line ids (OWASP API1): looked up filtered by the session's
// registries, remembered for the session for a short time.
import type { Authorizer } from '../../authz/authorizer.ts';
import { notFound } from '../../errors/api-error.ts';
import type { Page } from '../../graphql/upstream-records.ts';
import { CONTRATTI_QUERY, type ContractRecord } from './upstream.ts';

/** A contract line (idrigaContratto) of the session's registries. */
export async function ownedContract(authz: Authorizer, id: number): Promise<ContractRecord> {
  const cached = authz.remembered<ContractRecord>('contract', id);
  if (cached) return cached;
  const data = await authz.upstream.graphql<{ contratti: Page<ContractRecord> }>(authz.call, {
    query: CONTRATTI_QUERY,
    operationName: 'Contratti',
    variables: { idanagrafica: authz.own, idrigaContratto: id, first: 1 },
  });
  const found = data.contratti.nodes.find(
    (c) => c.idrigaContratto === id && authz.owns(c.idanagrafica),
  );
  if (!found) throw notFound('Contract');
  authz.remember('contract', id, found);
  return found;
}
