// What every resolver gets: the session, the upstream call context, and the per-request
// authorization layer with its loaders.
import type { MercuriusContext } from 'mercurius';
import type { Authorizer } from '../authz/authorizer.ts';
import type { CardRegistrationRegistry, CheckoutRegistry } from '../authz/checkouts.ts';
import type { Config } from '../config.ts';
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
}

export type Resolver<A = Record<string, never>, R = unknown, P = unknown> = (
  parent: P,
  args: A,
  ctx: ApiContext,
) => Promise<R> | R;
