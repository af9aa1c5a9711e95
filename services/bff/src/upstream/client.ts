// The one upstream client (architecture "The upstream policy", §7 "call-level handling"): bearer,
// JSON and user agent on every call; one retry of idempotent calls on the retryable statuses, after
// the answer's Retry-After when that fits the call's time-out; 401 → single-flight refresh and one
// repeat; a final 429 or an expired refresh token ends the session.
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { RETRY } from '@portal/shared/constants';
import { REFRESH_EXPIRED_MARKERS, refreshOutcome } from '@portal/shared/errors';
import type { TokenPair } from '@portal/upstream-contract/rest';
import {
  type AnswerCheck,
  documentCall,
  documentCheck,
  restCheck,
} from '@portal/upstream-contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { requestIdOf } from '../logger.ts';
import {
  GraphQLRequestError,
  RefreshFailedError,
  SessionEndedError,
  UpstreamContractError,
  UpstreamError,
} from './errors.ts';
import { redactVariables } from './redact.ts';
import { retryAfterMs } from './retry-after.ts';
import type { PortalTokens, RefreshLock, TokenHolder } from './session-tokens.ts';
import { accessTokenExpiry } from './tokens.ts';
import {
  type BufferedAnswer,
  buildUrl,
  discard,
  type ExchangeObserver,
  type Headers,
  type Method,
  type RawAnswer,
  readBody,
  Transport,
} from './transport.ts';

/** A call for a session: whose tokens it sends (and renews), and the request's logger. */
export interface CallContext {
  session: TokenHolder;
  log: FastifyBaseLogger;
}

export type Query = Record<string, string | number | boolean | undefined>;

export interface RestCall {
  method: Method;
  path: string;
  query?: Query;
  body?: unknown;
  timeoutMs?: number;
  /** Send the session's bearer token and apply the 401 → refresh rule (default true). */
  auth?: boolean;
}

export interface UpstreamResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

export interface GraphQLOperation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

const RETRYABLE = new Set<number>(RETRY.statuses);
/** §8: the marker of a refresh token upstream does not know or has spent (rotation: one use). */
const SPENT_REFRESH_TOKEN: string = REFRESH_EXPIRED_MARKERS[0];
const CONTENT_PATHS = ['/wp-json/', '/v1/Posts/'];
const IDEMPOTENT = new Set<string>(RETRY.idempotentMethods);

function errorCode(
  status: number,
  body: unknown,
): { code: string; details: Record<string, unknown> } {
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    const details = body as Record<string, unknown>;
    return { code: typeof details.error === 'string' ? details.error : `http_${status}`, details };
  }
  return { code: `http_${status}`, details: {} };
}

export class UpstreamClient {
  private readonly transport: Transport;

  constructor(
    private readonly settings: Config['upstream'],
    /** The session store's lock, under which one renewal of a session runs at a time. */
    private readonly lock: RefreshLock,
  ) {
    this.transport = new Transport(settings.userAgent);
  }

  /** A REST call for the session; throws UpstreamError for any status ≥ 400 after the policy ran. */
  async request<T>(ctx: CallContext, call: RestCall): Promise<UpstreamResponse<T>> {
    const url = buildUrl(this.baseFor(call.path), call.path, call.query);
    const timeoutMs = call.timeoutMs ?? this.settings.timeoutMs;
    const auth = call.auth ?? true;
    const requestId = requestIdOf(ctx.log);
    const startedAt = performance.now();
    const answer = await this.withPolicy(ctx, call.method, auth, timeoutMs, release, (bearer) =>
      this.transport.exchange({
        method: call.method,
        url,
        bearer,
        body: call.body,
        timeoutMs,
        requestId,
      }),
    );
    traced(ctx.log, call.method, call.path, answer.status, startedAt);
    return fitting(ctx.log, call, checked<T>(answer));
  }

