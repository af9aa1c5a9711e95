// The authorization service (conventions §2): the per-session memory of ownership proofs and the
// open card checkouts, shared by the GraphQL API and the file routes, which declare it as a
// dependency instead of relying on the order of registration.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionCall } from '../session/types.ts';
import { Authorizer, type AuthzUpstream } from './authorizer.ts';
import { CardRegistrationRegistry, CheckoutRegistry } from './checkouts.ts';
import { OwnershipCache } from './session-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Ownership proofs of ids, per session (session-cache.ts). */
    ownership: OwnershipCache<unknown>;
    checkouts: CheckoutRegistry;
    cardRegistrations: CardRegistrationRegistry;
    /** The Authorizer of one request; `upstream` defaults to the app's upstream client. */
    authorizer(call: SessionCall, upstream?: AuthzUpstream): Authorizer;
  }
}

async function authorizationPlugin(app: FastifyInstance): Promise<void> {
  const ownership = new OwnershipCache<unknown>();
  app.decorate('ownership', ownership);
  app.decorate('checkouts', new CheckoutRegistry(app.sessions));
  app.decorate('cardRegistrations', new CardRegistrationRegistry(app.sessions));
  app.decorate(
    'authorizer',
    (call: SessionCall, upstream: AuthzUpstream = app.upstream) =>
      new Authorizer(upstream, call, ownership),
  );
}

export default fp(authorizationPlugin, {
  name: 'authorization',
  fastify: '5.x',
  dependencies: ['session', 'upstream'],
});
