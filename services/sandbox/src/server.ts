// Starts the sandbox: reads the configuration, builds the app and listens. Nothing else lives here.
import { buildSandbox } from './app.ts';
import { ConfigError, readConfig, type SandboxConfig } from './config.ts';
import { pathOf } from './faults/faults.ts';

let config: SandboxConfig;
try {
  config = readConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const { port, host, ...options } = config;
const app = await buildSandbox(options, {
  logger: {
    level: 'info',
    serializers: {
      // Query strings can carry codes and token hints (e.g. id_token_hint on end session): log paths only.
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        path: pathOf(request.url),
        remoteAddress: request.ip,
      }),
    },
  },
});

const shutdown = (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));

await app.listen({ port, host });
app.log.info(
  `sandbox ready at ${options.baseUrl} (identity provider ${options.baseUrl}/oidc, admin ${options.admin ? 'on' : 'off'})`,
);
