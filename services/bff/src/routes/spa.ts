// Serves the built SPA when it exists (architecture "One origin"): hashed /assets/* immutable and
// builds/latest.json revalidated, each from its brotli or gzip copy when the build wrote one and the
// browser accepts it; index.html revalidated, and a fallback for client routes — 200 when the
// route table of packages/shared knows the path, 404 otherwise (the client shows 'Page not found').
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchRoute } from '@portal/shared/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LOCALE_PREFIXES } from './locale-forms.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
// §2: the sign-in routes, impersonation and the QR link are the server's in all three forms.
const LOCALISED_SERVER_PREFIXES = ['/auth', '/impersonate', '/qrcode-invoice'];
const SERVER_PREFIXES = [
  '/api',
  ...LOCALE_PREFIXES.flatMap((locale) => LOCALISED_SERVER_PREFIXES.map((p) => `${locale}${p}`)),
  '/assets',
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
      // the best of them that the browser accepts, with Vary: Accept-Encoding (issue 11 item 4).
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

  /** index.html for a client route: 200 when the route table knows it, else 404. */
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const navigation = request.method === 'GET' || request.method === 'HEAD';
    if (root && navigation && !isServerPath(pathname)) {
      const html = await readFile(join(root, 'index.html'), 'utf8').catch(() => null);
      if (html !== null) {
        return reply
          .code(matchRoute(pathname) ? 200 : 404)
          .header('cache-control', REVALIDATE)
          .type('text/html; charset=utf-8')
          .send(html);
      }
    }
    return reply.code(404).send({ error: 'notFound' });
  };

  // The root is a directory to the static server; it is the index route to the client.
  if (root) app.get('/', sendIndex);
  app.setNotFoundHandler(sendIndex);
}

export default fp(spa, { name: 'spa', fastify: '5.x', dependencies: ['session'] });
