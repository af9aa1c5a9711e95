// Mounts the identity provider under /oidc: the sandbox's own interaction pages (sign-in; consent
// is automatic for the first-party client) and, for every other path, the provider's node callback
// with the request body left unread so that the provider parses it itself.
import type { IncomingMessage } from 'node:http';
import formbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { findAccount } from '../data/accounts.ts';
import { errorPage, loginPage, pickLocale, type LoginError, type PageLocale } from './pages.ts';
import { IDP_PREFIX, PORTAL_SCOPES, type Idp } from './provider.ts';

const InteractionParams = Type.Object({ uid: Type.String({ minLength: 1, maxLength: 200 }) });
const LoginForm = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 320 })),
  password: Type.Optional(Type.String({ maxLength: 1024 })),
});

/**
 * The sign-in page needs nothing but its inline style; its form ends (through the provider's
 * redirects) on the client's redirect address, which browsers check against form-action: a portal
 * origin, or the loopback listener of a native app (RFC 8252 §7.3, any port).
 */
function contentSecurityPolicy(formTargets: string[]): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${formTargets.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/**
 * The origin of an interaction's redirect address when it is a loopback listener (a native app's,
 * already checked against the client's registration by the provider); nothing otherwise.
 */
export function loopbackOrigin(redirectUri: unknown): string[] {
  if (typeof redirectUri !== 'string') return [];
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return [];
  }
  const loopback = url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  return url.protocol === 'http:' && loopback ? [url.origin] : [];
}

async function interactionPages(
  scope: FastifyInstance,
  idp: Idp,
  portalOrigins: string[],
): Promise<void> {
  const sendHtml = (
    reply: FastifyReply,
    status: number,
    html: string,
    redirectUri?: unknown,
  ): FastifyReply =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        contentSecurityPolicy([...portalOrigins, ...loopbackOrigin(redirectUri)]),
      )
      .type('text/html; charset=utf-8')
      .send(html);
  const expiredInteraction = (reply: FastifyReply, locale: PageLocale): FastifyReply =>
    sendHtml(
      reply,
      400,
      errorPage(
        locale,
        'invalid_request',
        'sign-in request expired or not found; start again from the portal',
      ),
    );

  await scope.register(formbody);
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  const { provider } = idp;

  app.get(
    `${IDP_PREFIX}/interaction/:uid`,
    { schema: { params: InteractionParams } },
    async (request, reply) => {
      const details = await provider
        .interactionDetails(request.raw, reply.raw)
        .catch(() => undefined);
      if (!details || details.uid !== request.params.uid) return expiredInteraction(reply, 'it');
      const locale = pickLocale(details.params.ui_locales);

      if (details.prompt.name === 'consent') {
        // Reached only when the request insists on consent (prompt=consent): grant it for the portal.
        const accountId = details.session?.accountId;
        const clientId = String(details.params.client_id);
        if (!accountId) return expiredInteraction(reply, locale);
        const grant =
          (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
          new provider.Grant({ accountId, clientId });
        grant.addOIDCScope(
          typeof details.params.scope === 'string' ? details.params.scope : PORTAL_SCOPES,
        );
        const grantId = await grant.save();
        const returnTo = await provider.interactionResult(request.raw, reply.raw, {
          consent: { grantId },
        });
        return reply.redirect(returnTo, 303);
      }

      const hint =
        typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
      const action = `${IDP_PREFIX}/interaction/${details.uid}/login`;
      return sendHtml(
        reply,
        200,
        loginPage({ locale, action, ...(hint ? { email: hint } : {}) }),
        details.params.redirect_uri,
      );
    },
  );

  app.post(
    `${IDP_PREFIX}/interaction/:uid/login`,
    { schema: { params: InteractionParams, body: LoginForm } },
    async (request, reply) => {
      const details = await provider
        .interactionDetails(request.raw, reply.raw)
        .catch(() => undefined);
      if (!details || details.uid !== request.params.uid) return expiredInteraction(reply, 'it');
      const locale = pickLocale(details.params.ui_locales);
      const email = request.body.email?.trim() ?? '';
      const password = request.body.password ?? '';
      const action = `${IDP_PREFIX}/interaction/${details.uid}/login`;
      // The form comes back with 200, as a page to correct rather than a failed resource (browsers
      // log a 4xx document as a console error).
      const fail = (error: LoginError) =>
        sendHtml(
          reply,
          200,
          loginPage({ locale, action, email, error }),
          details.params.redirect_uri,
        );

      if (email === '' || password === '') return fail('missingFields');
      const account = findAccount(email);
      if (!account || account.password !== password) return fail('wrongPassword');

      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: account.email } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );
}

async function providerPassthrough(scope: FastifyInstance, idp: Idp): Promise<void> {
  // The provider reads its own bodies (form posts to /token, /session/end/confirm, …).
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  const callback = idp.provider.callback();
  const forward = (raw: IncomingMessage & { originalUrl?: string }, reply: FastifyReply) => {
    reply.hijack();
    const url = raw.url ?? IDP_PREFIX;
    // oidc-provider derives its mount path from originalUrl minus url, as under Express.
    raw.originalUrl = url;
    raw.url = url.slice(IDP_PREFIX.length) || '/';
    callback(raw, reply.raw);
  };
  scope.all(`${IDP_PREFIX}/*`, (request, reply) => forward(request.raw, reply));
}

export async function mountIdp(
  app: FastifyInstance,
  idp: Idp,
  portalOrigins: string[],
): Promise<void> {
  await app.register(async (scope) => interactionPages(scope, idp, portalOrigins));
  await app.register(async (scope) => providerPassthrough(scope, idp));
}
