// The ownership check of supply ids (OWASP API1): looked up filtered by the session's registries,
// batched and deduplicated within a request, remembered for the session for a short time.
import { LOOKUP_CONCURRENCY, type Authorizer } from '../../authz/authorizer.ts';
import { mapLimited } from '../../authz/batch.ts';
import { notFound } from '../../errors/api-error.ts';
import type { Page } from '../../graphql/upstream-records.ts';
import { FORNITURE_QUERY, type FornituraRecord } from './upstream.ts';

/** The data service filters one supply id at a time; the loader still deduplicates and bounds the fan-out. */
async function fetchOwnedSupplies(
  authz: Authorizer,
  ids: number[],
): Promise<Map<number, FornituraRecord>> {
  const found = new Map<number, FornituraRecord>();
  const missing: number[] = [];
  for (const id of ids) {
    const cached = authz.remembered<FornituraRecord>('supply', id);
    if (cached) found.set(id, cached);
    else missing.push(id);
  }
  await mapLimited(missing, LOOKUP_CONCURRENCY, async (id) => {
    const data = await authz.upstream.graphql<{ forniture: Page<FornituraRecord> }>(authz.call, {
      query: FORNITURE_QUERY,
      operationName: 'Forniture',
      variables: { idanagrafica: authz.own, idfornitura: id, first: 1 },
    });
    const f = data.forniture.nodes.find((n) => n.idfornitura === id && authz.owns(n.idanagrafica));
    if (f) {
      found.set(id, f);
      authz.remember('supply', id, f);
    }
  });
  return found;
}

function supplies(authz: Authorizer) {
  return authz.loader<number, FornituraRecord>('supply', (ids) => fetchOwnedSupplies(authz, ids));
}

/** A supply (idfornitura) of the session's registries; batched: one upstream query per tick. */
export async function ownedSupply(authz: Authorizer, id: number): Promise<FornituraRecord> {
  const found = await supplies(authz).load(id);
  if (!found) throw notFound('Supply');
  return found;
}

export function primeSupply(authz: Authorizer, record: FornituraRecord): void {
  if (authz.owns(record.idanagrafica)) supplies(authz).prime(record.idfornitura, record);
}
