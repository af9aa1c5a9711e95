// Traces across every hop: the built BFF (dist/server.js, as production runs it) with tracing on,
// exporting OTLP over HTTP to a receiver in this test, in front of the sandbox. One request of a
// browser is one trace: the BFF's request, its GraphQL operation and its upstream call, with the
// sandbox told the same trace (traceparent, in its request log beside X-Request-ID), and its
// session's Redis commands. The BFF's log lines of the request carry its trace id; neither they nor
// the spans carry a token, a query string or a Redis argument (the keys hold session ids).
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import {
  freePort,
  requestLogFields,
  startSandbox,
  type RunningSandbox,
} from '@portal/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, stopRedis } from '../../../tests/shape/redis.ts';
import { startBuiltBff, type BuiltBff } from './built-bff.ts';
import { portalClient } from './helpers.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A span as OTLP/JSON carries it (ids in hex). */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: Array<{ key: string; value: Record<string, unknown> }>;
}

const SERVER = 2;
const CLIENT = 3;
const BILLS = 'query Bills($first: Int) { invoices(first: $first) { totalCount nodes { id } } }';

let receiver: Server;
const spans: OtlpSpan[] = [];
/** Every OTLP payload as received, to search for what must not be there. */
let exported = '';
/** The paths the payloads were posted to. */
const exportPaths = new Set<string>();
let sandbox: RunningSandbox;
let redis: ChildProcess | undefined;
const sandboxLines: Array<Record<string, unknown>> = [];
/** The bearer tokens upstream was sent: none may reach a log line or a span. */
const upstreamTokens = new Set<string>();
let bff: BuiltBff;
let url: string;
let client: ReturnType<typeof portalClient>;
let cookie: string;

function attribute(span: OtlpSpan, key: string): unknown {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  return value === undefined ? undefined : Object.values(value)[0];
}

function traceOf(traceId: string): OtlpSpan[] {
  return spans.filter((span) => span.traceId === traceId);
}

/** The log lines of the BFF (JSON), as written so far. */
function bffLines(): Array<Record<string, unknown>> {
  return bff
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function startReceiver(): Promise<string> {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      exported += body;
      exportPaths.add(request.url ?? '');
      if (request.url === '/v1/traces') {
        const payload = JSON.parse(body) as {
          resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }>;
        };
        for (const resource of payload.resourceSpans)
          for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

beforeAll(async () => {
  const collector = await startReceiver();
  const redisPort = await freePort();
  redis = await startRedis(redisPort);
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  sandbox = await startSandbox({
    portalOrigins: [url],
    logger: {
      level: 'info',
      stream: { write: (line: string) => void sandboxLines.push(JSON.parse(line)) },
      serializers: {
        req: (request: Parameters<typeof requestLogFields>[0]) => {
          const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
          if (bearer) upstreamTokens.add(bearer);
          return requestLogFields(request);
        },
      },
    },
  });
  bff = await startBuiltBff(port, sandbox.url, {
    LOG_LEVEL: 'info',
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    OTEL_EXPORTER_OTLP_ENDPOINT: collector,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    // Batches leave at once rather than every 5 s.
    OTEL_BSP_SCHEDULE_DELAY: '50',
    // Were the SDK to export metrics too, they would come within the test.
    OTEL_METRIC_EXPORT_INTERVAL: '100',
  });
  client = portalClient(url, bff.cookieName);
  cookie = (await client.signIn('mario.rossi@demo.it')).cookie;
}, 60_000);

afterAll(async () => {
  await bff?.stop();
  await sandbox?.close();
  await stopRedis(redis);
  await new Promise((resolve) => receiver?.close(resolve));
});

/** Sends the bills query as the web client does, with the headers given; the answer's request id. */
async function bills(headers: Record<string, string> = {}): Promise<string> {
  const answer = await client.api(cookie, '/api/graphql', {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: BILLS, variables: { first: 3 } }),
  });
  expect(answer.status).toBe(200);
  await answer.json();
  return answer.headers.get('x-request-id') ?? '';
}

