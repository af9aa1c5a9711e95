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
  // preHandler would run after body parsing; onRequest refuses before any work is done. It is
  // registered after the session plugin's onRequest hook, so the session is already loaded.
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isApiPath(request.url)) return;
    if (!passesCsrf(request, origins)) {
      return reply.code(403).send({ error: 'csrf' });
    }
    if (!request.portalSession) {
      return reply.code(401).send({ error: 'unauthenticated' });
    }
  });
}

export default fp(apiGuard, { name: 'api-guard', fastify: '5.x', dependencies: ['session'] });
