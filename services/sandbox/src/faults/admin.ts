// /__sandbox administration (docs/upstream-contract.md): faults, call counters, token expiry,
// impersonation tokens and reset. Registered only when SANDBOX_ADMIN is on.
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { findAccount } from '../data/accounts.ts';
import { badRequest } from '../errors.ts';
import type { ImpersonationTokens } from '../tokens/impersonation.ts';
import type { PortalTokens } from '../tokens/portal-tokens.ts';
import { romeInstant } from '../tokens/time.ts';
import { EXPORT_JOB_FAULTS, type FaultInjector } from './faults.ts';

export const ADMIN_PREFIX = '/__sandbox';

const Email = Type.String({ minLength: 3, maxLength: 320, pattern: '^[^@\\s]+@[^@\\s]+$' });

const FaultBody = Type.Object({
  method: Type.Optional(Type.String({ pattern: '^[A-Za-z]{3,10}$' })),
  path: Type.String({ minLength: 1, maxLength: 500 }),
  status: Type.Optional(Type.Integer({ minimum: 100, maximum: 599 })),
  times: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  latencyMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 120_000 })),
  drop: Type.Optional(Type.Boolean()),
  exportJob: Type.Optional(Type.Union(EXPORT_JOB_FAULTS.map((reason) => Type.Literal(reason)))),
  // One field of the JSON answer renamed or given another value (the upstream contract's checks).
  field: Type.Optional(
    Type.Object({
      name: Type.String({ minLength: 1, maxLength: 100 }),
      rename: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      value: Type.Optional(Type.Unknown()),
    }),
  ),
  // Names and values are checked in the route: the answer must be able to carry them.
  headers: Type.Optional(
    Type.Record(Type.String(), Type.String({ maxLength: 1000 }), { maxProperties: 20 }),
  ),
});

/** An HTTP field name (RFC 9110 token) and a value without control characters. */
const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,64}$/;
const HEADER_VALUE = /^[\t\x20-\x7e]*$/;

const ExpireBody = Type.Object({ email: Email, refresh: Type.Optional(Type.Boolean()) });

const ImpersonationBody = Type.Object({
  staffEmail: Email,
  customerEmail: Email,
  // A negative lifetime issues an already expired token (for the TokenExpired marker).
  ttlSeconds: Type.Optional(Type.Integer({ minimum: -86_400, maximum: 86_400 })),
});

const DEFAULT_IMPERSONATION_TTL = 300;

export interface AdminDeps {
  faults: FaultInjector;
  tokens: PortalTokens;
  impersonation: ImpersonationTokens;
  /** Restores faults, counters, tokens, identity provider state and data. */
  reset(): void;
  /** The back office moves a supply-management request on (or refuses it). */
  advanceRequest?(
    idrichiesta: number,
    refuse: boolean,
  ): { idrichiesta: number; stato: string } | 'notFound' | 'closed';
}

const AdvanceParams = Type.Object({ idrichiesta: Type.Integer({ minimum: 1 }) });
const AdvanceBody = Type.Object({ rifiuta: Type.Optional(Type.Boolean()) });

export async function registerAdminApi(parent: FastifyInstance, deps: AdminDeps): Promise<void> {
  await parent.register(async (scope) => adminRoutes(scope, deps));
}

async function adminRoutes(scope: FastifyInstance, deps: AdminDeps): Promise<void> {
  scope.setValidatorCompiler(TypeBoxValidatorCompiler);
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();

  app.post(`${ADMIN_PREFIX}/faults`, { schema: { body: FaultBody } }, async (request, reply) => {
    const spec = request.body;
    try {
      new RegExp(spec.path);
    } catch {
      return badRequest(reply, 'body.path is not a valid regular expression');
    }
    if (
      spec.status === undefined &&
      spec.latencyMs === undefined &&
      !spec.drop &&
      spec.exportJob === undefined &&
      spec.field === undefined
    ) {
      return badRequest(
        reply,
        'body needs at least one of status, latencyMs, drop, exportJob or field',
      );
    }
    if (spec.field && (spec.field.rename === undefined) === !('value' in spec.field))
      return badRequest(reply, 'body.field needs one of rename or value');
    if (spec.headers !== undefined) {
      if (spec.status === undefined) return badRequest(reply, 'body.headers go with a status');
      const bad = Object.entries(spec.headers).find(
        ([name, value]) => !HEADER_NAME.test(name) || !HEADER_VALUE.test(value),
      );
      if (bad) return badRequest(reply, `body.headers cannot carry ${JSON.stringify(bad[0])}`);
    }
    return { id: deps.faults.add(spec) };
  });

  app.delete(`${ADMIN_PREFIX}/faults`, async () => {
    deps.faults.clearFaults();
    return { cleared: true };
  });

  app.get(`${ADMIN_PREFIX}/calls`, async () => deps.faults.calls());

  app.delete(`${ADMIN_PREFIX}/calls`, async () => {
    deps.faults.resetCalls();
    return { cleared: true };
  });

  app.post(`${ADMIN_PREFIX}/expire-tokens`, { schema: { body: ExpireBody } }, async (request) => {
    const { email, refresh } = request.body;
    return { email: email.toLowerCase(), ...deps.tokens.expireFor(email, refresh ?? false) };
  });

  app.post(
    `${ADMIN_PREFIX}/impersonation-tokens`,
    { schema: { body: ImpersonationBody } },
    async (request, reply) => {
      const { staffEmail, customerEmail, ttlSeconds } = request.body;
      const staff = findAccount(staffEmail);
      if (staff?.kind !== 'staff')
        return badRequest(reply, 'body.staffEmail is not a staff account');
      const grant = deps.impersonation.issue(
        staff.email,
        customerEmail,
        ttlSeconds ?? DEFAULT_IMPERSONATION_TTL,
      );
      return {
        token: grant.token,
        fingerprint: grant.fingerprint,
        expiresAt: romeInstant(grant.expiresAt),
      };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/richieste/:idrichiesta/avanza`,
    { schema: { params: AdvanceParams, body: Type.Optional(AdvanceBody) } },
    async (request, reply) => {
      const moved =
        deps.advanceRequest?.(request.params.idrichiesta, request.body?.rifiuta ?? false) ??
        'notFound';
      if (moved === 'notFound') return reply.code(404).send({ error: 'notFound' });
      if (moved === 'closed')
        return reply.code(409).send({ error: 'requestClosed', message: 'the request is closed' });
      return { idrichiesta: moved.idrichiesta, stato: moved.stato };
    },
  );

  app.post(`${ADMIN_PREFIX}/reset`, async () => {
    deps.reset();
    return { reset: true };
  });
}
