// What a session keeps between page views (session/reads.ts) and the reads a request sends as one
// data-service call (graphql/read-batch.ts), through the API: §7's calls per page view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, ok } from './graphql-support.ts';
import { sessionOf, startPortal, storedSession, type RunningPortal } from './helpers.ts';

let portal: RunningPortal;

beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

const REGISTRY = '{ registry { id taxCode phone } }';

/** Data-service and REST calls the sandbox counted since the last reset (no identity provider). */
async function upstreamCalls(): Promise<number> {
  const calls = await portal.sandbox.admin.calls();
  return Object.entries(calls)
    .filter(([key]) => !/ \/(oidc|__sandbox)\b/.test(key))
    .reduce((sum, [, n]) => sum + n, 0);
}

async function callsOf(view: () => Promise<unknown>): Promise<number> {
  await portal.sandbox.admin.resetCalls();
  await view();
  return upstreamCalls();
}

describe('a session keeps what does not change between page views (§7)', () => {
  it('the second view of a page makes fewer upstream calls than the first', async () => {
    const { cookie } = await portal.signIn('acme@demo.it');
    const view = async () => {
      await portal.api(cookie, '/api/session').then((r) => r.json());
      ok(await gql(portal, cookie, REGISTRY));
    };
    const first = await callsOf(view);
    const second = await callsOf(view);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeLessThan(first);
    expect(second).toBe(0);
  });

  it('another session of the same customer, or another customer, never gets the kept answer', async () => {
    const first = (await portal.signIn('acme@demo.it')).cookie;
    const other = (await portal.signIn('acme@demo.it')).cookie;
    const customer = (await portal.signIn('mario.rossi@demo.it')).cookie;
    const acme = ok(
      await gql<{ registry: { id: string; taxCode: string } }>(portal, first, REGISTRY),
    );
    // The other session reads upstream for itself, though the first one has the answer.
    expect(await callsOf(() => gql(portal, other, REGISTRY))).toBeGreaterThan(0);
    const mario = ok(
      await gql<{ registry: { id: string; taxCode: string } }>(portal, customer, REGISTRY),
    );
    expect(mario.registry.id).not.toBe(acme.registry.id);
    expect(mario.registry.taxCode).not.toBe(acme.registry.taxCode);
    // What is kept is kept with its own session only.
    const stored = (await storedSession(portal, customer)) as { reads?: Record<string, unknown> };
    expect(JSON.stringify(stored.reads)).not.toContain(acme.registry.taxCode);
  });

  it('a write of the session forgets what it kept: the registry shows the saved phone', async () => {
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    ok(await gql(portal, cookie, REGISTRY));
    expect(await callsOf(() => gql(portal, cookie, REGISTRY))).toBe(0);
    ok(
      await gql(
        portal,
        cookie,
        'mutation { saveContact(input: { phone: "+39 045 1112223" }) { saved } }',
      ),
    );
    await portal.sandbox.admin.resetCalls();
    const { registry } = ok(await gql<{ registry: { phone: string } }>(portal, cookie, REGISTRY));
    expect(registry.phone).toBe('+39 045 1112223');
    expect(await upstreamCalls()).toBeGreaterThan(0);
  });

  it('a registry switch forgets what the session kept of the other registry', async () => {
    const { cookie } = await portal.signIn('consorzio@demo.it');
    const session = await sessionOf(await portal.api(cookie, '/api/session'));
    const [a, b] = session.registries;
    if (!a || !b) throw new Error('the consortium has two registries');
    const before = ok(await gql<{ registry: { id: string } }>(portal, cookie, REGISTRY));
    const next = String(a.idAnagrafica) === before.registry.id ? b.idAnagrafica : a.idAnagrafica;
    const kept = async () =>
      Object.keys(
        ((await storedSession(portal, cookie)) as { reads?: Record<string, unknown> }).reads ?? {},
      ).join('\n');
    expect(await kept()).toContain(before.registry.id);
    const switched = await portal.api(cookie, '/api/session/registry', {
      method: 'PUT',
      body: JSON.stringify({ idAnagrafica: next }),
    });
    expect(switched.status).toBe(200);
    // Only the new registry's reads are kept (the switch's own answer reads its capabilities).
    expect(await kept()).not.toContain(before.registry.id);
    const after = ok(await gql<{ registry: { id: string } }>(portal, cookie, REGISTRY));
    expect(after.registry.id).not.toBe(before.registry.id);
  });
});

describe('reads a request asks for together are one data-service call', () => {
  it('the same list asked for several commodities and filters is one call', async () => {
    const { cookie } = await portal.signIn('acme@demo.it');
    await portal.sandbox.admin.resetCalls();
    const data = ok(
      await gql<Record<string, { totalCount: number }>>(
        portal,
        cookie,
        `{ gas: supplies(utility: GAS, first: 1) { totalCount }
           light: supplies(utility: POWER, first: 1) { totalCount }
           green: supplies(utility: POWER, greenEnergy: true, first: 1) { totalCount } }`,
      ),
    );
    expect(data.light?.totalCount).toBeGreaterThan(0);
    expect(await portal.sandbox.admin.calls()).toEqual({ 'POST /ubik/graphql': 1 });
  });
});