  /**
   * A call made before a session exists (sign-in, impersonation): optional explicit bearer, the same
   * retry rule, no refresh. Error statuses throw UpstreamError with the upstream marker as code.
   */
  async anonymous<T>(
    call: RestCall & { bearer?: string; log?: FastifyBaseLogger },
  ): Promise<UpstreamResponse<T>> {
    const url = buildUrl(this.baseFor(call.path), call.path, call.query);
    const timeoutMs = call.timeoutMs ?? this.settings.timeoutMs;
    // The request's logger, when given, traces the call to it as for a session's calls.
    const requestId = call.log ? requestIdOf(call.log) : undefined;
    const startedAt = performance.now();
    const answer = await this.withRetry(call.method, timeoutMs, release, () =>
      this.transport.exchange({
        method: call.method,
        url,
        bearer: call.bearer ?? null,
        body: call.body,
        timeoutMs,
        requestId,
      }),
    );
    if (call.log) traced(call.log, call.method, call.path, answer.status, startedAt);
    return fitting(call.log, call, checked<T>(answer));
  }

  /** A data-service query (§7 "Data queries"); returns `data` or throws GraphQLRequestError. */
  async graphql<T>(ctx: CallContext, op: GraphQLOperation): Promise<T> {
    const variables = op.variables ?? {};
    const { timeoutMs } = this.settings;
    const requestId = requestIdOf(ctx.log);
    const startedAt = performance.now();
    const answer = await this.withPolicy(ctx, 'POST', true, timeoutMs, release, (bearer) =>
      this.transport.exchange({
        method: 'POST',
        url: this.settings.graphqlUrl,
        bearer,
        json: graphqlBody(op.query, variables, op.operationName),
        timeoutMs,
        requestId,
      }),
    );
    traced(ctx.log, 'POST', 'graphql', answer.status, startedAt);
    const body = (answer.body ?? {}) as { data?: T | null; errors?: unknown[] };
    const errors = Array.isArray(body.errors) ? body.errors : [];
    if (
      answer.status !== 200 ||
      errors.length > 0 ||
      body.data === undefined ||
      body.data === null
    ) {
      const failure = new GraphQLRequestError(
        answer.status,
        op.query,
        variables,
        errors,
        answer.headers,
      );
      // §8 keeps the variables with the error; the log line gets them without personal data.
      ctx.log.warn(
        {
          status: failure.status,
          query: failure.query,
          variables: redactVariables(failure.variables),
          errors,
        },
        'GraphQL request failed',
      );
      throw failure;
    }
    // The answer's shape is the contract's, checked once per answer (a compiled check per document).
    const check = documentCheck(op.query, op.operationName);
    if (!check.fits(body.data))
      misfit(ctx.log, documentCall(op.query, op.operationName), check, body.data);
    return body.data;
  }

  /** A GET whose answer is streamed to the caller, never buffered (PDF downloads). */
  async stream(
    ctx: CallContext,
    call: { path: string; query?: Query },
  ): Promise<UpstreamResponse<Readable>> {
    const url = buildUrl(this.baseFor(call.path), call.path, call.query);
    const { timeoutMs } = this.settings;
    const requestId = requestIdOf(ctx.log);
    const startedAt = performance.now();
    const raw = await this.withPolicy(ctx, 'GET', true, timeoutMs, discardRaw, (bearer) =>
      this.transport.stream({ method: 'GET', url, bearer, timeoutMs, requestId }),
    );
    traced(ctx.log, 'GET', call.path, raw.status, startedAt);
    if (raw.status >= 400)
      checked({ status: raw.status, headers: raw.headers, body: await readBody(raw) });
    return { status: raw.status, headers: raw.headers, body: raw.body };
  }

