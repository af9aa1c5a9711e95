// What the spans and log lines of a request say of it (tracing/start.ts). They follow the logs
// (logger.ts): no query string, since tokens and codes travel in some (/impersonate?token=…,
// /auth/callback?code=…), and GraphQL's GET carries its variables there.
import { isSpanContextValid, trace, type Attributes } from '@opentelemetry/api';

/** Paths that are polled, not used: the probes and the scrape. No span. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** A URL or path without its query string. */
export function withoutQuery(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

/** The attributes an incoming request's server span starts with, without its query. */
export function incomingAttributes(): Attributes {
  // undefined drops the attribute the instrumentation set (the SDK keeps no undefined value).
  return { 'url.query': undefined };
}

/** The attributes an upstream call's span starts with: its URL without the query. */
export function upstreamAttributes(request: { origin: string; path: string }): Attributes {
  return { 'url.full': request.origin + withoutQuery(request.path), 'url.query': undefined };
}

/** The ids of the active span, for a log line; nothing outside a traced request. */
export function activeTraceFields(): Record<string, string> {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const ids = span.spanContext();
  if (!isSpanContextValid(ids)) return {};
  return { trace_id: ids.traceId, span_id: ids.spanId };
}

/** Whether a request goes untraced (the polled paths). */
export function untraced(url: string | undefined): boolean {
  return UNTRACED_PATHS.has(withoutQuery(url ?? '/'));
}
