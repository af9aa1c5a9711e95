// Every /api route, by one hook (conventions §4, docs/api.md): the custom header, a same-origin
// Origin / Sec-Fetch-Site and a session. Routes registered under '/api' cannot escape it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const CSRF_HEADER = 'x-portal-csrf';

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}

/** The CSRF rule of docs/api.md; also used by POST /auth/silent-refresh. */
export function passesCsrf(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  if (request.headers[CSRF_HEADER] !== '1') return false;
  const origin = request.headers.origin;
  if (origin !== undefined && !allowedOrigins.includes(origin)) return false;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  return true;
}

async function apiGuard(app: FastifyInstance): Promise<void> {
  const origins = app.config.allowedOrigins;
  // preParsing: after every onRequest hook (the session is loaded, the rate limit counted) and
  // before the body is read, so a refused request costs no parsing.
  // A callback hook: the allowed path decides synchronously, so no promise per request.
  app.addHook('preParsing', (request: FastifyRequest, reply: FastifyReply, payload, done) => {
    if (!isApiPath(request.url)) {
      done(null, payload);
      return;
    }
    if (!passesCsrf(request, origins)) {
      reply.code(403).send({ error: 'csrf' });
      return;
    }
    if (!request.portalSession) {
      reply.code(401).send({ error: 'unauthenticated' });
      return;
    }
    done(null, payload);
  });
}

export default fp(apiGuard, { name: 'api-guard', fastify: '5.x', dependencies: ['session'] });
