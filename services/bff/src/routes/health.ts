// Liveness and readiness (docs/api.md): ready when the session store and upstream answer.
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const Status = Type.Object({
  status: Type.String(),
  sessions: Type.Optional(Type.Boolean()),
  upstream: Type.Optional(Type.Boolean()),
});

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/healthz', { schema: { response: { 200: Status } } }, async () => ({ status: 'ok' }));

  app.get(
    '/readyz',
    { schema: { response: { 200: Status, 503: Status } } },
    async (_request, reply) => {
      const [sessions, upstream] = await Promise.all([
        app.sessions.ping(),
        app.upstream.reachable(),
      ]);
      const ready = sessions && upstream;
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'unavailable', sessions, upstream });
    },
  );
};
