// The session behind another channel's access token (decision 0008): the same
// session a browser gets, opened the same way (establishSession: the user info, the checks of §5,
// the section probes), so the same object-level authorization and upstream policy apply. The
// upstream API takes the supplier's portal tokens only, so the identity provider's token is
// exchanged for them once, through the login exchange of §4 — the one the browser's sign-in makes.
// The session is kept in the session store under an id derived from the token, and ends with it.
import { createHash } from 'node:crypto';
import { isErrorReason } from '@portal/shared/api/errors';
import type { OAuthConfiguration, TokenPair } from '@portal/upstream-contract/rest';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { establishSession } from '../auth/establish.ts';
import { ApiError } from '../errors/api-error.ts';
import type { PortalSession } from '../session/types.ts';
import { UpstreamError } from '../upstream/errors.ts';
import type { VerifiedBearer } from './verify.ts';

/**
 * The store id of a token's session. A browser's session id is 43 base64url characters and only
 * ever reaches the store through a signed cookie, so neither can name the other's session.
 */
export function bearerSessionId(token: string): string {
  return `bearer:${createHash('sha256').update(token).digest('base64url')}`;
}

async function oauthConfigId(app: FastifyInstance): Promise<string> {
  const list = (
    await app.upstream.anonymous<OAuthConfiguration[]>({
      method: 'GET',
      path: '/api/configurations',
    })
  ).body;
  const first = Array.isArray(list) ? list[0] : undefined;
  if (typeof first?.oAuthConfigId !== 'string' || first.oAuthConfigId === '')
    throw new UpstreamError(502, 'oauthConfigurationMissing', {});
  return first.oAuthConfigId;
}

/** Upstream's login exchange for the token: the portal tokens, or the refusal in the API's words. */
async function exchange(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  bearer: VerifiedBearer,
  fingerprint: string,
): Promise<TokenPair> {
  try {
    return (
      await app.upstream.anonymous<TokenPair>({
        method: 'POST',
        path: '/api/oauth/login',
        body: {
          OAuthConfigId: await oauthConfigId(app),
          Token: bearer.token,
          Fingerprint: fingerprint,
        },
      })
    ).body;
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status >= 500) throw error;
    log.info(
      { status: error.status, marker: error.code, client: bearer.clientId },
      'bearer login exchange refused',
    );
    // §8: a person without a customer record or not active is refused as the sign-in refuses them.
    if (error.status === 403)
      throw new ApiError('FORBIDDEN', 'No customer record for this token', {
        ...(isErrorReason(error.code) ? { reason: error.code } : {}),
      });
    throw new ApiError('UNAUTHENTICATED', 'The token was not accepted', { reason: 'invalidToken' });
  }
}

async function open(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  bearer: VerifiedBearer,
  id: string,
): Promise<PortalSession> {
  // Upstream binds a refresh token to the fingerprint of its login: one per token.
  const fingerprint = id.slice('bearer:'.length, 'bearer:'.length + 32);
  const tokens = await exchange(app, log, bearer, fingerprint);
  const result = await establishSession(app, log, {
    tokens,
    fingerprint,
    // The channel's token is not kept: the session's id is its digest.
    idp: { accessToken: '' },
    profile: { name: null, locale: null },
    impersonation: null,
    qrPending: null,
    bearer: { id, clientId: bearer.clientId, expiresAt: bearer.expiresAt },
  });
  if (!result.ok)
    throw new ApiError('FORBIDDEN', 'No customer data for this token', { reason: result.error });
  log.info({ client: bearer.clientId }, 'bearer session opened');
  return result.session;
}

/**
 * The token's session: the stored one, or a new one opened once however many requests bring the
 * token at the same time (under a lock, across replicas with Redis).
 */
export async function bearerSession(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  bearer: VerifiedBearer,
): Promise<PortalSession> {
  const id = bearerSessionId(bearer.token);
  const stored = await app.sessions.get(id);
  if (stored?.bearer) return stored;
  return app.sessions.withLock(`bearer-open:${id}`, async () => {
    const again = await app.sessions.get(id);
    if (again?.bearer) return again;
    return open(app, log, bearer, id);
  });
}
