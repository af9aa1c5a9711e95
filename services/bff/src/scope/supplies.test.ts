import { describe, expect, it } from 'vitest';
import { Authorizer } from '../authz/authorizer.ts';
import { fakeUpstream, log, notFoundCode, session } from '../authz/ownership-fixtures.ts';
import { OwnershipCache } from '../authz/session-cache.ts';
import { ownedSupply } from './supplies.ts';

describe('supply ownership (OWASP API1)', () => {
  it('supplies are looked up filtered by the session registries, deduplicated within a request', async () => {
    const { upstream, calls } = fakeUpstream();
    const authz = new Authorizer(
      upstream as never,
      { session: session([10]), log },
      new OwnershipCache(),
    );
    const [a, b] = await Promise.all([ownedSupply(authz, 5), ownedSupply(authz, 5)]);
    expect(a).toBe(b);
    expect(calls).toEqual(['Forniture:{"idanagrafica":[10],"idfornitura":5,"first":1}']);
    expect(await ownedSupply(authz, 6).catch(notFoundCode)).toBe('NOT_FOUND:Supply not found');
  });
});
