import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations, statements } from './migrate.ts';
import { openStore, type Store } from './store.ts';

describe("the portal's own store (architecture: what the portal keeps of its own)", () => {
  let store: Store | undefined;
  // The first store in memory of a process makes the fresh cluster the others copy (store.ts):
  // seconds of CPU that belong to the set-up, not to a test.
  beforeAll(async () => {
    await (await openStore({ engine: 'pglite', dataDir: null })).close();
  });
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });

  it('applies the versioned migrations once, in order, and records them', async () => {
    store = await openStore({ engine: 'pglite', dataDir: null });
    const versions = readMigrations().map((migration) => migration.version);
    expect(versions).toEqual([...versions].sort());
    expect(await migrate(store)).toEqual(versions);
    expect(await migrate(store)).toEqual([]);
    const recorded = await store.query<{ version: string }>(
      'SELECT version FROM portal_migrations ORDER BY version',
    );
    expect(recorded.map((row) => row.version)).toEqual(versions);
    const tables = await store.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    expect(tables.map((row) => row.name)).toEqual(
      expect.arrayContaining(['alert_settings', 'alert_recipients', 'alerts', 'jobs']),
    );
  });

  it('rolls a failed transaction back whole', async () => {
    store = await openStore({ engine: 'pglite', dataDir: null });
    await migrate(store);
    await expect(
      store.transaction(async (tx) => {
        await tx.query(
          "INSERT INTO alert_settings (customer, kind, enabled) VALUES ('a@b.it', 'billIssued', true)",
        );
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await store.query('SELECT * FROM alert_settings')).toEqual([]);
  });

  // A data directory runs initdb once: seconds on a busy machine, hence the test's own limit.
  it('keeps its data in a directory it makes, parents and all, across a reopening', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'portal-store-'));
    const dataDir = join(parent, '.data', 'store');
    try {
      store = await openStore({ engine: 'pglite', dataDir });
      await migrate(store);
      await store.query(
        "INSERT INTO alert_settings (customer, kind, enabled) VALUES ('a@b.it', 'BILL_DUE', false)",
      );
      await store.close();
      store = await openStore({ engine: 'pglite', dataDir });
      expect(await migrate(store)).toEqual([]);
      expect(await store.query('SELECT customer, kind, enabled FROM alert_settings')).toEqual([
        { customer: 'a@b.it', kind: 'BILL_DUE', enabled: false },
      ]);
    } finally {
      await store?.close();
      store = undefined;
      rmSync(parent, { recursive: true, force: true });
    }
  }, 180_000);

  it('splits a migration into its statements, leaving comment lines out', () => {
    expect(statements('-- a table\nCREATE TABLE a (x int);\n\nCREATE INDEX b ON a (x);\n')).toEqual(
      ['CREATE TABLE a (x int)', 'CREATE INDEX b ON a (x)'],
    );
  });
});
