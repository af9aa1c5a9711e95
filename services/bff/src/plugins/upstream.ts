// Registers the one upstream client as app.upstream (conventions §2), given the session store's
// refresh lock.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refreshLockOf } from '../session/refresh-lock.ts';
import { UpstreamClient } from '../upstream/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    upstream: UpstreamClient;
  }
}

async function upstreamPlugin(app: FastifyInstance): Promise<void> {
  const client = new UpstreamClient(app.config.upstream, refreshLockOf(app.sessions));
  app.decorate('upstream', client);
  app.addHook('onClose', async () => client.close());
}

export default fp(upstreamPlugin, { name: 'upstream', fastify: '5.x', dependencies: ['session'] });
