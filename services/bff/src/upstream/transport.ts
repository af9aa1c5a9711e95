// One HTTP exchange with upstream over a keep-alive undici pool: JSON in, JSON (or a stream) out.
// Failures without an answer become UpstreamUnavailableError ('Network request failed' / 'Aborted').
import type { Readable } from 'node:stream';
import { Agent, request as undiciRequest } from 'undici';
import { UpstreamUnavailableError } from './errors.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Headers = Record<string, string | string[] | undefined>;

export interface Exchange {
  method: Method;
  url: string;
  bearer?: string | null;
  body?: unknown;
  timeoutMs: number;
}

export interface RawAnswer {
  status: number;
  headers: Headers;
  body: Readable;
}

/** Told of every exchange's status, or of its failure without an answer (metrics); must not throw. */
export type ExchangeObserver = (url: string, outcome: number | 'network' | 'aborted') => void;

const ABORT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_ABORTED']);

export function toUnavailable(error: unknown): UpstreamUnavailableError {
  const err = error as { name?: string; code?: string };
  const aborted =
    err?.name === 'AbortError' || err?.name === 'TimeoutError' || ABORT_CODES.has(err?.code ?? '');
  return new UpstreamUnavailableError(aborted ? 'aborted' : 'network', { cause: error });
}

export function buildUrl(
  base: string,
  path: string,
  query?: Record<string, string | number | boolean | undefined>,
): string {
  const url = new URL(base.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

export class Transport {
  private readonly agent: Agent;
  observer: ExchangeObserver | null = null;

  constructor(private readonly userAgent: string) {
    this.agent = new Agent({
      keepAliveTimeout: 10_000,
      keepAliveMaxTimeout: 60_000,
      connections: 128,
    });
  }

  /** Sends one request; the caller owns the body stream (read it or dump it). */
  async open(exchange: Exchange, streaming = false): Promise<RawAnswer> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: streaming ? '*/*' : 'application/json',
      'user-agent': this.userAgent,
    };
    if (exchange.bearer) headers.authorization = `Bearer ${exchange.bearer}`;
    try {
      const answer = await undiciRequest(exchange.url, {
        dispatcher: this.agent,
        method: exchange.method,
        headers,
        body: exchange.body === undefined ? undefined : JSON.stringify(exchange.body),
        // A buffered call is bounded as a whole; a stream only while it waits for bytes.
        signal: streaming ? undefined : AbortSignal.timeout(exchange.timeoutMs),
        headersTimeout: exchange.timeoutMs,
        bodyTimeout: exchange.timeoutMs,
      });
      this.observer?.(exchange.url, answer.statusCode);
      return { status: answer.statusCode, headers: answer.headers, body: answer.body };
    } catch (error) {
      const failure = toUnavailable(error);
      this.observer?.(exchange.url, failure.kind);
      throw failure;
    }
  }

  /** Sends one request and reads the whole answer (JSON when it says so, else text). */
  async exchange(exchange: Exchange): Promise<{ status: number; headers: Headers; body: unknown }> {
    const raw = await this.open(exchange);
    return { status: raw.status, headers: raw.headers, body: await readBody(raw) };
  }

  async close(): Promise<void> {
    await this.agent.close();
  }
}

/** Reads a whole answer: parsed JSON when it says so, else text; null when empty. */
export async function readBody(raw: RawAnswer): Promise<unknown> {
  let text: string;
  try {
    // undici's body mixin collects the bytes without a stream iterator per answer.
    text = await (raw.body as unknown as { text(): Promise<string> }).text();
  } catch (error) {
    throw toUnavailable(error);
  }
  if (text === '') return null;
  const type = String(raw.headers['content-type'] ?? '');
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** Reads the body and discards it, so the pooled connection can be reused. */
export async function discard(body: Readable): Promise<void> {
  try {
    await (body as unknown as { dump(): Promise<void> }).dump();
  } catch {
    // The connection is closed by undici; nothing else to release.
  }
}