  /**
   * Renews the portal tokens once for all concurrent callers of a session (§7, architecture): the
   * first caller refreshes under the session's lock; the others find new tokens and reuse them.
   * `staleAccessToken` is the token that was refused (or is about to expire).
   */
  async refresh(ctx: CallContext, staleAccessToken: string): Promise<void> {
    const { session } = ctx;
    const renewed = await this.lock.renewing(session.id, async (stored) => {
      // Another caller renewed them meanwhile: theirs are the session's tokens.
      if (stored.tokens.accessToken !== staleAccessToken) return stored.tokens;
      const answer = await this.transport.exchange({
        method: 'POST',
        url: buildUrl(this.settings.apiBaseUrl, '/api/refresh-token'),
        body: {
          username: stored.username,
          refresh_token: stored.tokens.refreshToken,
          fingerprint: stored.fingerprint,
        },
        timeoutMs: this.settings.timeoutMs,
        requestId: requestIdOf(ctx.log),
      });
      if (answer.status === 200) {
        const check = restCheck('POST', '/api/refresh-token');
        if (check && !check.fits(answer.body))
          misfit(ctx.log, 'POST /api/refresh-token', check, answer.body);
        const pair = answer.body as TokenPair;
        const tokens: PortalTokens = {
          accessToken: pair.access_token,
          refreshToken: pair.refresh_token,
          accessTokenExpiresAt: accessTokenExpiry(pair.access_token),
        };
        return tokens;
      }
      const { code } = errorCode(answer.status, answer.body);
      // §4, §8: only an invalid or expired refresh token clears the session (and a 429 logs out,
      // as on every call, §7). Any other refresh error is 'Errore Refresh Token': the session
      // continues and the next call tries again.
      if (code === SPENT_REFRESH_TOKEN) {
        const theirs = await this.lock.renewedBeside(session.id, stored.tokens.refreshToken);
        if (theirs) {
          ctx.log.warn(
            { status: answer.status, marker: code },
            'token refresh refused: another renewal had spent the token; the session keeps its tokens',
          );
          return theirs;
        }
      }
      if (refreshOutcome(code) === 'expired' || answer.status === 429) {
        const reason = answer.status === 429 ? 'rateLimited' : 'expired';
        ctx.log.warn(
          { status: answer.status, marker: code, reason },
          'token refresh refused; ending the session',
        );
        await this.lock.end(session.id, reason);
        throw new SessionEndedError(reason);
      }
      ctx.log.warn(
        { status: answer.status, marker: code },
        'token refresh failed; the session continues',
      );
      throw new RefreshFailedError(answer.status, code);
    });
    if (!renewed) throw new SessionEndedError('expired');
    session.tokens = renewed;
  }

  /** Readiness: upstream answers at all (any status below 500). */
  async reachable(): Promise<boolean> {
    try {
      const answer = await this.transport.exchange({
        method: 'GET',
        url: buildUrl(this.settings.apiBaseUrl, '/api/configurations'),
        timeoutMs: 2000,
      });
      return answer.status < 500;
    } catch {
      return false;
    }
  }

  /** Metrics: be told of every upstream exchange (its URL and status, or its failure). */
  observe(observer: ExchangeObserver): void {
    this.transport.observer = observer;
  }

  async close(): Promise<void> {
    await this.transport.close();
  }

  /** The content site's paths (§7 "News and posts") live on their own host; the rest on the API. */
  private baseFor(path: string): string {
    return CONTENT_PATHS.some((prefix) => path.startsWith(prefix))
      ? this.settings.contentBaseUrl
      : this.settings.apiBaseUrl;
  }

  /**
   * The call-level rules around one call: 401 → refresh → repeat once, a final 401 or 429 ends the
   * session. `release` lets go of an answer that is not returned (a streamed one holds a connection).
   */
  private async withPolicy<A extends Answered>(
    ctx: CallContext,
    method: Method,
    auth: boolean,
    timeoutMs: number,
    release: (answer: A) => Promise<void>,
    send: (bearer: string | null) => Promise<A>,
  ): Promise<A> {
    const used = auth ? ctx.session.tokens.accessToken : null;
    let answer = await this.withRetry(method, timeoutMs, release, () => send(used));
    if (auth && used !== null && answer.status === 401) {
      await release(answer);
      await this.refresh(ctx, used);
      answer = await this.withRetry(method, timeoutMs, release, () =>
        send(ctx.session.tokens.accessToken),
      );
      if (answer.status === 401) {
        await release(answer);
        await this.endSession(ctx, 'expired');
      }
    }
    if (answer.status === 429) {
      await release(answer);
      await this.endSession(ctx, 'rateLimited');
    }
    return answer;
  }

