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

/** The identity provider's end-session address (§4 logout); '/' when it cannot be discovered. */
export async function endSessionLocation(
  request: FastifyRequest,
  returnTo: string,
  idToken?: string,
): Promise<string> {
  const { config } = request.server;
  try {
    const configuration = await request.server.oidc.configuration();
    const params: Record<string, string> = {
      client_id: config.oidc.clientId,
      post_logout_redirect_uri: returnTo,
    };
    if (idToken) params.id_token_hint = idToken;
    return oidc.buildEndSessionUrl(configuration, params).href;
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
