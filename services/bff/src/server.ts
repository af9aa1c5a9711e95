// Builds the app and listens; nothing else (conventions §1).
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

try {
  const config = loadConfig();
  const app = await buildApp(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
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
