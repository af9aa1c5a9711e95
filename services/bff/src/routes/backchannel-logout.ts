// Back-channel logout (OpenID Connect Back-Channel Logout 1.0): when the identity provider ends a
// customer's session there (sign out everywhere, a password reset, a disabled account), it posts a
// signed logout token here, server to server, and every portal session opened by that provider
// session (or, with a subject only, every session of that customer) ends on every replica. The
// customer's next request is signed out. No cookie and no CSRF header: the token is the proof.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endIdpSessions } from '../auth/idp-sessions.ts';
import { LogoutTokenVerifier } from '../auth/logout-token.ts';

export const BACKCHANNEL_LOGOUT_PATH = '/auth/backchannel-logout';
/** The provider signs a logout token for the moment it posts it (oidc-provider: 2 minutes). */
const LOGOUT_TOKEN_MAX_AGE_SECONDS = 120;
const CLOCK_SKEW_SECONDS = 30;
const FORM_BODY_LIMIT_BYTES = 16 * 1024;

/** The OAuth 2.0 error form the specification names for a refused request (§2.8). */
const Refused = Type.Object({
  error: Type.Literal('invalid_request'),
  error_description: Type.String(),
});

export const backchannelLogoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const verifier = new LogoutTokenVerifier(
    {
      issuer: config.oidc.issuer,
      clientId: config.oidc.clientId,
      clockSkewSeconds: CLOCK_SKEW_SECONDS,
      maxAgeSeconds: LOGOUT_TOKEN_MAX_AGE_SECONDS,
    },
    async () => {
      const jwksUri = (await app.oidc.configuration()).serverMetadata().jwks_uri;
      if (!jwksUri) throw new Error('the identity provider publishes no jwks_uri');
      return jwksUri;
    },
    (key, ttlSeconds) => app.sessions.claimOnce(key, ttlSeconds),
  );

  // The provider posts a form (§2.5); nothing else is read here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    BACKCHANNEL_LOGOUT_PATH,
    {
      // A request without its token is answered in the specification's form too (below).
      attachValidation: true,
      config: {
        // Its own count per address, above the sign-in routes': one provider address posts a
        // token for every customer it signs out, and a refused 429 would leave a session open.
        rateLimit: {
          max: config.rateLimit.apiPerMinute,
          keyGenerator: (request) => `backchannel:${request.ip}`,
        },
      },
      schema: {
        body: Type.Object({ logout_token: Type.String({ minLength: 1, maxLength: 8192 }) }),
        response: { 200: Type.Literal(''), 400: Refused, 503: Refused },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (request.validationError)
        return reply
          .code(400)
          .send({ error: 'invalid_request', error_description: 'missingToken' });
      const check = await verifier.verify(request.body.logout_token);
      if (!check.ok) {
        request.log.warn({ reason: check.reason }, 'logout token refused');
        return reply
          .code(check.kind === 'invalid' ? 400 : 503)
          .send({ error: 'invalid_request', error_description: check.reason });
      }
      const ended = await endIdpSessions(app.sessions, check);
      request.log.info(
        { ended, by: check.sid ? 'sid' : 'sub' },
        'sessions ended by the identity provider',
      );
      // §2.8: 200 OK; the body says nothing.
      return reply.code(200).type('text/plain; charset=utf-8').send('');
    },
  );
};