/**
 * Waits for the trace's spans up to the upstream call, then checks their chain: the BFF's server
 * span, Fastify's request, the operation "query Bills", the upstream POST to the data service.
 */
async function expectOneTrace(traceId: string): Promise<OtlpSpan> {
  await expect
    .poll(() => traceOf(traceId).map((span) => span.name), { timeout: 10_000 })
    .toEqual(
      expect.arrayContaining(['POST /api/graphql', 'request', 'query Bills', 'POST', 'get']),
    );
  const trace = traceOf(traceId);
  const byId = new Map(trace.map((span) => [span.spanId, span]));
  const server = trace.find((span) => span.kind === SERVER && span.name === 'POST /api/graphql')!;
  const operation = trace.find((span) => span.name === 'query Bills')!;
  const upstream = trace.find(
    (span) => span.kind === CLIENT && attribute(span, 'url.path') === '/ubik/graphql',
  )!;
  expect(upstream).toBeDefined();
  // The upstream call hangs under the operation, which hangs under the server's span.
  const ancestors = (span: OtlpSpan): string[] => {
    const parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
    return parent ? [parent.name, ...ancestors(parent)] : [];
  };
  expect(ancestors(upstream)).toEqual(['query Bills', 'request', 'POST /api/graphql']);
  expect(attribute(operation, 'graphql.operation.type')).toBe('query');
  expect(attribute(operation, 'graphql.operation.name')).toBe('Bills');
  expect(attribute(server, 'http.route')).toBe('/api/graphql');
  // The session read from Redis, by its command alone.
  const commands = trace.filter((span) => attribute(span, 'db.system.name') === 'redis');
  expect(commands.length).toBeGreaterThan(0);
  for (const command of commands) {
    expect(attribute(command, 'db.query.text')).toBe(command.name);
    expect(ancestors(command)).toContain('request');
  }
  return upstream;
}

/** The sandbox's request log line of the BFF's call to the data service for a request id. */
function sandboxLineOf(requestId: string): Record<string, unknown> | undefined {
  return sandboxLines.find(
    (line) =>
      line.reqId === requestId &&
      (line.req as { path?: string } | undefined)?.path === '/ubik/graphql',
  );
}

