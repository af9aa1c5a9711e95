// Bearer access for other channels (docs/decisions/0008-bearer-access.md). An
// /api request without the session cookie that sends `Authorization: Bearer <token>` is judged by
// its token instead of the cookie and CSRF rules: the token is verified when the request arrives;
// a refused one is counted by address with the other /api requests (security.ts), a verified one
// here, by its address with the browser's limit and under its OAuth client and subject; then its
// session (bearer/session.ts) is opened or found, and the api-guard refuses what failed. A request
// that carries the session cookie is a browser's: the bearer header is not read and the cookie and
// CSRF rules apply as they always did.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, HTTP_STATUS_OF } from '../errors/api-error.ts';
import { BEARER_CHALLENGE } from '../bearer/refuse.ts';
import { bearerSession } from '../bearer/session.ts';
import { type BearerCheck, BearerVerifier, bearerTokenOf } from '../bearer/verify.ts';
import { isApiPath, routedPath } from './api-guard.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The outcome of an /api request's bearer token; null when it is not a bearer request. */
    bearer: BearerCheck | null;
  }
}

function isBearerCandidate(request: FastifyRequest, cookieName: string): boolean {
  if (request.cookies[cookieName] !== undefined) return false;
  try {
    return isApiPath(routedPath(request));
  } catch {
    return false;
  }
}

async function bearerPlugin(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const verifier = new BearerVerifier(config.bearer, async () => {
    const jwksUri = (await app.oidc.configuration()).serverMetadata().jwks_uri;
    if (!jwksUri) throw new Error('the identity provider publishes no jwks_uri');
    return jwksUri;
  });

  app.decorateRequest('bearer', null);

  // Before the rate limit's hook (security.ts registers after this plugin): it leaves a verified
  // token to the limits below; a refused one is counted by address like any request.
  app.addHook('onRequest', async (request) => {
    const token = bearerTokenOf(request.headers.authorization);
    if (token === null || !isBearerCandidate(request, config.session.cookieName)) return;
    const check = await verifier.verify(token);
    request.bearer = check;
    if (!check.ok) request.log.info({ reason: check.reason }, 'bearer token refused');
  });

  // Two limits with the rate limit's store (shared through Redis): the address's, as a browser's
  // /api limit, so that tokens of many people from one place cannot pass it; and one person's
  // through one OAuth client, so that every customer of a public client has a budget of their own
  // however many tokens they get, and none can use up another's. Answered here rather than
  // thrown: the API's error handlers (GraphQL's builds its context from the session) must not meet
  // a token that is over a limit and has no session yet.
  type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
  let limiters: { address: Limiter; person: Limiter } | null = null;
  const exceeded = async (request: FastifyRequest) => {
    limiters ??= {
      address: app.createRateLimit({
        timeWindow: 60_000,
        max: config.rateLimit.apiPerMinute,
        keyGenerator: (limited) => `bearer-address:${limited.ip}`,
      }),
      person: app.createRateLimit({
        timeWindow: 60_000,
        max: config.rateLimit.clientPerMinute,
        keyGenerator: (limited) => {
          const check = limited.bearer;
          if (!check?.ok) return 'client:';
          // The subject is a person's identifier: only its digest is a key of the store.
          const subject = createHash('sha256').update(check.subject).digest('base64url');
          return `client:${check.clientId}:${subject}`;
        },
      }),
    };
    for (const limit of [await limiters.address(request), await limiters.person(request)])
      if (!limit.isAllowed && limit.isExceeded) return limit;
    return null;
  };

  // After every onRequest hook and before the api-guard's route hook: the limits, then the
  // token's session, opened once per token.
  app.addHook('preParsing', async (request, reply, payload) => {
    const check = request.bearer;
    if (check === null || !check.ok) return payload;
    const limit = await exceeded(request);
    if (limit) {
      reply
        .code(429)
        .header('x-ratelimit-limit', limit.max)
        .header('x-ratelimit-remaining', 0)
        .header('x-ratelimit-reset', limit.ttlInSeconds)
        .header('retry-after', limit.ttlInSeconds)
        .send({ error: 'RATE_LIMITED', message: `Retry after ${limit.ttlInSeconds} s` });
      return payload;
    }
    try {
      request.portalSession = await bearerSession(app, request.log, check);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === 'UNAUTHENTICATED') reply.header('www-authenticate', BEARER_CHALLENGE);
      const { reason } = error.details;
      // A sent reply ends the hooks (the api-guard does not run).
      reply
        .code(HTTP_STATUS_OF[error.code])
        .send({ error: error.code, ...(typeof reason === 'string' ? { reason } : {}) });
    }
    return payload;
  });
}

export default fp(bearerPlugin, {
  name: 'bearer',
  fastify: '5.x',
  dependencies: ['session'],
});
