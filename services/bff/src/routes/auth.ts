// Sign-in and sign-out (§4, §7, docs/api.md): the authorization code flow with PKCE, state and
// nonce, the upstream login exchange, logout at the identity provider and silent renewal.
import { randomBytes } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SIGN_IN } from '@portal/shared/constants';
import { LOGIN_OUTCOME_ROUTES, loginOutcome } from '@portal/shared/errors';
import { canOpenQrInvoice } from '@portal/shared/inputs';
import { landingRoute } from '@portal/shared/segment';
import type { OAuthConfiguration, TokenPair } from '@portal/shared/types/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { findQrInvoice } from '../auth/qr.ts';
import { localPath, qrCookie, signInCookie } from '../auth/cookies.ts';
import { establishSession } from '../auth/establish.ts';
import { passesCsrf } from '../plugins/api-guard.ts';
import { segmentOf } from '../session/view.ts';
import { SessionEndedError, UpstreamError, UpstreamUnavailableError } from '../upstream/errors.ts';

const ErrorBody = Type.Object({ error: Type.String(), message: Type.Optional(Type.String()) });

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
export async function clearSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.portalSession) await request.server.sessions.destroy(request.portalSession.id);
  request.portalSession = null;
  reply.clearSessionCookie();
}

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;

  app.get(
    '/auth/login',
    {
      // A navigation with side effects: no automatic HEAD twin.
      exposeHeadRoute: false,
      schema: {
        querystring: Type.Object({
          locale: Type.Optional(Type.Union([Type.Literal('it'), Type.Literal('de')])),
          returnTo: Type.Optional(Type.String({ maxLength: 512 })),
        }),
        response: { 302: Type.Null(), 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const returnTo =
        request.query.returnTo === undefined ? null : localPath(request.query.returnTo);
      if (request.query.returnTo !== undefined && returnTo === null) {
        return reply
          .code(400)
          .send({ error: 'badRequest', message: 'returnTo must be a local path' });
      }
      let configuration: oidc.Configuration;
      try {
        configuration = await app.oidc.configuration();
      } catch (error) {
        request.log.error({ err: error }, 'identity provider discovery failed');
        return reply.redirect(unauthorizedLocation('signIn'), 302);
      }
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const params: Record<string, string> = {
        redirect_uri: config.oidc.redirectUri,
        scope: SIGN_IN.scope,
        response_type: SIGN_IN.responseType,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      };
      if (request.query.locale) params.ui_locales = request.query.locale;
      signInCookie.write(reply, {
        state,
        nonce,
        verifier,
        returnTo,
        locale: request.query.locale ?? null,
        // One fingerprint per browser: kept across sign-ins while a session exists.
        fingerprint: request.portalSession?.fingerprint ?? newFingerprint(),
        createdAt: Date.now(),
      });
      return reply.redirect(oidc.buildAuthorizationUrl(configuration, params).href, 302);
    },
  );

  app.get(
    '/auth/callback',
    {
      // A navigation with side effects: no automatic HEAD twin.
      exposeHeadRoute: false,
      schema: {
        // The identity provider's answer (RFC 6749 §4.1.2); openid-client validates it in full.
        querystring: Type.Object(
          {
            code: Type.Optional(Type.String({ maxLength: 2048 })),
            state: Type.Optional(Type.String({ maxLength: 512 })),
            iss: Type.Optional(Type.String({ maxLength: 512 })),
            error: Type.Optional(Type.String({ maxLength: 256 })),
            error_description: Type.Optional(Type.String({ maxLength: 2048 })),
          },
          { additionalProperties: true },
        ),
        response: { 302: Type.Null(), 400: ErrorBody },
      },
    },
    async (request, reply) => {
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
      const subject = idpTokens.claims()?.sub;

      // §7: the identity provider's user info; §8 'Errore Informazioni Utente AWS' on failure.
      let profile: oidc.UserInfoResponse;
      try {
        profile = await oidc.fetchUserInfo(
          configuration,
          idpTokens.access_token,
          subject ?? oidc.skipSubjectCheck,
        );
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
        return reply.redirect(
          outcome === 'unauthorized' ? unauthorizedLocation('signIn') : target,
          302,
        );
      }

      const pending = qrCookie.read(request);
      const result = await establishSession(app, request.log, {
        tokens: portalTokens,
        fingerprint: checks.fingerprint,
        idp: {
          accessToken: idpTokens.access_token,
          ...(idpTokens.id_token ? { idToken: idpTokens.id_token } : {}),
        },
        profile: {
          name: typeof profile.name === 'string' ? profile.name : null,
          locale: typeof profile.locale === 'string' ? profile.locale : null,
        },
        impersonation: null,
        qrPending: pending,
      });
      if (!result.ok) return reply.redirect(unauthorizedLocation(result.error), 302);

      // §9: a new session id at every sign-in; the previous session (if any) is gone.
      if (request.portalSession) await app.sessions.destroy(request.portalSession.id);
      const { session } = result;
      request.portalSession = session;
      reply.setSessionCookie(session.id);
      const segment = segmentOf(session);
      request.log.info({ segment }, 'signed in');

      let location = checks.returnTo ?? landingRoute(segment);
      if (pending) {
        // §4: a pending QR invoice is checked again for retail users only, then removed; a failed
        // check lets the session continue.
        qrCookie.clear(reply);
        if (canOpenQrInvoice(segment)) {
          try {
            location =
              (await findQrInvoice(app.upstream, { session, log: request.log }, pending)) ??
              landingRoute(segment);
          } catch (error) {
            if (error instanceof SessionEndedError) throw error;
            request.log.warn({ err: error }, 'pending QR invoice check failed');
            location = landingRoute(segment);
          }
        } else {
          location = landingRoute(segment);
        }
        session.qrPending = null;
        await app.sessions.set(session);
      }
      return reply.redirect(location, 302);
    },
  );

  app.get(
    '/auth/logout',
    { exposeHeadRoute: false, schema: { response: { 302: Type.Null() } } },
    async (request, reply) => {
      const idToken = request.portalSession?.idp.idToken;
      await clearSession(request, reply);
      return reply.redirect(
        await endSessionLocation(request, config.oidc.postLogoutRedirectUri, idToken),
        302,
      );
    },
  );

  app.post(
    '/auth/silent-refresh',
    {
      schema: {
        response: {
          200: Type.Object({ expiresAt: Type.String() }),
          401: ErrorBody,
          403: ErrorBody,
          504: Type.Object({ error: Type.Literal('timeout'), retryAfterMs: Type.Number() }),
        },
      },
    },
    async (request, reply) => {
      if (!passesCsrf(request, config.allowedOrigins))
        return reply.code(403).send({ error: 'csrf' });
      const session = request.portalSession;
      if (!session) return reply.code(401).send({ error: 'unauthenticated' });
      const renewBefore = SIGN_IN.accessTokenExpiringNotificationSeconds * 1000;
      if (session.tokens.accessTokenExpiresAt - Date.now() > renewBefore) {
        return { expiresAt: new Date(session.tokens.accessTokenExpiresAt).toISOString() };
      }
      const timeout = Symbol('timeout');
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<typeof timeout>((resolve) => {
        timer = setTimeout(() => resolve(timeout), SIGN_IN.silentRequestTimeoutMs);
      });
      try {
        const outcome = await Promise.race([
          app.upstream.refresh({ session, log: request.log }, session.tokens.accessToken),
          deadline,
        ]);
        if (outcome === timeout) throw new UpstreamUnavailableError('aborted');
      } catch (error) {
        // §4: on a renewal time-out the caller retries after 5 seconds.
        if (error instanceof UpstreamUnavailableError) {
          return reply
            .code(504)
            .send({ error: 'timeout', retryAfterMs: SIGN_IN.silentRenewRetryMs });
        }
        throw error;
      } finally {
        clearTimeout(timer);
      }
      return { expiresAt: new Date(session.tokens.accessTokenExpiresAt).toISOString() };
    },
  );
};