describe('traces across the BFF (OpenTelemetry, OTLP over HTTP)', () => {
  it("continues the browser's trace (traceparent) through the operation to upstream", async () => {
    const traceId = randomBytes(16).toString('hex');
    const browserSpan = randomBytes(8).toString('hex');
    const requestId = await bills({ traceparent: `00-${traceId}-${browserSpan}-01` });

    const upstream = await expectOneTrace(traceId);
    const server = traceOf(traceId).find((span) => span.kind === SERVER)!;
    expect(server.parentSpanId).toBe(browserSpan);
    // The sandbox was sent the same trace, with the upstream call's span as its parent.
    await expect.poll(() => sandboxLineOf(requestId)).toBeDefined();
    expect((sandboxLineOf(requestId)!.req as { traceId?: string }).traceId).toBe(traceId);
    expect(upstream.traceId).toBe(traceId);
  });

  it('starts a trace of its own for a request without one, and logs its id on every line', async () => {
    const requestId = await bills();
    await expect
      .poll(() => bffLines().filter((line) => line.reqId === requestId).length)
      .toBeGreaterThanOrEqual(2);
    const lines = bffLines().filter((line) => line.reqId === requestId);
    const traceIds = new Set(lines.map((line) => line.trace_id));
    expect(traceIds.size).toBe(1);
    const [traceId] = [...traceIds] as string[];
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    for (const line of lines) expect(line.span_id).toMatch(/^[0-9a-f]{16}$/);

    const upstream = await expectOneTrace(traceId!);
    expect(traceOf(traceId!).find((span) => span.kind === SERVER)!.parentSpanId ?? '').toBe('');
    await expect.poll(() => sandboxLineOf(requestId)).toBeDefined();
    expect((sandboxLineOf(requestId)!.req as { traceId?: string }).traceId).toBe(upstream.traceId);
  });

  it('keeps tokens, cookies, query strings and GraphQL variables out of the logs and the spans', async () => {
    await bills();
    await expect.poll(() => spans.length).toBeGreaterThan(0);
    expect(upstreamTokens.size).toBeGreaterThan(0);
    const session = cookie.split('=')[1]!;
    for (const text of [bff.output(), exported]) {
      for (const token of upstreamTokens) expect(text).not.toContain(token);
      expect(text).not.toContain(session);
      expect(text).not.toMatch(/Bearer /);
    }
    // The sign-in's callback had its code in the query; no span keeps a query or a variable.
    for (const span of spans) {
      expect(attribute(span, 'url.query')).toBeUndefined();
      for (const key of ['url.full', 'url.path'])
        expect(String(attribute(span, key) ?? '')).not.toContain('?');
    }
    expect(exported).not.toContain('invoices(first');
    // Traces only: metrics stay Prometheus' (/metrics), logs stay on standard output.
    expect([...exportPaths]).toEqual(['/v1/traces']);
    expect(exported).not.toContain('"first"');
  });

  it("writes an impersonation's audit record under its trace, and its token nowhere", async () => {
    const grant = await sandbox.admin.impersonationToken(
      'operatore@demo.it',
      'mario.rossi@demo.it',
    );
    const answer = await fetch(
      `${url}/impersonate?token=${encodeURIComponent(grant.token)}&fingerprint=${encodeURIComponent(grant.fingerprint)}`,
      { redirect: 'manual' },
    );
    await answer.body?.cancel();
    const requestId = answer.headers.get('x-request-id');
    const record = () =>
      bffLines().find((line) => line.audit === 'impersonation' && line.requestId === requestId);
    await expect.poll(record).toBeDefined();
    const traceId = bffLines().find((line) => line.reqId === requestId)?.trace_id;
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(record()!.trace_id).toBe(traceId);
    await expect.poll(() => traceOf(String(traceId)).length).toBeGreaterThan(0);
    for (const text of [bff.output(), exported]) {
      expect(text).not.toContain(grant.token);
      expect(text).not.toContain(encodeURIComponent(grant.token));
    }
  });

  it('stops on SIGTERM with tracing on, as a deployment stops it, with exit code 0', async () => {
    expect(await bff.stop()).toBe(0);
  });
});

/** The modules a file of the bundle imports: [specifier, whether dynamically]. */
function importsOf(file: string): Array<[string, boolean]> {
  const code = readFileSync(file, 'utf8');
  const found: Array<[string, boolean]> = [];
  for (const [, from] of code.matchAll(/^(?:import|export)\b[^;]*?(?:from\s*)?"([^"]+)";/gms))
    found.push([from!, false]);
  for (const [, from] of code.matchAll(/\bimport\("([^"]+)"\)/g)) found.push([from!, true]);
  return found;
}

describe('with tracing off (the default)', () => {
  it('loads nothing of OpenTelemetry: only the tracing chunk imports it, loaded on demand', () => {
    // The files a start may load: dist/server.js and what it imports, statically or on demand.
    const files = [`${root}dist/server.js`];
    for (const file of files)
      for (const [from] of importsOf(file)) {
        const path = resolve(dirname(file), from);
        if (from.startsWith('.') && !files.includes(path)) files.push(path);
      }
    const telemetry = /^(@opentelemetry\/|@fastify\/otel$|import-in-the-middle)/;
    const importers = files.filter((file) =>
      importsOf(file).some(([from]) => telemetry.test(from)),
    );
    expect(importers.map((file) => file.split('/').pop())).toEqual([
      expect.stringMatching(/^start-\w+\.js$/),
    ]);
    const tracingChunk = importers[0]!.split('/').pop()!;
    const importsOfTracing = files.flatMap((file) =>
      importsOf(file).filter(([from]) => from.endsWith(`/${tracingChunk}`)),
    );
    expect(importsOfTracing).toEqual([[`./chunks/${tracingChunk}`, true]]);
  });
});
