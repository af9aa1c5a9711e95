// The fresh cluster shared by processes (PGLITE_CLUSTER_FILE, store.ts): the end-to-end portals and
// the test workers each open a store in memory, and only the first may pay for PGlite's initdb.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

const store = fileURLToPath(new URL('./store.ts', import.meta.url));

/** Opens a store in memory in a new process with PGLITE_CLUSTER_FILE=file; its tables. */
async function openInProcess(file: string): Promise<string[]> {
  const script = `
    const { openStore } = await import(${JSON.stringify(store)});
    const db = await openStore({ engine: 'pglite', dataDir: null });
    await db.query('CREATE TABLE made_here (n int)');
    const rows = await db.query("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'");
    process.stdout.write(JSON.stringify(rows.map((row) => row.table_name)));
    await db.close();`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { env: { ...process.env, PGLITE_CLUSTER_FILE: file }, timeout: 60_000 },
  );
  return JSON.parse(stdout) as string[];
}

describe('a fresh cluster kept for other processes (PGLITE_CLUSTER_FILE)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-cluster-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is written by the first process, whole, as a cluster without what that process then made', async () => {
    const file = join(dir, 'cluster.tar');
    expect(await openInProcess(file)).toEqual(['made_here']);
    const db = await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) });
    const tables = await db.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    expect(tables.rows).toEqual([]);
    await db.close();
    // A second process starts from it and still gets a store of its own.
    const written = statSync(file).mtimeMs;
    expect(await openInProcess(file)).toEqual(['made_here']);
    expect(statSync(file).mtimeMs).toBe(written);
  }, 120_000);

  it('is replaced when it does not load, and the store still opens', async () => {
    const file = join(dir, 'broken.tar');
    writeFileSync(file, 'not a cluster');
    expect(await openInProcess(file)).toEqual(['made_here']);
    expect(statSync(file).size).toBeGreaterThan(1_000_000);
  }, 120_000);
});
