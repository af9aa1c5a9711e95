// Registers the data side of the sandbox: the GraphQL data service, the invoice, payment, registry,
// reading, privacy and content endpoints, and the hosted card payment page.
import type { FastifyInstance } from 'fastify';
import { buildFaq } from '../content/faq.ts';
import { buildPosts, NEWS_CATEGORIES, type Post } from '../content/posts.ts';
import type { SandboxContext } from '../context.ts';
import { DataStore } from '../data/store.ts';
import { registerDataService } from '../graphql/index.ts';
import { registerCardRegistrationPage } from '../payment/registration-routes.ts';
import { registerPaymentPage } from '../payment/routes.ts';
import { registerPostListRoute, registerWordpressRoutes } from './content.ts';
import { bearerScope, ownRegistries } from './data-http.ts';
import { registerConventionRoutes } from './convention.ts';
import { registerDocumentRoutes } from './documents.ts';
import { registerExportRoutes } from './exports.ts';
import { registerInvoiceRoutes } from './invoices.ts';
import { registerCardRegistrationRoutes } from './card-registration.ts';
import { registerPaymentRoutes } from './payment.ts';
import { registerRegistryRoutes } from './registry.ts';

export interface DataApiOptions {
  /** Clock of the data side (export job progress, payments, readings); tests pass a fake one. */
  now?: () => number;
}

/** The data store of an app, for tests and the benchmark. */
export const dataStores = new WeakMap<FastifyInstance, DataStore>();

export async function registerDataApi(
  app: FastifyInstance,
  ctx: SandboxContext,
  options: DataApiOptions = {},
): Promise<void> {
  const store = new DataStore({
    seed: ctx.options.seed,
    scale: ctx.options.scale,
    supplier: ctx.options.supplier,
    ...(options.now ? { now: options.now } : {}),
  });
  dataStores.set(app, store);
  let posts: Post[] = buildPosts(ctx.options.seed, store.now());
  let faq: Post[] = buildFaq(store.now());
  ctx.resetHooks.push(() => {
    store.reset();
    posts = buildPosts(ctx.options.seed, store.now());
    faq = buildFaq(store.now());
  });
  const currentPosts = () => posts;
  const deps = { ctx, store };

  await registerDataService(app, ctx, store);
  await bearerScope(app, ctx, async (scope) => {
    await registerInvoiceRoutes(scope, deps);
    await registerExportRoutes(scope, deps);
    await registerDocumentRoutes(scope, deps);
    await registerPaymentRoutes(scope, deps);
    await registerCardRegistrationRoutes(scope, deps);
    await registerRegistryRoutes(scope, deps);
    await registerConventionRoutes(scope, deps);
    await registerPostListRoute(scope, ctx, currentPosts, (request) =>
      [...ownRegistries(request)].map((id) =>
        store.data.profiles.get(id)?.retail === false
          ? NEWS_CATEGORIES.imprese.id
          : NEWS_CATEGORIES.famiglie.id,
      ),
    );
  });
  await registerWordpressRoutes(app, ctx, currentPosts, () => faq);
  await registerPaymentPage(app, ctx, store);
  await registerCardRegistrationPage(app, ctx, store);
}