  /**
   * §7: retry once, only non-mutating methods, only on the retryable statuses. The first answer's
   * Retry-After is waited out when the wait ends within the call's time-out, counted from the first
   * send: retrying sooner than upstream asked would only be refused again, and a
   * longer wait would hold the customer past the time-out. When it does not fit, the first answer
   * stands and the policy handles it (a final 429 still ends the session).
   */
  private async withRetry<A extends Answered>(
    method: Method,
    timeoutMs: number,
    release: (answer: A) => Promise<void>,
    send: () => Promise<A>,
  ): Promise<A> {
    const startedAt = Date.now();
    const first = await send();
    if (!IDEMPOTENT.has(method) || !RETRYABLE.has(first.status)) return first;
    const delayMs = retryAfterMs(first.headers['retry-after']);
    if (delayMs > 0 && Date.now() - startedAt + delayMs >= timeoutMs) return first;
    await release(first);
    if (delayMs > 0) await sleep(delayMs);
    return send();
  }

  private async endSession(ctx: CallContext, reason: 'expired' | 'rateLimited'): Promise<never> {
    ctx.log.warn({ reason }, 'upstream ended the session');
    await this.lock.end(ctx.session.id, reason);
    throw new SessionEndedError(reason);
  }
}

interface Answered {
  status: number;
  headers: Headers;
}

/** Each query text once as a JSON string: the queries are constants, a few hundred characters each. */
const encodedQueries = new Map<string, string>();

/** The body of a data-service call, byte for byte what JSON.stringify({ query, variables, operationName }) gives. */
export function graphqlBody(
  query: string,
  variables: Record<string, unknown>,
  operationName?: string,
): string {
  let encoded = encodedQueries.get(query);
  if (encoded === undefined) {
    encoded = JSON.stringify(query);
    if (encodedQueries.size < 500) encodedQueries.set(query, encoded);
  }
  const name =
    operationName === undefined ? '' : `,"operationName":${JSON.stringify(operationName)}`;
  return `{"query":${encoded},"variables":${JSON.stringify(variables)}${name}}`;
}

/**
 * The upstream call's log line: on the request's logger, so it carries the
 * request id that went upstream as X-Request-ID. The path without its query (ids, never tokens).
 */
function traced(
  log: FastifyBaseLogger,
  method: Method,
  target: string,
  status: number,
  startedAt: number,
): void {
  log.info(
    { upstream: { method, target, status, ms: Math.round(performance.now() - startedAt) } },
    'upstream call',
  );
}

/**
 * An answer that does not fit the contract: logged with the call and the fields (never a value or
 * a token), and thrown, so that no page is drawn of it.
 */
function misfit(
  log: FastifyBaseLogger | undefined,
  call: string,
  check: AnswerCheck,
  answer: unknown,
): never {
  const problems = check.problems(answer);
  log?.warn({ upstream: { call, problems } }, 'upstream answer does not fit the contract');
  throw new UpstreamContractError(call, problems);
}

/** A REST success as it is, when it fits the contract's answer of its call (if the contract has one). */
function fitting<T>(
  log: FastifyBaseLogger | undefined,
  call: RestCall,
  answer: UpstreamResponse<T>,
): UpstreamResponse<T> {
  const check = restCheck(call.method, call.path);
  if (check && !check.fits(answer.body))
    misfit(log, `${call.method} ${call.path}`, check, answer.body);
  return answer;
}

/** A read answer holds nothing. */
const release = async (): Promise<void> => {};

/** A streamed answer is read to its end and dropped, so that its connection is reused. */
const discardRaw = (raw: RawAnswer): Promise<void> => discard(raw.body);

/** The answer as it is, or UpstreamError with the upstream marker for a status ≥ 400. */
function checked<T>(answer: BufferedAnswer): UpstreamResponse<T> {
  if (answer.status >= 400) {
    const { code, details } = errorCode(answer.status, answer.body);
    throw new UpstreamError(answer.status, code, details);
  }
  return { status: answer.status, headers: answer.headers, body: answer.body as T };
}
