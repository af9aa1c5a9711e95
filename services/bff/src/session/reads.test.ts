// The reads a session keeps between page views (§7): kept with the session for a short time,
// served only to that session, forgotten by a write, and read again once they expire.
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { testSession } from '../../test/session-fixture.ts';
import type { CallContext, GraphQLOperation, RestCall } from '../upstream/client.ts';
import { MemorySessionStore } from './memory-store.ts';
import { SESSION_READ_TTL_MS, SessionReads, type WithReads } from './reads.ts';
import type { PortalSession } from './types.ts';

const store = new MemorySessionStore(3600);
afterAll(() => store.close());
const log = { warn: () => undefined } as unknown as FastifyBaseLogger;

let sessions = 0;
async function newCall(): Promise<CallContext & { session: PortalSession }> {
  const session = testSession(`s${++sessions}`);
  await store.set(session);
  return { session, log };
}

/** A request's view of the stored session, as the session plugin loads it. */
async function reload(call: CallContext & { session: PortalSession }) {
  const stored = await store.get(call.session.id);
  if (!stored) throw new Error('the session is gone');
  return { session: stored, log };
}

/** An upstream that counts its calls and answers each read with its count. */
function countingUpstream() {
  const calls: string[] = [];
  return {
    calls,
    graphql: async <T>(_ctx: CallContext, op: GraphQLOperation) => {
      calls.push(op.operationName ?? '');
      return { n: calls.length } as T;
    },
    request: async <T>(_ctx: CallContext, call: RestCall) => {
      calls.push(`${call.method} ${call.path}`);
      return { status: 200, headers: {}, body: {} as T };
    },
  };
}

const REGISTRY: GraphQLOperation = {
  query:
    'query Anagrafica($idanagrafica: Int!) { anagrafica(idanagrafica: $idanagrafica) { idanagrafica } }',
  operationName: 'Anagrafica',
  variables: { idanagrafica: 1 },
};

describe('SessionReads', () => {
  it('keeps a listed read with the session: the next request of the session does not ask again', async () => {
    const upstream = countingUpstream();
    const reads = new SessionReads(store);
    const call = await newCall();
    const first = await reads.over(upstream).graphql(call, REGISTRY);
    const again = await reads.over(upstream).graphql(await reload(call), REGISTRY);
    expect(again).toEqual(first);
    expect(upstream.calls).toEqual(['Anagrafica']);
    const stored = (await store.get(call.session.id)) as WithReads;
    expect(Object.keys(stored.reads ?? {})).toHaveLength(1);
  });

  it('never answers another session with what one session keeps', async () => {
    const upstream = countingUpstream();
    const reads = new SessionReads(store);
    const [a, b] = [await newCall(), await newCall()];
    const forA = await reads.over(upstream).graphql(a, REGISTRY);
    const forB = await reads.over(upstream).graphql(b, REGISTRY);
    expect(forB).not.toEqual(forA);
    expect(upstream.calls).toHaveLength(2);
  });

  it('reads not listed (bills, supplies) are always asked', async () => {
    const upstream = countingUpstream();
    const reads = new SessionReads(store);
    const call = await newCall();
    const bills = { query: 'query Fatture { fatture { totalCount } }', operationName: 'Fatture' };
    await reads.over(upstream).graphql(call, bills);
    await reads.over(upstream).graphql(await reload(call), bills);
    expect(upstream.calls).toEqual(['Fatture', 'Fatture']);
  });

  it('a write of the session (a mutation, a POST) forgets everything it kept', async () => {
    const upstream = countingUpstream();
    const reads = new SessionReads(store);
    const call = await newCall();
    await reads.over(upstream).graphql(call, REGISTRY);
    await reads
      .over(upstream)
      .request(await reload(call), { method: 'POST', path: '/api/registrazione/contatto/save' });
    expect(((await store.get(call.session.id)) as WithReads).reads).toBeUndefined();
    await reads.over(upstream).graphql(await reload(call), REGISTRY);
    await reads.over(upstream).graphql(await reload(call), {
      query: 'mutation Segna { segna { ok } }',
      operationName: 'Segna',
    });
    await reads.over(upstream).graphql(await reload(call), REGISTRY);
    expect(upstream.calls).toEqual([
      'Anagrafica',
      'POST /api/registrazione/contatto/save',
      'Anagrafica',
      'Segna',
      'Anagrafica',
    ]);
  });

  it('a kept read expires after its time to live and is asked again', async () => {
    const upstream = countingUpstream();
    let now = Date.now();
    const reads = new SessionReads(store, SESSION_READ_TTL_MS, () => now);
    const call = await newCall();
    await reads.over(upstream).graphql(call, REGISTRY);
    now += SESSION_READ_TTL_MS - 1;
    await reads.over(upstream).graphql(await reload(call), REGISTRY);
    expect(upstream.calls).toHaveLength(1);
    now += 2;
    await reads.over(upstream).graphql(await reload(call), REGISTRY);
    expect(upstream.calls).toHaveLength(2);
  });

  it('concurrent requests of a session share one read', async () => {
    const upstream = countingUpstream();
    const reads = new SessionReads(store);
    const call = await newCall();
    await Promise.all([
      reads.over(upstream).graphql(call, REGISTRY),
      reads.over(upstream).graphql(await reload(call), REGISTRY),
    ]);
    expect(upstream.calls).toEqual(['Anagrafica']);
  });

  it('a read on its way when a write forgets the reads is not kept', async () => {
    const upstream = countingUpstream();
    let release!: () => void;
    const slow = {
      ...upstream,
      graphql: async <T>(ctx: CallContext, op: GraphQLOperation) => {
        await new Promise<void>((resolve) => (release = resolve));
        return upstream.graphql<T>(ctx, op);
      },
    };
    const reads = new SessionReads(store);
    const call = await newCall();
    const reading = reads.over(slow).graphql(call, REGISTRY);
    await reads.over(upstream).request(await reload(call), {
      method: 'POST',
      path: '/api/registrazione/contatto/save',
    });
    release();
    await reading;
    expect(((await store.get(call.session.id)) as WithReads).reads).toBeUndefined();
  });
});
