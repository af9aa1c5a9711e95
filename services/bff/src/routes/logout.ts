// Logout (§4) without cross-site sign-outs (security standard "CSRF"). SameSite=Lax sends the session
// cookie on a top-level GET from any site, so a GET signs out only when it comes from the portal
// itself (Fetch Metadata, else Origin or Referer). Any other GET gets a small page in the customer's
// language whose button signs out by POST; the POST carries the portal's Origin.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LOCALE_COOKIE, LOCALES, type Locale } from '@portal/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearSession, endSessionLocation } from '../auth/exits.ts';
import { passesCsrf } from '../plugins/api-guard.ts';
import { languageOf } from '../session/view.ts';
import { localeForms, type LocaleForm } from './locale-forms.ts';

const ErrorBody = Type.Object({ error: Type.String(), message: Type.Optional(Type.String()) });

const TEXTS = {
  it: {
    title: 'Esci dal portale',
    body: 'Vuoi uscire dal portale clienti? La richiesta non è partita da una pagina del portale.',
    button: 'Esci',
  },
  de: {
    title: 'Vom Portal abmelden',
    body: 'Möchten Sie sich vom Kundenportal abmelden? Die Anfrage kam nicht von einer Seite des Portals.',
    button: 'Abmelden',
  },
} as const satisfies Record<Locale, { title: string; body: string; button: string }>;

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * A navigation the portal started (or a typed address): Sec-Fetch-Site same-origin or none. A
 * browser without Fetch Metadata is judged by the Origin, else the Referer (the portal's referrer
 * policy keeps the origin on same-origin navigations).
 */
export function fromThePortal(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin ?? originOf(request.headers.referer);
  return origin !== undefined && allowedOrigins.includes(origin);
}

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The page's language: the path's prefix, else the session's (§5), else the locale cookie (§9). */
function pageLanguage(request: FastifyRequest, form: LocaleForm): Locale {
  if (form.locale) return form.locale;
  if (request.portalSession) return languageOf(request.portalSession);
  const cookie = request.cookies[LOCALE_COOKIE.name];
  return isLocale(cookie) ? cookie : 'it';
}

function confirmationPage(language: Locale, action: string): string {
  const t = TEXTS[language];
  // No data of the request reaches the page: the action is the registered path.
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a}button{font:inherit;padding:.5rem 1.25rem;cursor:pointer}</style>
</head>
<body>
<main>
<h1>${t.title}</h1>
<p>${t.body}</p>
<form method="post" action="${action}"><button type="submit">${t.button}</button></form>
</main>
</body>
</html>
`;
}

export const logoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  // The page's form posts here and is redirected on to the identity provider's end-session page:
  // form-action must allow both (browsers check it on the redirect too).
  const idpOrigin = new URL(config.oidc.issuer).origin;
  const pagePolicy = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${idpOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');

  // A form without fields posts an empty urlencoded body; this scope accepts and ignores it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  async function signOut(request: FastifyRequest, reply: FastifyReply, status: 302 | 303) {
    const idToken = request.portalSession?.idp.idToken;
    await clearSession(request, reply);
    return reply.redirect(
      await endSessionLocation(request, config.oidc.postLogoutRedirectUri, idToken),
      status,
    );
  }

  // §2: /auth/logout, /it/auth/logout and /de/auth/logout.
  for (const form of localeForms('/auth/logout')) {
    app.get(
      form.url,
      {
        exposeHeadRoute: false,
        schema: { response: { 302: Type.Null(), 200: Type.String() } },
      },
      async (request, reply) => {
        if (fromThePortal(request, config.allowedOrigins)) return signOut(request, reply, 302);
        request.log.info('logout from another site: asking first');
        return reply
          .code(200)
          .header('cache-control', 'no-store')
          .header('content-security-policy', pagePolicy)
          .type('text/html; charset=utf-8')
          .send(confirmationPage(pageLanguage(request, form), form.url));
      },
    );

    app.post(
      form.url,
      { schema: { response: { 303: Type.Null(), 403: ErrorBody } } },
      async (request, reply) => {
        // The page's button (a form: the portal's Origin) or a client call with the CSRF header.
        const origin = request.headers.origin;
        const formOfThePortal =
          origin !== undefined &&
          config.allowedOrigins.includes(origin) &&
          fromThePortal(request, config.allowedOrigins);
        if (!formOfThePortal && !passesCsrf(request, config.allowedOrigins)) {
          return reply.code(403).send({ error: 'csrf' });
        }
        return signOut(request, reply, 303);
      },
    );
  }
};
