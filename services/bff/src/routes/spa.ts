// Serves the built SPA when it exists (architecture "One origin"): hashed /assets/* immutable and
// builds/latest.json revalidated, each from its brotli or gzip copy when the build wrote one and the
// browser accepts it; index.html revalidated, and a fallback for client routes — 200 when the
// route table of packages/shared knows the path, 404 otherwise (the client shows 'Page not found').
// The HTML carries preload links for the route's page and language and, signed in, the session
// summary (spa-document.ts), so a first visit does not wait for either.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { LOCALE_PREFIXES, matchRoute, type RouteDef } from '@portal/shared/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { languageOf, segmentOf, sessionView } from '../session/view.ts';
import { SessionEndedError } from '../upstream/errors.ts';
import { SessionBody } from './session.ts';
import {
  documentBrand,
  documentLocale,
  preloadFiles,
  readPreloadMap,
  renderDocument,
} from './spa-document.ts';
import { paintedHead, paintedLogos, paintedRoot, readPageHeaders } from './spa-paint.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const PERSONAL = 'private, no-store';
/** GET /api/session's response schema; one object, so Fastify compiles its serializer once. */
const SESSION_SCHEMA: Record<string, unknown> = { ...SessionBody };
// §2: the sign-in routes, impersonation and the QR link are the server's in all three forms.
const LOCALISED_SERVER_PREFIXES = ['/auth', '/impersonate', '/qrcode-invoice'];
const SERVER_PREFIXES = [
  '/api',
  ...LOCALE_PREFIXES.flatMap((locale) => LOCALISED_SERVER_PREFIXES.map((p) => `${locale}${p}`)),
  '/assets',
  '/brand',
  '/healthz',
  '/readyz',
];

/** The sign-in routes the server registers; the other /auth pages of the route table are the SPA's. */
const SERVER_AUTH_ROUTES = new Set([
  '/auth/login',
  '/auth/logout',
  '/auth/silent-refresh',
  '/auth/callback',
]);

/**
 * Paths the server answers, never the SPA. Under /auth (and /it/auth, /de/auth) only the client's
 * own pages (e.g. /auth/register) are the SPA's; /auth/login and the other sign-in routes are the
 * server's in every form, also for a method they are not registered for.
 */
export function isServerPath(pathname: string): boolean {
  const prefix = SERVER_PREFIXES.find((p) => pathname === p || pathname.startsWith(`${p}/`));
  if (prefix === undefined) return false;
  if (!prefix.endsWith('/auth')) return true;
  const match = matchRoute(pathname);
  return match === null || SERVER_AUTH_ROUTES.has(match.route.path);
}

async function spa(app: FastifyInstance): Promise<void> {
  const root = app.config.webDist;

  if (root) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each text file (services/web/scripts/precompress.ts):
      // the best of them that the browser accepts, with Vary: Accept-Encoding.
      preCompressed: true,
      // The fallback below answers directories and client routes.
      redirect: false,
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(`${join('/', 'assets', '/')}`) ? IMMUTABLE : REVALIDATE,
        );
      },
    });
  }

  // Read once: the build that is served does not change under a running server.
  const preload = root ? await readPreloadMap(root) : null;
  // The supplier's brand, in every page: chosen at start-up, not at build time.
  const { brand, publicJson } = app.config.brand;
  const pageBrand = documentBrand(brand.name, brand.colors, publicJson);
  // The first screen painted with the HTML (spa-paint.ts): the logo, and the page's head where
  // the build wrote it.
  const pageHeads = root ? await readPageHeaders(root) : null;
  const logos = paintedLogos(
    brand.name,
    app.config.brand.assets['logo-light.svg'],
    app.config.brand.assets['logo-dark.svg'],
  );

  /**
   * The body of GET /api/session, serialised by the same schema, for a signed-in request of a
   * private page; null otherwise, or when it cannot be made now (the client then asks
   * /api/session, which answers that error as the API does).
   */
  const sessionSummary = async (
    request: FastifyRequest,
    reply: FastifyReply,
    route: RouteDef | undefined,
  ): Promise<string | null> => {
    const session = request.portalSession;
    if (!session || !route || route.public || request.method !== 'GET') return null;
    try {
      const view = await sessionView(app.sessionReads.over(app.upstream), {
        session,
        log: request.log,
      });
      return reply.serializeInput(view, SESSION_SCHEMA);
    } catch (error) {
      if (!(error instanceof SessionEndedError))
        request.log.warn({ err: error }, 'page served without its session summary');
      return null;
    }
  };

  /** index.html for a client route: 200 when the route table knows it, else 404. */
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const navigation = request.method === 'GET' || request.method === 'HEAD';
    if (root && navigation && !isServerPath(pathname)) {
      const html = await readFile(join(root, 'index.html'), 'utf8').catch(() => null);
      if (html !== null) {
        const route = matchRoute(pathname)?.route;
        const session = request.portalSession;
        const sessionJson = await sessionSummary(request, reply, route);
        // Only what will render: signed out, a private page goes to sign-in and renders nothing.
        const renders = !route || route.public || session !== null;
        const locale = documentLocale(
          pathname,
          request.cookies,
          session ? languageOf(session) : null,
        );
        // Painted: a private page of the customer's own segment, which the client renders in
        // the segment's shell; the sign-in pages, the redirecting routes, errors and other
        // segments' pages (§6) keep the build's bar; so does impersonation, whose banner comes first.
        const paint =
          session &&
          session.impersonation === null &&
          route &&
          !route.public &&
          route.metaType === segmentOf(session)
            ? paintedRoot(logos, paintedHead(pageHeads, route.name, locale), locale)
            : undefined;
        return (
          reply
            .code(route ? 200 : 404)
            // A private page signed in carries the customer's summary (GET; HEAD answers the
            // same headers): never stored by any cache.
            .header('cache-control', session && route && !route.public ? PERSONAL : REVALIDATE)
            // Preload links follow the locale cookie, the summary the session cookie.
            .header('vary', 'cookie')
            .type('text/html; charset=utf-8')
            .send(
              renderDocument(html, {
                preload:
                  preload && renders ? preloadFiles(preload, route?.kind ?? null, locale) : [],
                sessionJson,
                lang: locale,
                brand: pageBrand,
                logo: renders,
                ...(paint === undefined ? {} : { paint }),
              }),
            )
        );
      }
    }
    return reply.code(404).send({ error: 'NOT_FOUND' });
  };

  // The root is a directory to the static server; it is the index route to the client.
  if (root) app.get('/', sendIndex);
  app.setNotFoundHandler(sendIndex);
}

export default fp(spa, { name: 'spa', fastify: '5.x', dependencies: ['session', 'upstream'] });
