// Starts OpenTelemetry tracing (only when tracing/settings.ts says on; server.ts loads this module
// before the app's modules, so that the instrumentation sees them load). The spans of one request:
// the HTTP server's, Fastify's request span, the GraphQL operation (tracing/graphql.ts), and each
// upstream call (undici) and Redis command (ioredis) it makes. W3C traceparent comes in from the
// browser or proxy and goes out to upstream beside X-Request-ID. Exported by the SDK as the OTEL_*
// variables say (OTLP over HTTP by default, in batches).
//
// What a span may carry follows the logs (logger.ts): no query string (tokens and codes travel in
// some), no header, no GraphQL variable or document, no Redis argument (the keys hold session ids).
import { register } from 'node:module';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { core, NodeSDK } from '@opentelemetry/sdk-node';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import {
  activeTraceFields,
  incomingAttributes,
  untraced,
  upstreamAttributes,
  withoutQuery,
} from './attributes.ts';
import { graphqlOperationSpans } from './graphql.ts';

/** What the app needs of tracing (app.ts, server.ts). */
export interface Tracing {
  /** Registered first: spans for every route, and the GraphQL operation's. */
  plugin: (app: FastifyInstance) => Promise<void>;
  /** Pino's mixin: the trace and span ids of the line's request. */
  logFields: () => Record<string, string>;
  /** Sends the spans still buffered; before the process exits. */
  shutdown: () => Promise<void>;
}

export const SERVICE_NAME = 'portal-bff';

/** The service's name unless the standard variables give one. */
function serviceName(env: NodeJS.ProcessEnv): string | undefined {
  if (env.OTEL_SERVICE_NAME?.trim()) return undefined;
  if (/(^|,)\s*service\.name\s*=/.test(env.OTEL_RESOURCE_ATTRIBUTES ?? '')) return undefined;
  return SERVICE_NAME;
}

export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<Tracing> {
  // ioredis is imported by ES modules: only the loader hook sees it load. The hook intercepts only
  // the modules an instrumentation asks for (the message channel tells it which).
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const fastify = new FastifyOtelInstrumentation({
    // One span per request (and the GraphQL operation's); a span per hook would cost more than it tells.
    instrumentHooks: false,
    instrumentHandler: false,
    ignorePaths: (route: { url?: string }) => untraced(route.url),
    requestHook: (span, request) => span.setAttribute('url.path', withoutQuery(request.url)),
  });
  const name = serviceName(env);
  const sdk = new NodeSDK({
    ...(name ? { serviceName: name } : {}),
    // traceparent only: baggage from a browser is not passed on to upstream.
    textMapPropagator: new core.W3CTraceContextPropagator(),
    // Traces only: the metrics are Prometheus' (/metrics) and the logs pino's, on standard output.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        // Upstream calls go through undici; the exporter's own requests need no span.
        disableOutgoingRequestInstrumentation: true,
        ignoreIncomingRequestHook: (request) => untraced(request.url),
        startIncomingSpanHook: incomingAttributes,
      }),
      new UndiciInstrumentation({ startSpanHook: upstreamAttributes }),
      new IORedisInstrumentation({
        requireParentSpan: true,
        dbStatementSerializer: (command) => command,
      }),
      fastify,
    ],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();

  return {
    plugin: fp(
      async (app: FastifyInstance) => {
        graphqlOperationSpans(app);
        await app.register(fastify.plugin());
      },
      { name: 'tracing', fastify: '5.x' },
    ),
    logFields: activeTraceFields,
    shutdown: () => sdk.shutdown(),
  };
}
