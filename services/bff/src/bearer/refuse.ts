// The answer to a refused bearer token: the API's error body and, for a token
// that is not good, RFC 6750 §3's WWW-Authenticate challenge.
import type { FastifyReply } from 'fastify';
import type { RefusedBearer } from './verify.ts';

export const BEARER_CHALLENGE = 'Bearer error="invalid_token"';

/** RFC 6750 §3.1: the token is good but does not grant the scope the API needs. */
export function scopeChallenge(scope: string): string {
  return `Bearer error="insufficient_scope", scope="${scope}"`;
}

export function refuseBearer(
  reply: FastifyReply,
  check: RefusedBearer,
  scope: string,
): FastifyReply {
  // The identity provider's keys could not be read: the token may well be good.
  if (check.kind === 'unavailable')
    return reply.code(503).send({ error: 'UPSTREAM_UNAVAILABLE', reason: 'keysUnavailable' });
  // A good token that may not call the API: its client is not allowed, or it lacks the scope.
  if (check.kind === 'forbidden') {
    if (check.reason === 'insufficientScope')
      reply.header('www-authenticate', scopeChallenge(scope));
    return reply.code(403).send({ error: 'FORBIDDEN', reason: check.reason });
  }
  return reply
    .code(401)
    .header('www-authenticate', BEARER_CHALLENGE)
    .send({ error: 'UNAUTHENTICATED', reason: 'invalidToken' });
}
