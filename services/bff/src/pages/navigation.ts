// Routes a browser reaches by navigation (sign-in, logout, impersonation, the QR link; §2) answer
// pages, never the API's JSON: a bad link, a refusal or a failure is a page in the
// customer's language that says what went wrong and links the way forward. And a navigation from
// another site that would end the customer's session asks first.
import { LOCALE_COOKIE, LOCALES, type Locale } from '@portal/shared/constants';
import { buildPath, inLanguage } from '@portal/shared/routes';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { reportError } from '../plugins/errors.ts';
import { languageOf } from '../session/view.ts';
import { pagePolicy, renderPage, type PageLink } from './html.ts';
import { PAGE_TEXTS, type ActionKey, type NoticeKey } from './texts.ts';

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language a path's prefix names ('/de/…', '/it/…'); null without one (§2). */
export function prefixLocale(path: string): Locale | null {
  const first = path.split('/', 2)[1];
  return isLocale(first) ? first : null;
}

/** The page's language: the path's prefix, else the session's (§5), else the locale cookie (§9), else it. */
export function pageLanguage(request: FastifyRequest): Locale {
  const prefix = prefixLocale(request.routeOptions.url ?? request.url);
  if (prefix) return prefix;
  if (request.portalSession) return languageOf(request.portalSession);
  const cookie = request.cookies[LOCALE_COOKIE.name];
  return isLocale(cookie) ? cookie : 'it';
}

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * A navigation the portal started, or one the customer started (a typed address, a scanned QR code,
 * a bookmark): Sec-Fetch-Site same-origin or none. A browser without Fetch Metadata is judged by the
 * Origin, else the Referer (the portal's referrer policy keeps the origin on same-origin navigations).
 */
export function fromThePortal(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin ?? originOf(request.headers.referer);
  return origin !== undefined && allowedOrigins.includes(origin);
}

/** The portal's own paths behind each way forward, in the page's language (§2 prefixes). */
function actionHref(action: ActionKey, language: Locale, own: string): string {
  const locale = language === 'de' ? 'de' : null;
  switch (action) {
    case 'home':
    case 'stay':
      return locale ? '/de' : '/';
    case 'signIn':
      return inLanguage('/auth/login', locale);
    case 'bills':
      return buildPath('retail-myBills', {}, locale);
    case 'continue':
    case 'signOut':
      return own;
  }
}

export interface NoticeOptions {
  status: number;
  notice: NoticeKey;
  /** Ways forward as links, the first one the main action. */
  links: readonly ActionKey[];
  /** One button that posts to this path (the logout confirmation). */
  post?: { action: ActionKey; path: string };
  /** The address `continue` leads to: the same request, rebuilt from its validated values. */
  continueTo?: string;
  /** Another origin a posted form may be redirected to (the identity provider's end-session page). */
  formTarget?: string;
}

/** Answers a page: the notice, its ways forward, no caching, a policy of its own. */
export function sendNotice(request: FastifyRequest, reply: FastifyReply, options: NoticeOptions) {
  const language = pageLanguage(request);
  const texts = PAGE_TEXTS[language];
  const own = options.continueTo ?? '/';
  const link = (action: ActionKey): PageLink => ({
    label: texts.actions[action],
    href: actionHref(action, language, own),
  });
  const notice = texts.notices[options.notice];
  const html = renderPage(
    language,
    {
      title: notice.title,
      paragraphs: notice.paragraphs,
      post: options.post
        ? { label: texts.actions[options.post.action], href: options.post.path }
        : undefined,
      links: options.links.map(link),
    },
    request.server.config.brand.brand,
  );
  return reply
    .code(options.status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', pagePolicy(options.formTarget))
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The error handler of a navigation route: a refused input is the route's own notice with its ways
 * forward, too many requests and failures their general ones. Logged, and a session ended by
 * upstream cleared, exactly as the API's handler does (plugins/errors.ts).
 */
export function navigationErrors(badInput: NoticeKey, links: readonly ActionKey[]) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status } = reportError(error, request, reply);
    if (status === 429)
      return sendNotice(request, reply, { status, notice: 'rateLimited', links: ['home'] });
    if (status >= 500)
      return sendNotice(request, reply, { status, notice: 'failed', links: ['home'] });
    return sendNotice(request, reply, { status, notice: badInput, links });
  };
}
