// Security headers and rate limits: CSP for the SPA, HSTS only in production,
// nosniff, no framing, strict referrer policy; 429 with Retry-After on /auth/*, /api/* and the
// other sign-in entry points.
import { setTimeout as sleep } from 'node:timers/promises';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { connectRedis, redisTargetOf } from '../session/redis-connection.ts';
import { isApiPath, routedPath } from './api-guard.ts';
import { staticSecurityHeaders } from './security-headers.ts';

const AUTH_PREFIXES = ['/auth/', '/impersonate', '/qrcode-invoice'];
const REDIS_CONNECT_TIMEOUT_MS = 1000;

/**
 * The rate-limit group of a path as the router sees it (routedPath: '/%61uth/login' is /auth/login);
 * §2's /it and /de forms count with the form without prefix.
 */
export function rateGroup(path: string): 'api' | 'auth' | null {
  if (isApiPath(path)) return 'api';
  const bare = path.startsWith('/it/') || path.startsWith('/de/') ? path.slice(3) : path;
  return AUTH_PREFIXES.some((prefix) => bare.startsWith(prefix)) ? 'auth' : null;
}

/**
 * A route that answers JSON or a file, never a page: registered under /api, except GraphiQL's page
 * and assets (development only). Unmatched paths (404) get the document headers.
 */
export function isApiRoute(route: string | undefined): boolean {
  return route !== undefined && isApiPath(route) && !route.startsWith('/api/graphiql');
}

/** The group part of a request's rate-limit key, worked out once per request (in the key). */
function groupOf(request: FastifyRequest): string {
  try {
    return rateGroup(routedPath(request)) ?? 'other';
  } catch {
    // Malformed percent-encoding (refused with 400 anyway): counted with the sign-in routes.
    return 'auth';
  }
}

async function security(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const upstreamOrigins = [
    ...new Set(
      [config.upstream.contentBaseUrl, config.upstream.apiBaseUrl].map((u) => new URL(u).origin),
    ),
  ];
  const hsts = config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false;
  const referrerPolicy = { policy: 'strict-origin-when-cross-origin' } as const;
  // Documents (the SPA, the sign-in and logout pages, GraphiQL in development) and anything not
  // known to be an API answer: the full policy.
  const documentHeaders = staticSecurityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // styled-components injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...upstreamOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts,
    referrerPolicy,
    crossOriginEmbedderPolicy: false,
  });
  // JSON and PDF answers of the API routes are never rendered as a page: a policy that allows
  // nothing, no framing, nosniff, same-origin resource policy, referrer policy, HSTS in production,
  // and no caching (the file routes set their own Cache-Control). The document-only headers
  // (opener policy, origin-agent cluster, DNS prefetch, XSS auditor switch) mean nothing here, and
  // a smaller block costs less to set and write on every call.
  const apiHeaders = Object.freeze({
    ...staticSecurityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      hsts,
      referrerPolicy,
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: { action: 'deny' },
      xXssProtection: false,
    }),
    'cache-control': 'no-store',
  });
  // Before the rate limit's hook, so refused answers (429, 401, 403, 404) carry them too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(
      !request.is404 && isApiRoute(request.routeOptions.url) ? apiHeaders : documentHeaders,
    );
    done();
  });

  // With Redis the replicas share their counters; a Redis outage never blocks a request.
  const redisTarget = redisTargetOf(config);
  const redis = redisTarget
    ? connectRedis(redisTarget, {
        connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
        maxRetriesPerRequest: 1,
        // While Redis is away a count fails at once and is skipped, rather than every request
        // waiting for a reconnection first.
        enableOfflineQueue: false,
      })
    : null;
  if (redis) {
    redis.on('error', () => undefined);
    // Without the offline queue a count made before the first connection would be skipped: the
    // replica is ready once connected (or, with Redis away, after the connect timeout).
    app.addHook('onReady', async () => {
      if (redis.status === 'ready') return;
      const ready = new Promise((resolve) => redis.once('ready', resolve));
      await Promise.race([ready, sleep(REDIS_CONNECT_TIMEOUT_MS)]);
    });
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: true,
    ...(redis ? { redis, nameSpace: 'portal:rate:', skipOnError: true } : {}),
    timeWindow: 60_000,
    // The group is decided once, in the key; the limit and the allow list read it from there. An
    // /api request with a verified bearer token is counted by plugins/bearer.ts instead, under its
    // OAuth client whatever address it comes from.
    keyGenerator: (request) => {
      const group = groupOf(request);
      return group === 'api' && request.bearer?.ok ? 'bearer' : `${group}:${request.ip}`;
    },
    max: (_request, key) =>
      key.startsWith('api:') ? config.rateLimit.apiPerMinute : config.rateLimit.authPerMinute,
    allowList: (_request, key) => key.startsWith('other:') || key === 'bearer',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'RATE_LIMITED',
      message: `Retry after ${context.after}`,
    }),
  });
}

export default fp(security, { name: 'security', fastify: '5.x' });
