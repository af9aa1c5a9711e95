// The session plugin: the store (memory or Redis), the one HttpOnly cookie of §9 and the hook that
// loads request.portalSession. Other plugins depend on it by name.
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { MemorySessionStore } from '../session/memory-store.ts';
import { redisTargetOf } from '../session/redis-connection.ts';
import { RedisSessionStore } from '../session/redis-store.ts';
import { type PortalSession, type SessionStore, patchSession } from '../session/types.ts';
import { SESSION_STORE_RETRY_AFTER_MS, SessionStoreUnavailableError } from '../session/errors.ts';
import { auditedStore } from './audit.ts';
import { reportError } from './errors.ts';

export type { PortalSession, PortalTokens, SessionStore } from '../session/types.ts';
export { registryIds, selectedRegistry } from '../session/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    config: Config;
  }
  interface FastifyRequest {
    portalSession: PortalSession | null;
  }
  interface FastifyReply {
    /** Sends the session cookie for a (new) session id. */
    setSessionCookie(id: string): FastifyReply;
    /** Expires the session cookie in the browser. */
    clearSessionCookie(): FastifyReply;
  }
}

/**
 * Signed cookie values whose HMAC has already been checked, with the session id they carry. The key
 * is the whole signed value, and a signature checked once with the same secret stays valid, so a hit
 * proves exactly what a new check would; only valid values are remembered, never a refused one.
 * Bounded: when full it starts over. Whether the session still exists is asked of the store every time.
 */
export class VerifiedCookies {
  private readonly ids = new Map<string, string>();

  constructor(private readonly capacity = 10_000) {}

  get(signed: string): string | undefined {
    return this.ids.get(signed);
  }

  remember(signed: string, id: string): void {
    if (this.ids.size >= this.capacity) this.ids.clear();
    this.ids.set(signed, id);
  }
}

export function createSessionStore(config: Config): SessionStore {
  const redis = redisTargetOf(config);
  return redis
    ? new RedisSessionStore(redis, config.session.maxAgeSeconds)
    : new MemorySessionStore(config.session.maxAgeSeconds);
}

/**
 * Requests that are not the customer's doing do not keep a session alive: the web
 * client's silent token renewal and its build check run on timers.
 */
function isActivity(request: FastifyRequest): boolean {
  // /auth/silent-refresh in its three forms (§2): the routed path, so no spelling escapes it.
  const routed = request.routeOptions.url ?? '';
  return !routed.endsWith('/auth/silent-refresh') && !request.url.startsWith('/builds/');
}

/** Last activity is stored at most this often per session (a store write, under the session's lock). */
const MAX_TOUCH_INTERVAL_MS = 60_000;

async function sessionPlugin(app: FastifyInstance, opts: { store?: SessionStore }): Promise<void> {
  const { session: settings } = app.config;
  const store = auditedStore(opts.store ?? createSessionStore(app.config), app.audit);
  const idleMs = settings.idleTimeoutSeconds * 1000;
  const touchEveryMs = Math.min(MAX_TOUCH_INTERVAL_MS, idleMs / 4);
  app.decorate('sessions', store);
  app.addHook('onClose', async () => store.close());

  await app.register(cookie, { secret: settings.secret });

  app.decorateRequest('portalSession', null);
  app.decorateReply('setSessionCookie', function (this: FastifyReply, id: string) {
    return this.setCookie(settings.cookieName, id, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: settings.secureCookie,
      maxAge: settings.maxAgeSeconds,
      signed: true,
    });
  });
  app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
    return this.clearCookie(settings.cookieName, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: settings.secureCookie,
    });
  });

  const verified = new VerifiedCookies();
  const loadSession = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    // Hashed static assets never need the session; skip the store round trip. The raw URL is
    // enough here: the router only decodes escapes, so a path that starts with /assets/ is never
    // routed to /api (and a request without its session is refused there, never let through).
    if (request.url.startsWith('/assets/')) return;
    const raw = request.cookies[settings.cookieName];
    if (!raw) return;
    let id = verified.get(raw);
    if (id === undefined) {
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value) return;
      id = unsigned.value;
      verified.remember(raw, id);
    }
    const session = await store.get(id);
    if (!session) return;
    // Idle time-out on top of the absolute 7 days of §9.
    const now = Date.now();
    const lastActiveAt = session.lastActiveAt ?? session.createdAt;
    if (now - lastActiveAt > idleMs) {
      request.log.info('session idle too long: ended');
      await store.destroy(session.id, 'idle');
      reply.clearSessionCookie();
      return;
    }
    request.portalSession = session;
    if (now - lastActiveAt >= touchEveryMs && isActivity(request)) {
      await patchSession(store, session.id, (stored) => {
        stored.lastActiveAt = now;
      });
      session.lastActiveAt = now;
    }
  };
  app.addHook('onRequest', async (request, reply) => {
    try {
      await loadSession(request, reply);
    } catch (error) {
      if (!(error instanceof SessionStoreUnavailableError)) throw error;
      // Redis away: the same 503 on every route, answered here because the
      // GraphQL route's own error handler cannot build its context without a session.
      const { status, body } = reportError(error, request, reply);
      return reply
        .code(status)
        .header('retry-after', String(SESSION_STORE_RETRY_AFTER_MS / 1000))
        .send(body);
    }
  });
}

export default fp(sessionPlugin, { name: 'session', fastify: '5.x', dependencies: ['audit'] });
