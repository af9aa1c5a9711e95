// Security headers and rate limits (issue 4 item 10): CSP for the SPA, HSTS only in production,
// nosniff, no framing, strict referrer policy; 429 with Retry-After on /auth/*, /api/* and the
// other sign-in entry points.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import fp from 'fastify-plugin';
import { isApiPath } from './api-guard.ts';
import { staticSecurityHeaders } from './security-headers.ts';

const AUTH_PREFIXES = ['/auth/', '/impersonate', '/qrcode-invoice'];

export function rateGroup(url: string): 'api' | 'auth' | null {
  if (isApiPath(url)) return 'api';
  const path = url.split('?', 1)[0] ?? '';
  return AUTH_PREFIXES.some((prefix) => path.startsWith(prefix)) ? 'auth' : null;
}

async function security(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const upstreamOrigins = [
    ...new Set(
      [config.upstream.contentBaseUrl, config.upstream.apiBaseUrl].map((u) => new URL(u).origin),
    ),
  ];
  const headers = staticSecurityHeaders({
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
    hsts: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // Before the rate limit's hook, so refused answers (429, 401, 403, 404) carry them too.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  // With Redis the replicas share their counters; a Redis outage never blocks a request.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
    : null;
  if (redis) {
    redis.on('error', () => undefined);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: true,
    ...(redis ? { redis, nameSpace: 'portal:rate:', skipOnError: true } : {}),
    timeWindow: 60_000,
    max: (request) =>
      rateGroup(request.url) === 'api'
        ? config.rateLimit.apiPerMinute
        : config.rateLimit.authPerMinute,
    keyGenerator: (request) => `${rateGroup(request.url) ?? 'other'}:${request.ip}`,
    allowList: (request) => rateGroup(request.url) === null,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'rateLimited',
      message: `Retry after ${context.after}`,
    }),
  });
}

export default fp(security, { name: 'security', fastify: '5.x' });
