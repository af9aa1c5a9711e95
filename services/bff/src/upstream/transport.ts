// One HTTP exchange with upstream over a keep-alive undici pool: JSON in, JSON (or a stream) out.
// Failures without an answer become UpstreamUnavailableError ('Network request failed' / 'Aborted').
import type { Readable } from 'node:stream';
import { Agent, type Dispatcher } from 'undici';
import { Deadline } from './deadline.ts';
import { UpstreamUnavailableError } from './errors.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Headers = Record<string, string | string[] | undefined>;

export interface Exchange {
  method: Method;
  url: string;
  bearer?: string | null;
  body?: unknown;
  /** The body already as JSON text (instead of `body`). */
  json?: string;
  timeoutMs: number;
  /** The BFF's request this call is made for, sent as X-Request-ID. */
  requestId?: string | undefined;
}

export interface RawAnswer {
  status: number;
  headers: Headers;
  body: Readable;
}

/** A whole answer, read: parsed JSON when it says so, else text; null when empty. */
export interface BufferedAnswer {
  status: number;
  headers: Headers;
  body: unknown;
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

type QueryValues = Record<string, string | number | boolean | undefined>;

/** The general form: WHATWG URL parsing and normalisation of whatever path and base it gets. */
function parsedUrl(base: string, path: string, query?: QueryValues): string {
  const url = new URL(base.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** Paths of plain segments (no dot segments, no escapes, no query): URL parsing leaves them as they are. */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+\/?$/;
/** Each configured base as URL normalises it, without a trailing slash; there are a handful. */
const roots = new Map<string, string>();

/** application/x-www-form-urlencoded, byte for byte as URLSearchParams writes it. */
export function formEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/**
 * The upstream URL of a call. Every call builds one, so the common case — a plain path under a
 * configured base — is joined as text (the same string the URL parser would give, see the tests);
 * anything else goes through the parser.
 */
export function buildUrl(base: string, path: string, query?: QueryValues): string {
  if (!PLAIN_PATH.test(path)) return parsedUrl(base, path, query);
  let root = roots.get(base);
  if (root === undefined) {
    root = parsedUrl(base, '/').slice(0, -1);
    if (roots.size < 100) roots.set(base, root);
  }
  let search = '';
  if (query) {
    for (const key in query) {
      const value = query[key];
      if (value !== undefined)
        search += `${search === '' ? '?' : '&'}${formEncode(key)}=${formEncode(String(value))}`;
    }
  }
  return root + path + search;
}

/** Origin and path of an absolute http(s) URL made by buildUrl, for the pool's dispatcher. */
function splitUrl(url: string): { origin: string; path: string } {
  const slash = url.indexOf('/', url.indexOf('://') + 3);
  return slash < 0
    ? { origin: url, path: '/' }
    : { origin: url.slice(0, slash), path: url.slice(slash) };
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

  /**
   * Sends one request whose answer is streamed (PDFs); the caller owns the body stream (read it or
   * dump it). Bounded while it waits for headers and between chunks, not as a whole: a large file
   * may take long. Answers read whole go through exchange().
   */
  async stream(exchange: Exchange): Promise<RawAnswer> {
    try {
      // The agent directly with origin and path: no second parse of the URL per call.
      const { origin, path } = splitUrl(exchange.url);
      const answer = await this.agent.request({
        origin,
        path,
        method: exchange.method,
        headers: this.headers(exchange, true),
        body: requestBody(exchange),
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

  /**
   * Sends one request and reads the whole answer (JSON when it says so, else text). The bytes are
   * collected by a dispatch handler straight from the connection: no stream object, no stream
   * events and no promise per chunk for an answer that is read whole anyway. The
   * call is bounded as a whole by a Deadline: queued, waiting for headers or in the middle of the body.
   */
  exchange(exchange: Exchange): Promise<BufferedAnswer> {
    const { origin, path } = splitUrl(exchange.url);
    return new Promise<BufferedAnswer>((resolve, reject) => {
      const handler = new BufferingHandler(exchange, this.observer, resolve, reject);
      this.agent.dispatch(
        {
          origin,
          path,
          method: exchange.method,
          headers: this.headers(exchange, false),
          body: requestBody(exchange),
          headersTimeout: exchange.timeoutMs,
          bodyTimeout: exchange.timeoutMs,
        },
        handler,
      );
    });
  }

  async close(): Promise<void> {
    await this.agent.close();
  }

  private headers(exchange: Exchange, streaming: boolean): Record<string, string> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: streaming ? '*/*' : 'application/json',
      'user-agent': this.userAgent,
    };
    if (exchange.bearer) headers.authorization = `Bearer ${exchange.bearer}`;
    if (exchange.requestId) headers['x-request-id'] = exchange.requestId;
    return headers;
  }
}

function requestBody(exchange: Exchange): string | undefined {
  if (exchange.json !== undefined) return exchange.json;
  return exchange.body === undefined ? undefined : JSON.stringify(exchange.body);
}

/** Parsed JSON when the content type says so (text when it does not parse), else text; null when empty. */
function decode(text: string, contentType: unknown): unknown {
  if (text === '') return null;
  if (String(contentType ?? '').includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

type Controller = Parameters<NonNullable<Dispatcher.DispatchHandler['onRequestStart']>>[0];

/**
 * Collects one answer for exchange(). The whole-call deadline aborts the call wherever it is: still
 * queued for a connection (it is aborted the moment it would start), waiting for headers or in the
 * middle of the body. Exactly one of resolve / reject is called.
 */
class BufferingHandler implements Dispatcher.DispatchHandler {
  private controller: Controller | null = null;
  private readonly deadline: Deadline;
  private status = 0;
  private headers: Headers = {};
  private readonly chunks: Buffer[] = [];
  private length = 0;
  private settled = false;

  constructor(
    private readonly exchange: Exchange,
    private readonly observer: ExchangeObserver | null,
    private readonly resolve: (answer: BufferedAnswer) => void,
    private readonly reject: (error: unknown) => void,
  ) {
    this.deadline = new Deadline(exchange.timeoutMs);
    this.deadline.addEventListener('abort', this.onDeadline);
  }

  private readonly onDeadline = (): void => {
    this.controller?.abort(this.deadline.reason as Error);
  };

  onRequestStart(controller: Controller): void {
    this.controller = controller;
    if (this.deadline.aborted) controller.abort(this.deadline.reason as Error);
  }

  onResponseStart(
    _: Controller,
    statusCode: number,
    headers: Record<string, string | string[]>,
  ): void {
    // 1xx answers are not the answer; undici reports the final one after them.
    if (statusCode < 200) return;
    this.status = statusCode;
    this.headers = headers;
    this.observer?.(this.exchange.url, statusCode);
  }

  onResponseData(_: Controller, chunk: Buffer): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  onResponseEnd(): void {
    if (this.settled) return;
    this.settled = true;
    this.deadline.removeEventListener('abort', this.onDeadline);
    const bytes =
      this.chunks.length === 1
        ? (this.chunks[0] as Buffer)
        : Buffer.concat(this.chunks, this.length);
    this.resolve({
      status: this.status,
      headers: this.headers,
      body: decode(bytes.toString('utf8'), this.headers['content-type']),
    });
  }

  onResponseError(_: Controller | null, error: Error): void {
    if (this.settled) return;
    this.settled = true;
    this.deadline.removeEventListener('abort', this.onDeadline);
    const failure = toUnavailable(error);
    // A failure after the headers was already counted by its status.
    if (this.status === 0) this.observer?.(this.exchange.url, failure.kind);
    this.reject(failure);
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
  return decode(text, raw.headers['content-type']);
}

/** Reads the body and discards it, so the pooled connection can be reused. */
export async function discard(body: Readable): Promise<void> {
  try {
    await (body as unknown as { dump(): Promise<void> }).dump();
  } catch {
    // The connection is closed by undici; nothing else to release.
  }
}
