import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../graphql/api-error.ts';
import type { PortalSession } from '../session/types.ts';
import { UpstreamError } from '../upstream/errors.ts';
import { Authorizer, MAX_INVOICES_PER_REQUEST } from './authorizer.ts';
import { OwnershipCache } from './session-cache.ts';

function session(ids: number[], selected: number | null = ids[0] ?? null): PortalSession {
  return {
    id: 'sess',
    fingerprint: 'f',
    tokens: { accessToken: 'a', refreshToken: 'r', accessTokenExpiresAt: 0 },
    idp: { accessToken: 'i' },
    user: {
      userInfo: { email: 'x@demo.it', businessConventions: [] },
      anagrafiche: ids.map((id) => ({
        idAnagrafica: id,
        ragSoc: 'R',
        customerSegment: 'corporate',
        culture: 'it-IT',
      })),
    },
    profile: { name: 'X', locale: null },
    selectedRegistryId: selected,
    sections: {
      conventionPower: false,
      noConventionPower: false,
      conventionGas: false,
      noConventionGas: false,
    },
    impersonation: null,
    qrPending: null,
    createdAt: 0,
  };
}

/** Upstream knows invoices 1 (registry 10) and 2 (registry 20), supplies 5 (registry 10) and 6 (registry 20). */
function fakeUpstream() {
  const calls: string[] = [];
  const upstream = {
    async request<T>(_ctx: unknown, call: { path: string; query?: Record<string, unknown> }) {
      calls.push(`${call.path}?${JSON.stringify(call.query)}`);
      const id = Number(call.query?.idfattura);
      if (id === 1 || id === 2)
        return {
          status: 200,
          headers: {},
          body: {
            idfattura: id,
            idanagrafica: id === 1 ? 10 : 20,
            numeroFattura: `F${id}`,
            hasPdftestata: true,
            hasPdfdettaglio: false,
          } as T,
        };
      throw new UpstreamError(404, 'notFound');
    },
    async graphql<T>(
      _ctx: unknown,
      op: { operationName?: string; variables?: Record<string, unknown> },
    ) {
      calls.push(`${op.operationName}:${JSON.stringify(op.variables)}`);
      const own = op.variables?.idanagrafica as number[];
      const all = [
        { idfornitura: 5, idanagrafica: 10, idsede: 50 },
        { idfornitura: 6, idanagrafica: 20, idsede: 60 },
      ];
      const nodes = all.filter(
        (f) => f.idfornitura === op.variables?.idfornitura && own.includes(f.idanagrafica),
      );
      return { forniture: { totalCount: nodes.length, nodes } } as T;
    },
  };
  return { upstream, calls };
}

const log = { warn() {}, info() {}, error() {} } as unknown as FastifyBaseLogger;

function notFoundCode(error: unknown): string | undefined {
  return error instanceof ApiError ? `${error.code}:${error.message}` : undefined;
}

describe('Authorizer (issue 5 item 3, OWASP API1)', () => {
  it('scope: the selected registry, an own registry asked for, never a foreign one', () => {
    const { upstream } = fakeUpstream();
    const authz = new Authorizer(
      upstream as never,
      { session: session([10, 11], 11), log },
      new OwnershipCache(),
    );
    expect(authz.scope()).toEqual([11]);
    expect(authz.scope('10')).toEqual([10]);
    expect(() => authz.scope('20')).toThrow(ApiError);
    const none = new Authorizer(
      upstream as never,
      { session: session([10, 11], null), log },
      new OwnershipCache(),
    );
    expect(none.scope()).toEqual([10, 11]);
  });

  it('a foreign invoice and an unknown invoice end the same way: NOT_FOUND', async () => {
    const { upstream } = fakeUpstream();
    const authz = new Authorizer(
      upstream as never,
      { session: session([10]), log },
      new OwnershipCache(),
    );
    expect((await authz.invoice(1)).idfattura).toBe(1);
    const foreign = await authz.invoice(2).catch(notFoundCode);
    const unknown = await authz.invoice(3).catch(notFoundCode);
    expect(foreign).toBe('NOT_FOUND:Invoice not found');
    expect(unknown).toBe(foreign);
  });

  it('invoice lookups are made once per request; file facts are remembered for the session', async () => {
    const { upstream, calls } = fakeUpstream();
    const cache = new OwnershipCache<unknown>();
    const call = { session: session([10]), log };
    const first = new Authorizer(upstream as never, call, cache);
    await Promise.all([first.invoice(1), first.invoice(1), first.invoiceFile(1)]);
    expect(calls).toHaveLength(1);
    const second = new Authorizer(upstream as never, call, cache);
    expect((await second.invoiceFile(1)).numeroFattura).toBe('F1');
    expect(calls).toHaveLength(1);
    await second.invoice(1);
    expect(calls).toHaveLength(2);
  });

  it('at most 100 invoices at once', async () => {
    const { upstream } = fakeUpstream();
    const authz = new Authorizer(
      upstream as never,
      { session: session([10]), log },
      new OwnershipCache(),
    );
    const ids = Array.from({ length: MAX_INVOICES_PER_REQUEST + 1 }, (_, i) => i + 1);
    await expect(authz.invoices(ids)).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('supplies are looked up filtered by the session registries, deduplicated within a request', async () => {
    const { upstream, calls } = fakeUpstream();
    const authz = new Authorizer(
      upstream as never,
      { session: session([10]), log },
      new OwnershipCache(),
    );
    const [a, b] = await Promise.all([authz.supply(5), authz.supply(5)]);
    expect(a).toBe(b);
    expect(calls).toEqual(['Forniture:{"idanagrafica":[10],"idfornitura":5,"first":1}']);
    expect(await authz.supply(6).catch(notFoundCode)).toBe('NOT_FOUND:Supply not found');
  });

  it('a registry id must be one of the session registries', () => {
    const { upstream } = fakeUpstream();
    const authz = new Authorizer(
      upstream as never,
      { session: session([10]), log },
      new OwnershipCache(),
    );
    expect(authz.registry('10')).toBe(10);
    expect(() => authz.registry('20')).toThrow('Registry not found');
  });
});
