// The audit trail of staff acting as customers (§6). Its own logger at its own
// level, so a record is written whatever LOG_LEVEL says: every start, refusal and end of an
// impersonation, and every request made while impersonating, with the staff member's and the
// customer's identity, the time and the outcome. Tokens and cookies never reach it (the same
// redaction as the application log); a refused token is named only by a digest.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pino, { type DestinationStream, type Logger } from 'pino';
import { REDACT_PATHS } from '../logger.ts';
import type { PortalSession, SessionEndCause, SessionStore } from '../session/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditLog;
  }
}

export interface Identities {
  staff: string | null;
  customer: string | null;
}

interface RequestFacts {
  requestId?: string;
  ip?: string;
}

export function identitiesOf(session: PortalSession): Identities {
  return {
    staff: session.impersonation?.staffEmail ?? null,
    customer: session.user.userInfo.email,
  };
}

/** A token's short digest: enough to match the staff tool's record of it, useless to replay. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex').slice(0, 16);
}

function factsOf(request: FastifyRequest | undefined): RequestFacts {
  return request ? { requestId: request.id, ip: request.ip } : {};
}

export class AuditLog {
  constructor(private readonly logger: Logger) {}

  started(request: FastifyRequest, who: Identities): void {
    this.logger.info(
      { event: 'impersonation.start', outcome: 'started', ...who, ...factsOf(request) },
      'impersonation started',
    );
  }

  refused(
    request: FastifyRequest,
    who: Identities,
    details: { reason: string; tokenDigest: string; signedInAs: Identities | null },
  ): void {
    this.logger.warn(
      {
        event: 'impersonation.refused',
        outcome: 'refused',
        ...who,
        ...details,
        ...factsOf(request),
      },
      'impersonation refused',
    );
  }

  ended(who: Identities, cause: SessionEndCause): void {
    this.logger.info(
      { event: 'impersonation.end', outcome: 'ended', cause, ...who },
      'impersonation ended',
    );
  }

  request(request: FastifyRequest, who: Identities, status: number): void {
    this.logger.info(
      {
        event: 'impersonation.request',
        outcome: status < 400 ? 'answered' : 'refused',
        ...who,
        method: request.method,
        // The path without its query, as the request log has it: a query may carry a token.
        path: request.url.split('?', 1)[0],
        status,
        ...factsOf(request),
      },
      'request while impersonating',
    );
  }
}

/** `mixin`: fields every record gets when written (with tracing on, the request's trace ids). */
export function createAuditLog(
  destination?: DestinationStream,
  mixin?: () => Record<string, unknown>,
): AuditLog {
  const logger = pino(
    {
      level: 'info',
      ...(mixin ? { mixin } : {}),
      base: { audit: 'impersonation' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
  return new AuditLog(logger);
}

/**
 * The session store with every end of an impersonated session recorded, whoever ends it (logout, a
 * new sign-in, upstream refusing the refresh token, the idle time-out).
 */
export function auditedStore(store: SessionStore, audit: AuditLog): SessionStore {
  return {
    get: (id) => store.get(id),
    set: (session) => store.set(session),
    async destroy(id, cause = 'expired') {
      const session = await store.get(id);
      await store.destroy(id, cause);
      if (session?.impersonation) audit.ended(identitiesOf(session), cause);
    },
    withLock: (key, fn) => store.withLock(key, fn),
    link: (key, sessionId, ttlSeconds) => store.link(key, sessionId, ttlSeconds),
    takeLinked: (key) => store.takeLinked(key),
    claimOnce: (key, ttlSeconds) => store.claimOnce(key, ttlSeconds),
    ping: () => store.ping(),
    close: () => store.close(),
  };
}

async function auditPlugin(
  app: FastifyInstance,
  opts: { destination?: DestinationStream; mixin?: () => Record<string, unknown> },
): Promise<void> {
  app.decorate('audit', createAuditLog(opts.destination, opts.mixin));

  // Every request made while impersonating: both identities on its log lines and one audit record.
  // After every onRequest hook, so the session plugin has loaded the session.
  app.addHook('preValidation', async (request, reply) => {
    const session = request.portalSession;
    if (!session?.impersonation) return;
    const log = request.log.child({ impersonation: identitiesOf(session) });
    request.log = log;
    reply.log = log;
  });
  app.addHook('onResponse', async (request, reply) => {
    const session = request.portalSession;
    if (session?.impersonation) app.audit.request(request, identitiesOf(session), reply.statusCode);
  });
}

export default fp(auditPlugin, { name: 'audit', fastify: '5.x' });
