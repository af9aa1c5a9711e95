// Starts the sandbox: reads the configuration, builds the app and listens. Nothing else lives here.
import { buildSandbox } from './app.ts';
import { ConfigError, readConfig, type SandboxConfig } from './config.ts';
import { requestLogFields } from './request-log.ts';

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
    serializers: { req: requestLogFields },
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
