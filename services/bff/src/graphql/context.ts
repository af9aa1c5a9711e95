// What every resolver gets: the session, the upstream call context, and the per-request
// authorization layer with its loaders.
import type { MercuriusContext } from 'mercurius';
import type { Authorizer } from '../authz/authorizer.ts';
import type { CardRegistrationRegistry, CheckoutRegistry } from '../authz/checkouts.ts';
import type { Config } from '../config.ts';
import type { Store } from '../store/store.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { SubmissionRegistry } from '../session/submissions.ts';
import type { PortalSession, SessionCall } from '../session/types.ts';
import type { UpstreamClient } from '../upstream/client.ts';

export interface ApiContext extends MercuriusContext {
  session: PortalSession;
  call: SessionCall;
  upstream: Pick<UpstreamClient, 'request' | 'graphql'>;
  authz: Authorizer;
  checkouts: CheckoutRegistry;
  cardRegistrations: CardRegistrationRegistry;
  config: Config;
  /** The writes of this session sent once (sent-once.ts). */
  submissions: SubmissionRegistry;
  /** The portal's own store and turning a customer's alerts on (decisions 0022, 0023). */
  alerts: {
    store: Store;
    /** False while an in-memory store is unused: nothing is kept in it yet. */
    inUse(): boolean;
    enrol(session: PortalSession, log: FastifyBaseLogger): Promise<void>;
  };
}

export type Resolver<A = Record<string, never>, R = unknown, P = unknown> = (
  parent: P,
  args: A,
  ctx: ApiContext,
) => Promise<R> | R;
