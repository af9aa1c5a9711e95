// Registers the one upstream client as app.upstream (conventions §2), given the session store's
// refresh lock.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SessionReads } from '../session/reads.ts';
import { refreshLockOf } from '../session/refresh-lock.ts';
import { UpstreamClient } from '../upstream/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    upstream: UpstreamClient;
    /** What a session keeps between page views (session/reads.ts). */
    sessionReads: SessionReads;
  }
}

async function upstreamPlugin(app: FastifyInstance): Promise<void> {
  const client = new UpstreamClient(app.config.upstream, refreshLockOf(app.sessions));
  app.decorate('upstream', client);
  app.decorate('sessionReads', new SessionReads(app.sessions));
  app.addHook('onClose', async () => client.close());
}

export default fp(upstreamPlugin, { name: 'upstream', fastify: '5.x', dependencies: ['session'] });
