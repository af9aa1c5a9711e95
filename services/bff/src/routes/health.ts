// Liveness and readiness (docs/api.md, docs/operations.md): ready when the session store, upstream
// and the identity provider answer, each within a short time-out (readiness.ts); a 503 names the
// dependency that did not.
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdentityProviderProbe, PROBE_TIMEOUT_MS, within } from './readiness.ts';

const Status = Type.Object({
  status: Type.String(),
  sessions: Type.Optional(Type.Boolean()),
  upstream: Type.Optional(Type.Boolean()),
  identityProvider: Type.Optional(Type.Boolean()),
  /** The dependencies that did not answer (sessions, upstream, identityProvider). */
  unavailable: Type.Optional(Type.Array(Type.String())),
});

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const identityProvider = new IdentityProviderProbe(app.config.oidc.issuer);

  app.get('/healthz', { schema: { response: { 200: Status } } }, async () => ({ status: 'ok' }));

  app.get(
    '/readyz',
    { schema: { response: { 200: Status, 503: Status } } },
    async (request, reply) => {
      const [sessions, upstream, idp] = await Promise.all([
        within(app.sessions.ping(), PROBE_TIMEOUT_MS, false),
        within(app.upstream.reachable(), PROBE_TIMEOUT_MS, false),
        identityProvider.reachable(),
      ]);
      const checks = { sessions, upstream, identityProvider: idp };
      const unavailable = Object.entries(checks)
        .filter(([, ok]) => !ok)
        .map(([name]) => name);
      if (unavailable.length > 0) request.log.warn({ unavailable }, 'not ready');
      return reply.code(unavailable.length === 0 ? 200 : 503).send({
        status: unavailable.length === 0 ? 'ready' : 'unavailable',
        ...checks,
        unavailable,
      });
    },
  );
};
