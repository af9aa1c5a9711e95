// Composition (conventions §1): third-party plugins first, then the app's own plugins, then routes.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import type { Tracing } from './tracing/start.ts';
import {
  lazyChildLoggerFactory,
  loggerOptions,
  REQUEST_ID_HEADER,
  requestIdFor,
} from './logger.ts';
import graphqlApi from './api/plugin.ts';
import { consumptionFileRoutes } from './domains/consumption/files.ts';
import { conventionFileRoutes } from './domains/convention/files.ts';
import { documentFileRoutes } from './domains/documents/files.ts';
import { exportFileRoutes } from './domains/exports/files.ts';
import { invoiceFileRoutes } from './domains/invoices/files.ts';
import { REGISTRATION_PATH } from './auth/cookies.ts';
import authorization from './authz/plugin.ts';
import apiGuard from './plugins/api-guard.ts';
import audit from './plugins/audit.ts';
import bearer from './plugins/bearer.ts';
import errors from './plugins/errors.ts';
import metrics from './plugins/metrics.ts';
import oidc from './plugins/oidc.ts';
import security from './plugins/security.ts';
import session from './plugins/session.ts';
import store from './plugins/store.ts';
import alerts from './alerts/plugin.ts';
import type { Store } from './store/store.ts';
import upstream from './plugins/upstream.ts';
import { authRoutes } from './routes/auth.ts';
import { backchannelLogoutRoutes } from './routes/backchannel-logout.ts';
import { brandRoutes } from './routes/brand.ts';
import { consortiumLogoRoutes } from './routes/consortium-logos.ts';
import { healthRoutes } from './routes/health.ts';
import { impersonateRoutes } from './routes/impersonate.ts';
import { logoutRoutes } from './routes/logout.ts';
import { qrInvoiceRoutes } from './routes/qrcode-invoice.ts';
import { registerRoutes } from './routes/register.ts';
import { sessionRoutes } from './routes/session.ts';
import spa from './routes/spa.ts';
import { routableUrl } from './routes/malformed-path.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Every route as registered (method and URL), for the test that proves none escapes the guard. */
    registeredRoutes: Array<{ method: string; url: string }>;
  }
}

export interface BuildOptions {
  logger?: boolean | object;
  /** Where the audit records go (standard output by default); tests read them here. */
  auditDestination?: DestinationStream;
  /** OpenTelemetry, started by server.ts when configured: spans for every route, ids in the logs. */
  tracing?: Tracing;
  /** The portal's own store, when the caller opened it (several apps on one store); else opened here. */
  store?: Store;
}

/** Request bodies of the portal are small JSON documents. */
const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const logging = loggerOptions(config.logLevel, options.tracing?.logFields);
  const logger: FastifyServerOptions['logger'] =
    options.logger === undefined || options.logger === true
      ? logging
      : options.logger === false
        ? false
        : { ...(logging as object), ...options.logger };
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    // While draining (shutdown.ts), a request that still reaches this replica on an open keep-alive
    // connection is served (with Connection: close) rather than refused with a bare 503.
    return503OnClosing: false,
    // The client address comes from X-Forwarded-For only as far as TRUST_PROXY trusts its writers.
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    // A path that does not decode is answered as an unknown path (routes/malformed-path.ts).
    rewriteUrl: (raw) => routableUrl(raw.url ?? '/'),
    childLoggerFactory: lazyChildLoggerFactory,
    // One id per request from the proxy to upstream: logs, upstream calls, answer.
    requestIdHeader: false,
    genReqId: requestIdFor(config.trustProxy),
  });

  app.decorate('config', config);
  app.decorate('registeredRoutes', []);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) app.registeredRoutes.push({ method, url: route.url });
  });

  // First, so that every route registered after it is traced.
  if (options.tracing) await app.register(options.tracing.plugin);
  await app.register(audit, {
    destination: options.auditDestination,
    mixin: options.tracing?.logFields,
  });
  await app.register(session);
  await app.register(store, { store: options.store });
  // Before security: its rate limit keys a bearer request by the verified token's client.
  await app.register(bearer);
  await app.register(security);
  await app.register(errors);
  await app.register(upstream);
  await app.register(oidc);
  await app.register(apiGuard);
  await app.register(authorization);
  await app.register(metrics);
  await app.register(alerts);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(logoutRoutes);
  await app.register(backchannelLogoutRoutes);
  await app.register(impersonateRoutes);
  await app.register(qrInvoiceRoutes);
  await app.register(sessionRoutes, { prefix: '/api' });
  await app.register(registerRoutes, { prefix: REGISTRATION_PATH });
  await app.register(graphqlApi);
  // The domains' files (GET /api/files/…).
  await app.register(invoiceFileRoutes, { prefix: '/api' });
  await app.register(exportFileRoutes, { prefix: '/api' });
  await app.register(documentFileRoutes, { prefix: '/api' });
  await app.register(consumptionFileRoutes, { prefix: '/api' });
  await app.register(conventionFileRoutes, { prefix: '/api' });
  await app.register(brandRoutes);
  await app.register(consortiumLogoRoutes);
  await app.register(spa);

  return app;
}
