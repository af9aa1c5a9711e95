import { localeForms } from '@portal/shared/routes';
// Logout (§4) without cross-site sign-outs (security standard "CSRF"). SameSite=Lax sends the session
// cookie on a top-level GET from any site, so a GET signs out only when it comes from the portal
// itself (Fetch Metadata, else Origin or Referer). Any other GET gets a small page in the customer's
// language whose button signs out by POST; the POST carries the portal's Origin.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../errors/error-body.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearSession, endSessionLocation } from '../auth/exits.ts';
import { fromThePortal, navigationErrors, sendNotice } from '../pages/navigation.ts';
import { CSRF_HEADER, passesCsrf } from '../plugins/api-guard.ts';

export const logoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  // The page's form posts here and is redirected on to the identity provider's end-session page:
  // form-action must allow both (browsers check it on the redirect too).
  const idpOrigin = new URL(config.oidc.issuer).origin;
  const confirmation = (path: string, status: 200 | 403) =>
    ({
      status,
      notice: 'confirmLogout',
      post: { action: 'signOut', path },
      links: ['stay'],
      formTarget: idpOrigin,
    }) as const;

  // A form without fields posts an empty urlencoded body; this scope accepts and ignores it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  async function signOut(request: FastifyRequest, reply: FastifyReply, status: 302 | 303) {
    await clearSession(request, reply);
    return reply.redirect(
      await endSessionLocation(request, config.oidc.postLogoutRedirectUri),
      status,
    );
  }

  // §2: /auth/logout, /it/auth/logout and /de/auth/logout.
  for (const form of localeForms('/auth/logout')) {
    app.get(
      form.url,
      {
        exposeHeadRoute: false,
        errorHandler: navigationErrors('failed', ['home']),
        schema: { response: { 302: Type.Null(), 200: Type.String() } },
      },
      async (request, reply) => {
        if (fromThePortal(request, config.allowedOrigins)) return signOut(request, reply, 302);
        request.log.info('logout from another site: asking first');
        return sendNotice(request, reply, confirmation(form.url, 200));
      },
    );

    app.post(
      form.url,
      {
        errorHandler: navigationErrors('failed', ['home']),
        schema: { response: { 303: Type.Null(), 403: Type.Union([ErrorBody, Type.String()]) } },
      },
      async (request, reply) => {
        // The page's button (a form: the portal's Origin) or a client call with the CSRF header.
        const origin = request.headers.origin;
        const formOfThePortal =
          origin !== undefined &&
          config.allowedOrigins.includes(origin) &&
          fromThePortal(request, config.allowedOrigins);
        if (!formOfThePortal && !passesCsrf(request, config.allowedOrigins)) {
          // A client call (it sends the CSRF header) gets the API's answer; a form posted from
          // elsewhere gets the question again, to be answered on the portal's own page.
          if (request.headers[CSRF_HEADER] !== undefined)
            return reply.code(403).send({ error: 'CSRF_REJECTED' });
          return sendNotice(request, reply, confirmation(form.url, 403));
        }
        return signOut(request, reply, 303);
      },
    );
  }
};
