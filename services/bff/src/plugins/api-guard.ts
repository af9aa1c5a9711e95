// Every /api route, however its URL is spelled (conventions §4, docs/api.md): the custom header, a
// same-origin Origin / Sec-Fetch-Site and a session. The router decodes a path before matching it
// ('/%61pi/graphql' is routed to /api/graphql), so the guard is decided on the route, never on the
// raw URL: each route registered under '/api' carries it as its own preParsing hook, and a path no
// /api route matched (404, catch-all) is judged by its decoded form.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preParsingHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { refuseBearer } from '../bearer/refuse.ts';

export const CSRF_HEADER = 'x-portal-csrf';

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}

/** The path of a URL without its query, percent-decoded. Throws URIError on malformed escapes. */
export function decodedPath(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return path.includes('%') ? decodeURIComponent(path) : path;
}

/**
 * The path as the router sees it: the matched route's pattern ('/api/files/invoices/:id'), else the
 * decoded request path (no route, or the catch-all of the static files). Throws URIError on
 * malformed escapes.
 */
export function routedPath(request: FastifyRequest): string {
  if (!request.is404) {
    const route = request.routeOptions.url;
    if (route !== undefined && route !== '/*') return route;
  }
  return decodedPath(request.url);
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

function hooksOf(value: RouteOptions['preParsing']): preParsingHookHandler[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]) as preParsingHookHandler[];
}

async function apiGuard(app: FastifyInstance): Promise<void> {
  const origins = app.config.allowedOrigins;
  // preParsing: after every onRequest hook (the session is loaded, the rate limit counted) and
  // before the body is read, so a refused request costs no parsing. A callback hook: no promise
  // per request.
  const guard: preParsingHookHandler = (request, reply, payload, done) => {
    // Another channel's bearer request (plugins/bearer.ts): no cookie, so no CSRF rule; its token
    // decides, and its session was opened from the token.
    const bearer = request.bearer;
    if (bearer) {
      if (!bearer.ok) refuseBearer(reply, bearer, app.config.bearer.scope);
      else if (!request.portalSession) reply.code(401).send({ error: 'UNAUTHENTICATED' });
      else done(null, payload);
      return;
    }
    if (!passesCsrf(request, origins)) {
      reply.code(403).send({ error: 'CSRF_REJECTED' });
      return;
    }
    if (!request.portalSession) {
      reply.code(401).send({ error: 'UNAUTHENTICATED' });
      return;
    }
    done(null, payload);
  };

  // A path no /api route matched (a 404, or the static files' catch-all): an /api path however
  // spelled answers as the guard would (403, 401), never as a page or a file.
  const guardByPath: preParsingHookHandler = (request, reply, payload, done) => {
    let path: string;
    try {
      path = decodedPath(request.url);
    } catch {
      reply
        .code(400)
        .send({ error: 'BAD_USER_INPUT', message: 'Malformed percent-encoding in the path' });
      return;
    }
    if (isApiPath(path)) guard.call(app, request, reply, payload, done);
    else done(null, payload);
  };

  // Routes registered under '/api' (by any plugin, after this one) carry the guard themselves; a
  // catch-all route ('/*') judges the decoded path.
  app.addHook('onRoute', (route) => {
    const hook = isApiPath(route.url) ? guard : route.url.includes('*') ? guardByPath : null;
    if (hook === null) return;
    const hooks = hooksOf(route.preParsing);
    // The automatic HEAD twin of a GET route may arrive with the hook already in place.
    if (!hooks.includes(hook)) route.preParsing = [hook, ...hooks];
  });

  app.addHook('preParsing', (request: FastifyRequest, reply: FastifyReply, payload, done) => {
    if (request.is404) guardByPath.call(app, request, reply, payload, done);
    else done(null, payload);
  });
}

export default fp(apiGuard, { name: 'api-guard', fastify: '5.x', dependencies: ['session'] });
