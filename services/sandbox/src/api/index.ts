// Registers the data side of the sandbox: the GraphQL data service, the invoice, payment, registry,
// reading, privacy and content endpoints, and the hosted card payment page.
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { DataStore } from '../data/store.ts';
import { registerDataService } from '../graphql/index.ts';

export interface DataApiOptions {
  /** Clock of the data side (export job progress, payments, readings); tests pass a fake one. */
  now?: () => number;
}

/** The data store of an app, for tests and the benchmark. */
export const dataStores = new WeakMap<FastifyInstance, DataStore>();

export async function registerDataApi(app: FastifyInstance, ctx: SandboxContext, options: DataApiOptions = {}): Promise<void> {
  const store = new DataStore({ seed: ctx.options.seed, scale: ctx.options.scale, ...(options.now ? { now: options.now } : {}) });
  dataStores.set(app, store);
  ctx.resetHooks.push(() => store.reset());
  await registerDataService(app, ctx, store);
}
