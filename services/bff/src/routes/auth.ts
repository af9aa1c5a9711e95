// Sign-in (§4, §7, docs/api.md): the authorization code flow with PKCE, state and nonce, the
// upstream login exchange and silent renewal. Logout is in logout.ts.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../errors/error-body.ts';
import { SIGN_IN } from '@portal/shared/constants';
import { localeForms } from '@portal/shared/routes';
import * as oidc from 'openid-client';
import { completeSignIn } from '../auth/callback.ts';
import { localPath, signInCookie } from '../auth/cookies.ts';
import { newFingerprint, unauthorizedLocation } from '../auth/exits.ts';
import { navigationErrors, sendNotice } from '../pages/navigation.ts';
import { passesCsrf } from '../plugins/api-guard.ts';
import { UpstreamUnavailableError } from '../upstream/errors.ts';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;

  // §2: /auth/login, /it/auth/login and /de/auth/login; a prefix names the language of the
  // identity provider's page when the query does not.
  for (const form of localeForms('/auth/login')) {
    app.get(
      form.url,
      {
        // A navigation with side effects: no automatic HEAD twin.
        exposeHeadRoute: false,
        // A bad link answers a page with the way forward, not JSON.
        errorHandler: navigationErrors('signInBadRequest', ['signIn', 'home']),
        schema: {
          querystring: Type.Object({
            locale: Type.Optional(Type.Union([Type.Literal('it'), Type.Literal('de')])),
            returnTo: Type.Optional(Type.String({ maxLength: 512 })),
          }),
          response: { 302: Type.Null(), 400: Type.String() },
        },
      },
      async (request, reply) => {
        const returnTo =
          request.query.returnTo === undefined ? null : localPath(request.query.returnTo);
        if (request.query.returnTo !== undefined && returnTo === null) {
          request.log.info('sign-in with a return path that is not local: refused');
          return sendNotice(request, reply, {
            status: 400,
            notice: 'signInBadRequest',
            links: ['signIn', 'home'],
          });
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
        const locale = request.query.locale ?? form.locale;
        if (locale) params.ui_locales = locale;
        signInCookie.write(reply, {
          state,
          nonce,
          verifier,
          returnTo,
          locale,
          // One fingerprint per browser: kept across sign-ins while a session exists.
          fingerprint: request.portalSession?.fingerprint ?? newFingerprint(),
          createdAt: Date.now(),
        });
        return reply.redirect(oidc.buildAuthorizationUrl(configuration, params).href, 302);
      },
    );
  }

  app.get(
    '/auth/callback',
    {
      // A navigation with side effects: no automatic HEAD twin.
      exposeHeadRoute: false,
      errorHandler: navigationErrors('signInFailed', ['signIn', 'home']),
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
        response: { 302: Type.Null(), 400: Type.String() },
      },
    },
    async (request, reply) => {
      await completeSignIn(request, reply);
    },
  );

  for (const form of localeForms('/auth/silent-refresh')) {
    app.post(
      form.url,
      {
        schema: {
          response: {
            200: Type.Object({ expiresAt: Type.String() }),
            401: ErrorBody,
            403: ErrorBody,
            504: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        if (!passesCsrf(request, config.allowedOrigins))
          return reply.code(403).send({ error: 'CSRF_REJECTED' });
        const session = request.portalSession;
        if (!session) return reply.code(401).send({ error: 'UNAUTHENTICATED' });
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
            return reply.code(504).send({
              error: 'UPSTREAM_UNAVAILABLE',
              reason: 'timeout',
              retryAfterMs: SIGN_IN.silentRenewRetryMs,
            });
          }
          throw error;
        } finally {
          clearTimeout(timer);
        }
        return { expiresAt: new Date(session.tokens.accessTokenExpiresAt).toISOString() };
      },
    );
  }
};
