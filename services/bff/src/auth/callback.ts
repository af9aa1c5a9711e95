// Completing a sign-in (§4, §7): the authorization code exchange with PKCE, state and nonce, the
// identity provider's user info, the OAuth configuration, the upstream login exchange, a fresh
// session, and the landing route, return path or pending QR invoice.
import { LOGIN_OUTCOME_ROUTES, loginOutcome } from '@portal/shared/errors';
import { canOpenQrInvoice } from '@portal/shared/inputs';
import { inLanguage } from '@portal/shared/routes';
import type { OAuthConfiguration, TokenPair } from '@portal/upstream-contract/rest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { landingPathOf, segmentOf } from '../session/view.ts';
import { SessionEndedError, UpstreamError } from '../upstream/errors.ts';
import { localPath, qrCookie, registrationCookie, signInCookie } from './cookies.ts';
import { establishSession } from './establish.ts';
import { unauthorizedLocation } from './exits.ts';
import { linkToIdp } from './idp-sessions.ts';
import { findQrInvoice, qrNotFoundLocation } from './qr.ts';

export async function completeSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const app = request.server;
  const { config } = app;
  const checks = signInCookie.read(request);
  signInCookie.clear(reply);
  if (!checks) return reply.redirect(unauthorizedLocation('signIn'), 302);

  let idpTokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  let configuration: oidc.Configuration;
  try {
    configuration = await app.oidc.configuration();
    idpTokens = await oidc.authorizationCodeGrant(
      configuration,
      new URL(request.url, config.publicOrigin),
      {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      },
    );
  } catch (error) {
    request.log.warn({ err: error }, 'authorization code exchange failed');
    return reply.redirect(unauthorizedLocation('signIn'), 302);
  }
  // §8 sign-in error 'ID token missing subject': without a subject the user info cannot be tied
  // to the signed-in person, so the sign-in fails instead of skipping that check.
  const subject = idpTokens.claims()?.sub;
  if (typeof subject !== 'string' || subject === '') {
    request.log.warn('ID token missing subject');
    return reply.redirect(unauthorizedLocation('signIn'), 302);
  }

  // §7: the identity provider's user info; §8 'Errore Informazioni Utente AWS' on failure.
  let profile: oidc.UserInfoResponse;
  try {
    profile = await oidc.fetchUserInfo(configuration, idpTokens.access_token, subject);
  } catch (error) {
    request.log.warn({ err: error }, 'identity provider user info failed');
    return reply.redirect(unauthorizedLocation('cloudUserInfo'), 302);
  }

  // §5: a missing or empty OAuth configuration → 'Errore OAuth Configurations'.
  let configId: string | null = null;
  try {
    const list = (
      await app.upstream.anonymous<OAuthConfiguration[]>({
        method: 'GET',
        path: '/api/configurations',
        log: request.log,
      })
    ).body;
    const first = Array.isArray(list) ? list[0] : undefined;
    configId =
      typeof first?.oAuthConfigId === 'string' && first.oAuthConfigId !== ''
        ? first.oAuthConfigId
        : null;
  } catch (error) {
    request.log.warn({ err: error }, 'OAuth configurations unavailable');
  }
  if (configId === null)
    return reply.redirect(unauthorizedLocation('oauthConfigurationMissing'), 302);

  let portalTokens: TokenPair;
  try {
    portalTokens = (
      await app.upstream.anonymous<TokenPair>({
        method: 'POST',
        path: '/api/oauth/login',
        body: {
          OAuthConfigId: configId,
          Token: idpTokens.access_token,
          Fingerprint: checks.fingerprint,
        },
        log: request.log,
      })
    ).body;
  } catch (error) {
    // §4, §8: userNotFound → registration, UserNotActive → /disabled, anything else → /unauthorized.
    const outcome =
      error instanceof UpstreamError ? loginOutcome(error.status, error.code) : 'unauthorized';
    request.log.info(
      { outcome, status: error instanceof UpstreamError ? error.status : null },
      'login exchange refused',
    );
    const target = LOGIN_OUTCOME_ROUTES[outcome];
    if (outcome === 'redirect') {
      // Registration: the identity's token goes with the registration's calls.
      registrationCookie.write(reply, {
        idpAccessToken: idpTokens.access_token,
        email: typeof profile.email === 'string' ? profile.email : null,
        createdAt: Date.now(),
        customer: null,
      });
      return reply.redirect(inLanguage(target, checks.locale), 302);
    }
    return reply.redirect(
      outcome === 'unauthorized' ? unauthorizedLocation('signIn') : target,
      302,
    );
  }

  const pending = qrCookie.read(request);
  const result = await establishSession(app, request.log, {
    tokens: portalTokens,
    fingerprint: checks.fingerprint,
    idp: { accessToken: idpTokens.access_token },
    profile: {
      name: typeof profile.name === 'string' ? profile.name : null,
      locale: typeof profile.locale === 'string' ? profile.locale : null,
    },
    impersonation: null,
    qrPending: pending,
  });
  if (!result.ok) return reply.redirect(unauthorizedLocation(result.error), 302);

  // §9: a new session id at every sign-in; the previous session (if any) is gone.
  if (request.portalSession) await app.sessions.destroy(request.portalSession.id, 'replaced');
  const { session } = result;
  // Back-channel logout: the provider names this session by its sid (or the subject) when it ends.
  const sid = idpTokens.claims()?.sid;
  await linkToIdp(
    app.sessions,
    session.id,
    { sub: subject, ...(typeof sid === 'string' && sid !== '' ? { sid } : {}) },
    config.session.maxAgeSeconds,
  );
  request.portalSession = session;
  reply.setSessionCookie(session.id);
  // Decision 0023: a customer with alerts gets their job's credential renewed (paused alerts resume).
  await app.renewAlerts(session, request.log);
  const segment = segmentOf(session);
  request.log.info({ segment }, 'signed in');

  // §2, §5: the landing route in the session's language ('/de/retail' for a German customer).
  const landing = landingPathOf(session);
  // The return path was checked when it was stored; it is checked again where it is followed.
  let location = localPath(checks.returnTo) ?? landing;
  if (pending) {
    // §4: a pending QR invoice is checked again for retail users only, then removed; a failed
    // check lets the session continue. An invoice that is not the customer's shows §8's 'Fattura
    // non trovata per questo utente.' on the bills list, as it does for a signed-in customer.
    qrCookie.clear(reply);
    if (canOpenQrInvoice(segment)) {
      try {
        location =
          (await findQrInvoice(app.upstream, { session, log: request.log }, pending)) ??
          qrNotFoundLocation(session, pending.locale);
      } catch (error) {
        if (error instanceof SessionEndedError) throw error;
        request.log.warn({ err: error }, 'pending QR invoice check failed');
        location = landing;
      }
    } else {
      location = landing;
    }
    session.qrPending = null;
    await app.sessions.set(session);
  }
  return reply.redirect(location, 302);
}
