// Fixtures of the ownership tests: a session of given registries and an upstream that knows a few
// invoices and supplies.
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../errors/api-error.ts';
import type { PortalSession } from '../session/types.ts';
import { UpstreamError } from '../upstream/errors.ts';

export function session(ids: number[], selected: number | null = ids[0] ?? null): PortalSession {
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
export function fakeUpstream() {
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

export const log = { warn() {}, info() {}, error() {} } as unknown as FastifyBaseLogger;

export function notFoundCode(error: unknown): string | undefined {
  return error instanceof ApiError ? `${error.code}:${error.message}` : undefined;
}
