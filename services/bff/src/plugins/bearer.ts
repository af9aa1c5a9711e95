// Bearer access for other channels (docs/decisions/0008-bearer-access.md). An
// /api request without the session cookie that sends `Authorization: Bearer <token>` is judged by
// its token instead of the cookie and CSRF rules: the token is verified when the request arrives,
// before the rate limit, which counts it under its OAuth client; its session (bearer/session.ts)
// is opened or found once the rate limit has let it through, and the api-guard refuses what
// failed. A request that carries the session cookie is a browser's: the bearer header is not read
// and the cookie and CSRF rules apply as they always did.
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

  // Before the rate limit's hook (security.ts registers after this plugin): the limit keys a
  // verified token by its client; a refused one is counted by address like any request.
  app.addHook('onRequest', async (request) => {
    const token = bearerTokenOf(request.headers.authorization);
    if (token === null || !isBearerCandidate(request, config.session.cookieName)) return;
    const check = await verifier.verify(token);
    request.bearer = check;
    if (!check.ok) request.log.info({ reason: check.reason }, 'bearer token refused');
  });

  // The limit per OAuth client, with the rate limit's store (shared through Redis). Answered here
  // rather than thrown: the API's error handlers (GraphQL's builds its context from the session)
  // must not meet a token that is over its client's limit and has no session yet.
  let limiter: ReturnType<FastifyInstance['createRateLimit']> | null = null;
  const clientLimit = (request: FastifyRequest) => {
    limiter ??= app.createRateLimit({
      timeWindow: 60_000,
      max: config.rateLimit.clientPerMinute,
      keyGenerator: (limited) => `client:${limited.bearer?.ok ? limited.bearer.clientId : ''}`,
    });
    return limiter(request);
  };

  // After every onRequest hook and before the api-guard's route hook: the client's limit, then
  // the token's session, opened once per token.
  app.addHook('preParsing', async (request, reply, payload) => {
    const check = request.bearer;
    if (check === null || !check.ok) return payload;
    const limit = await clientLimit(request);
    if (!limit.isAllowed && limit.isExceeded) {
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
