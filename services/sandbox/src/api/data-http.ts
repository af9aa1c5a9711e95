// Shared pieces of the data endpoints: the bearer check (one hook per scope, never per route),
// the token's own registries, and error answers in the contract's shape.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext, TokenSubject } from '../context.ts';
import type { DataStore } from '../data/store.ts';

export interface DataDeps {
  ctx: SandboxContext;
  store: DataStore;
}

const subjects = new WeakMap<FastifyRequest, TokenSubject>();
const identities = new WeakMap<FastifyRequest, string>();

/**
 * A route's config: `identity: true` also lets in an identity provider access token of a
 * signed-in person without a customer record (registration).
 */
export interface DataRouteConfig {
  identity?: boolean;
}

/** The e-mail of the identity that called a route with `identity: true`; null for a portal token. */
export function identityOf(request: FastifyRequest): string | null {
  return identities.get(request) ?? null;
}

/** The token's subject; only called inside a scope registered with `bearerScope`. */
export function subjectOf(request: FastifyRequest): TokenSubject {
  const subject = subjects.get(request);
  if (!subject) throw new Error('route outside the bearer scope or called by an identity');
  return subject;
}

/** The registries (idAnagrafica) the token's own customer holds: the REST API answers only these. */
export function ownRegistries(request: FastifyRequest): Set<number> {
  return new Set(subjectOf(request).account.anagrafiche.map((a) => a.idAnagrafica));
}

/** Ids are positive integers a JSON number holds exactly: anything larger is bad input, not "not found". */
export const MAX_ID = Number.MAX_SAFE_INTEGER;

export function fail(
  reply: FastifyReply,
  status: number,
  error: string,
  message: string,
): FastifyReply {
  return reply.code(status).send({ error, message });
}

export function notFound(reply: FastifyReply, what: string): FastifyReply {
  return fail(reply, 404, 'notFound', `${what} not found`);
}

/** Registers routes behind the bearer check: a missing, forged or expired token gets 401. */
export async function bearerScope(
  app: FastifyInstance,
  ctx: SandboxContext,
  routes: (scope: FastifyInstance) => Promise<void> | void,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const subject = await ctx.tokens.verifyBearer(request.headers.authorization);
      if (subject) {
        subjects.set(request, subject);
        return;
      }
      const config = request.routeOptions.config as DataRouteConfig | undefined;
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const identity =
        config?.identity === true && bearer && ctx.resolveIdpToken
          ? await ctx.resolveIdpToken(bearer)
          : undefined;
      if (!identity)
        return reply
          .code(401)
          .send({ error: 'unauthorized', message: 'a valid bearer token is required' });
      identities.set(request, identity);
    });
    await routes(scope.withTypeProvider<TypeBoxTypeProvider>());
  });
}
