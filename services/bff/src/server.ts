// Builds the app and listens; nothing else (conventions §1). SIGTERM and SIGINT drain it
// (shutdown.ts): requests in flight finish, for at most DRAIN_TIMEOUT_SECONDS. Tracing, when the
// OTEL_* variables turn it on, starts before the app's modules load (its instrumentation must see
// them load); when off, nothing of it is loaded.
import { ConfigError, loadConfig } from './config.ts';
import { drain } from './shutdown.ts';

try {
  const config = loadConfig();
  const tracing = config.tracing
    ? await (await import('./tracing/start.ts')).startTracing()
    : undefined;
  const { buildApp } = await import('./app.ts');
  const app = await buildApp(config, { tracing });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'stopping: draining the requests in flight');
      void drain(app, config.drainTimeoutMs).then(
        async ({ forced, ms }) => {
          app.log.info({ forced, ms }, 'stopped');
          // The spans of the last requests, still in the exporter's batch.
          await tracing?.shutdown().catch(() => undefined);
          process.exit(forced ? 1 : 0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'stopping failed');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The portal failed to start', error);
  }
  process.exit(1);
}
