// Registers the portal's own store as app.store (decision 0022), migrated before it is used:
// PostgreSQL and a PGlite data directory at start (a bad DATABASE_URL stops the replica at once),
// PGlite in memory on first use (it starts slowly and holds nothing until written). A store handed
// in by the caller (two apps on one store in a test, a worker sharing one) is the caller's to close.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { migrate } from '../store/migrate.ts';
import { lazyStore, openStore, type Store } from '../store/store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    store: Store;
    /** False while an in-memory store has not been used: it holds nothing yet. */
    storeInUse(): boolean;
  }
}

async function storePlugin(app: FastifyInstance, options: { store?: Store }): Promise<void> {
  const location = app.config.store;
  const openMigrated = async (): Promise<Store> => {
    const store = await openStore(location);
    const applied = await migrate(store);
    if (applied.length > 0) app.log.info({ applied, engine: store.engine }, 'store migrated');
    return store;
  };
  let store: Store;
  let inUse: () => boolean = () => true;
  if (options.store) {
    store = options.store;
    await migrate(store);
  } else if (location.engine === 'pglite' && location.dataDir === null) {
    const lazy = lazyStore(openMigrated);
    store = lazy;
    inUse = () => lazy.opened;
    if (app.config.production) {
      app.log.warn(
        'the store is in memory: alert settings and sent alerts end with the process (set DATABASE_URL)',
      );
    }
  } else {
    store = await openMigrated();
  }
  app.decorate('store', store);
  app.decorate('storeInUse', inUse);
  if (!options.store) app.addHook('onClose', async () => store.close());
}

export default fp(storePlugin, { name: 'store', fastify: '5.x' });
