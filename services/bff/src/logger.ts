// Logger options: tokens, cookies and authorization headers never reach a log line.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { compile } from '@fastify/proxy-addr';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { ProxyTrust } from './config.ts';

const TOKEN_KEYS = [
  'accessToken',
  'refreshToken',
  'idToken',
  'access_token',
  'refresh_token',
  'id_token',
  // The identity provider's back-channel logout form (routes/backchannel-logout.ts).
  'logout_token',
  'token',
  'Token',
  'tokens',
  'idp',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
  // Token fields at any of the depths a log object reaches (a session, a body, an error's details).
  ...TOKEN_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]),
];

/**
 * `mixin` adds fields to every line, computed when it is written: with tracing on, the trace and
 * span ids of the request the line belongs to (tracing/start.ts).
 */
export function loggerOptions(
  level: string,
  mixin?: () => Record<string, unknown>,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(mixin ? { mixin } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // The URL without its query: /impersonate?token=… must not be logged.
      req(request: { method: string; url: string; id: string }) {
        return { method: request.method, url: request.url.split('?', 1)[0], id: request.id };
      },
    },
  };
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Leveled = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };
type Bindings = Record<string, unknown>;

/**
 * A request's logger that becomes a real child (with the request id and the same redaction) only
 * when it writes a line. With LOG_LEVEL=warn almost no request writes one, and making a pino child
 * per request — serialising its bindings through the redaction — was a measurable part of the
 * BFF's CPU per request. Lines that are written are the same as before.
 */
export class LazyChildLogger {
  #real: Leveled | null = null;

  readonly #bindings: Bindings;

  constructor(
    private readonly parent: Leveled,
    bindings: Bindings,
  ) {
    this.#bindings = bindings;
  }

  /** pino's bindings(): the request id and whatever else the child carries, without making it. */
  bindings(): Bindings {
    return this.#bindings;
  }

  get level(): string {
    return (this.#real ?? this.parent).level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  /** Whether a real child was made (a line was written or asked for). */
  get materialised(): boolean {
    return this.#real !== null;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.write('error', args);
  }

  warn(...args: unknown[]): void {
    this.write('warn', args);
  }

  info(...args: unknown[]): void {
    this.write('info', args);
  }

  debug(...args: unknown[]): void {
    this.write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  silent(): void {}

  child(
    bindings: Bindings,
    options?: Parameters<FastifyBaseLogger['child']>[1],
  ): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  private real(): Leveled {
    this.#real ??= this.parent.child(this.#bindings) as Leveled;
    return this.#real;
  }

  private write(level: Level, args: unknown[]): void {
    const current = this.#real ?? this.parent;
    if (current.isLevelEnabled && !current.isLevelEnabled(level)) return;
    (this.real()[level] as (...a: unknown[]) => void)(...args);
  }
}

/** Fastify's childLoggerFactory: lazy unless the route asks for its own level or serializers. */
export function lazyChildLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: { level?: string; serializers?: unknown },
): FastifyBaseLogger {
  if (options.level || options.serializers || !(logger as Leveled).isLevelEnabled) {
    return logger.child(bindings, options as Parameters<FastifyBaseLogger['child']>[1]);
  }
  return new LazyChildLogger(logger as Leveled, bindings) as unknown as FastifyBaseLogger;
}

/**
 * The request id a request's logger carries (Fastify's `reqId` binding), or undefined for a logger
 * of no request. Upstream calls take it from the logger they are given, so every call made for a
 * request is traced to it (x-request-id) without another argument to pass along.
 */
export function requestIdOf(log: FastifyBaseLogger): string | undefined {
  const bindings = (log as { bindings?: () => Bindings }).bindings?.();
  const id = bindings?.reqId;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

export const REQUEST_ID_HEADER = 'x-request-id';
/** A request id written by the reverse proxy (nginx's $request_id is 32 hex characters). */
const FORWARDED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's genReqId: the proxy's X-Request-ID when the request came through a proxy that
 * TRUST_PROXY trusts (the peer on the socket is one) and the id is plausible, so a request is one
 * id from nginx to upstream; else a random UUID — unique across replicas, unlike Fastify's
 * per-process counter. A client that reaches the BFF directly cannot choose the id that its logs,
 * the audit trail and upstream see; whatever else is in the header is ignored, never logged.
 */
export function requestIdFor(trust: ProxyTrust): (request: IncomingMessage) => string {
  const trusted = trust === false ? () => false : Array.isArray(trust) ? compile(trust) : trust;
  return (request) => {
    const forwarded = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket?.remoteAddress;
    return typeof forwarded === 'string' &&
      FORWARDED_REQUEST_ID.test(forwarded) &&
      peer !== undefined &&
      trusted(peer, 0)
      ? forwarded
      : randomUUID();
  };
}
