// The portal's own store (docs/decisions/0022-the-portals-own-store.md): PostgreSQL in production
// (DATABASE_URL, the `pg` pool), PGlite embedded otherwise (in memory for tests, a data directory for
// `npm start`). Both speak the same SQL; the code above this file sees only `Store`.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** One SQL statement with positional parameters ($1, $2, …); the rows it returns. */
export interface Sql {
  query<Row extends object>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Store extends Sql {
  readonly engine: 'postgres' | 'pglite';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Where the store lives: a PostgreSQL URL, a PGlite data directory, or PGlite in memory. */
export type StoreLocation =
  | { engine: 'postgres'; url: string; poolSize: number }
  | { engine: 'pglite'; dataDir: string | null };

export async function openStore(location: StoreLocation): Promise<Store> {
  return location.engine === 'postgres'
    ? postgresStore(location.url, location.poolSize)
    : pgliteStore(location.dataDir);
}

/**
 * A fresh cluster's files, taken once per process: a new PGlite runs initdb, which costs seconds of
 * CPU (over 20 s on a busy 2-core machine), while loading these files costs a tenth of that. Only
 * stores in memory (the tests, several per process) use them: the first store runs initdb and its
 * files are copied before its first statement; each later one starts from its own copy.
 */
let freshCluster: Promise<Blob | File> | null = null;

/**
 * PGLITE_CLUSTER_FILE (tests only): a file that keeps those files for other processes too, e.g. the
 * end-to-end tests' portals, each a process of its own. The first process to need a cluster writes
 * it (whole, by rename); the others read it. A file that does not load is replaced.
 */
const clusterFile = (): string | null => process.env.PGLITE_CLUSTER_FILE?.trim() || null;

async function clusterFromFile(): Promise<Blob | null> {
  const file = clusterFile();
  if (!file) return null;
  return readFile(file).then(
    (bytes) => new Blob([bytes]),
    () => null,
  );
}

async function keepClusterFile(cluster: Blob): Promise<void> {
  const file = clusterFile();
  if (!file) return;
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, new Uint8Array(await cluster.arrayBuffer()));
  await rename(partial, file);
}

async function memoryPglite(): Promise<PGlite> {
  if (!freshCluster) {
    const fromFile = await clusterFromFile();
    if (fromFile) freshCluster = Promise.resolve(fromFile);
  }
  if (freshCluster) {
    try {
      return await PGlite.create({ loadDataDir: await freshCluster });
    } catch {
      freshCluster = null; // a copy that failed is not kept: this store runs initdb
    }
  }
  const db = await PGlite.create();
  freshCluster = db.dumpDataDir('none');
  const cluster = await freshCluster.catch(() => {
    freshCluster = null;
  });
  // Not kept for the other processes: each of them runs initdb, as without the file.
  if (cluster) await keepClusterFile(cluster).catch(() => undefined);
  return db;
}

async function pgliteStore(dataDir: string | null): Promise<Store> {
  // A data directory is made with its parents (`npm start`'s .data/store on a fresh clone).
  if (dataDir !== null) await mkdir(dataDir, { recursive: true });
  const db = dataDir === null ? await memoryPglite() : new PGlite(dataDir);
  await db.waitReady;
  return {
    engine: 'pglite',
    async query<Row extends object>(text: string, params: readonly unknown[] = []) {
      return (await db.query<Row>(text, [...params])).rows;
    },
    // PGlite is one connection: its transaction holds it, so another caller's statements wait.
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <Row extends object>(text: string, params: readonly unknown[] = []) =>
            (await tx.query<Row>(text, [...params])).rows,
        }),
      ),
    close: () => db.close(),
  };
}

function postgresStore(url: string, poolSize: number): Store {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client's error (the server restarted) must not crash the process; the next query
  // takes a new connection.
  pool.on('error', () => undefined);
  return {
    engine: 'postgres',
    async query<Row extends object>(text: string, params: readonly unknown[] = []) {
      return (await pool.query(text, [...params])).rows as Row[];
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <Row extends object>(text: string, params: readonly unknown[] = []) =>
            (await client.query(text, [...params])).rows as Row[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** A store opened (and migrated) on its first use; `opened` tells whether anything has used it. */
export interface LazyStore extends Store {
  readonly opened: boolean;
}

/**
 * PGlite in memory takes seconds to start on a busy machine and holds nothing until it is written:
 * an app that never uses the store (most tests) never pays for it.
 */
export function lazyStore(open: () => Promise<Store>): LazyStore {
  let store: Promise<Store> | null = null;
  const ready = () => (store ??= open());
  return {
    get engine() {
      return 'pglite' as const;
    },
    get opened() {
      return store !== null;
    },
    query: async (text, params) => (await ready()).query(text, params),
    transaction: async (work) => (await ready()).transaction(work),
    close: async () => {
      if (store !== null) await (await store).close();
    },
  };
}
