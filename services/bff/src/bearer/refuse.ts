// The answer to a refused bearer token: the API's error body and, for a token
// that is not good, RFC 6750 §3's WWW-Authenticate challenge.
import type { FastifyReply } from 'fastify';
import type { RefusedBearer } from './verify.ts';

export const BEARER_CHALLENGE = 'Bearer error="invalid_token"';

export function refuseBearer(reply: FastifyReply, check: RefusedBearer): FastifyReply {
  // The identity provider's keys could not be read: the token may well be good.
  if (check.kind === 'unavailable')
    return reply.code(503).send({ error: 'UPSTREAM_UNAVAILABLE', reason: 'keysUnavailable' });
  return reply
    .code(401)
    .header('www-authenticate', BEARER_CHALLENGE)
    .send({ error: 'UNAUTHENTICATED', reason: 'invalidToken' });
}
