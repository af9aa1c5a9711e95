// Ways out of a session: the error page address, the identity provider's end-session address
// (§4 logout) and clearing the session here.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import type { SessionEndCause } from '../session/types.ts';

export function unauthorizedLocation(code: string, extra: Record<string, string> = {}): string {
  return `/unauthorized?${new URLSearchParams({ error: code, ...extra }).toString()}`;
}

export function newFingerprint(): string {
  return randomBytes(16).toString('hex');
}

/**
 * The identity provider's end-session address (§4 logout): client id and return address only. No
 * id_token_hint: the ID token would travel in the browser's address bar, history and the
 * provider's access log (docs/decisions). '/' when the address cannot be discovered.
 */
export async function endSessionLocation(
  request: FastifyRequest,
  returnTo: string,
): Promise<string> {
  const { config } = request.server;
  try {
    const configuration = await request.server.oidc.configuration();
    return oidc.buildEndSessionUrl(configuration, {
      client_id: config.oidc.clientId,
      post_logout_redirect_uri: returnTo,
    }).href;
  } catch (error) {
    request.log.warn({ err: error }, 'end-session address unavailable');
    return '/';
  }
}

/** Ends the current session here (store and cookie). */
export async function clearSession(
  request: FastifyRequest,
  reply: FastifyReply,
  cause: SessionEndCause = 'signedOut',
): Promise<void> {
  if (request.portalSession) await request.server.sessions.destroy(request.portalSession.id, cause);
  request.portalSession = null;
  reply.clearSessionCookie();
}
