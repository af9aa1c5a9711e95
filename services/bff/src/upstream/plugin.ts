// Registers the one upstream client as app.upstream (conventions §2).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UpstreamClient } from './client.ts';

export type { CallContext, GraphQLOperation, RestCall, UpstreamResponse } from './client.ts';
export { UpstreamClient } from './client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    upstream: UpstreamClient;
  }
}

async function upstreamPlugin(app: FastifyInstance): Promise<void> {
  const client = new UpstreamClient(app.config.upstream, app.sessions);
  app.decorate('upstream', client);
  app.addHook('onClose', async () => client.close());
}

export default fp(upstreamPlugin, { name: 'upstream', fastify: '5.x', dependencies: ['session'] });
