// What the sandbox's request log says of a request: method, path (never the query: codes and token
// hints travel in it), the client's address, and the W3C trace id the portal sent (traceparent), so
// that one customer request is found on both sides by its trace as by its X-Request-ID.
import { pathOf } from './faults/faults.ts';

/** A traceparent's trace id (version 00: 00-<32 hex trace id>-<16 hex parent id>-<2 hex flags>). */
const TRACEPARENT = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;

export function traceIdOf(traceparent: unknown): string | undefined {
  if (typeof traceparent !== 'string') return undefined;
  const id = TRACEPARENT.exec(traceparent.trim())?.[1];
  return id === undefined || /^0+$/.test(id) ? undefined : id;
}

export interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Fastify's `req` serializer for the sandbox's log. */
export function requestLogFields(request: LoggedRequest): Record<string, string | undefined> {
  const traceId = traceIdOf(request.headers.traceparent);
  return {
    method: request.method,
    path: pathOf(request.url),
    remoteAddress: request.ip,
    ...(traceId === undefined ? {} : { traceId }),
  };
}
