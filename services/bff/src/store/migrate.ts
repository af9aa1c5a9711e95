// Versioned migrations (services/bff/migrations/NNNN_name.sql), applied at start in their order,
// each in a transaction of its own with its version recorded. Several replicas starting together
// take turns under one advisory lock, so each migration runs once.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Store } from './store.ts';

export interface Migration {
  version: string;
  sql: string;
}

/** The lock every replica's migration run takes (an arbitrary constant of this portal). */
const MIGRATION_LOCK = 7_220_022;
const FILE = /^(\d{4})_[a-z0-9_]+\.sql$/;

const here = dirname(fileURLToPath(import.meta.url));

/** services/bff/migrations, from the sources (src/store) or the bundle (dist, dist/chunks). */
export function migrationsDir(): string {
  const candidates = [resolve(here, '../../migrations'), resolve(here, '../migrations')];
  const found = candidates.find((dir) => existsSync(dir));
  if (!found)
    throw new Error(`The store's migrations are missing (looked in ${candidates.join(', ')})`);
  return found;
}

export function readMigrations(dir = migrationsDir()): Migration[] {
  return readdirSync(dir)
    .filter((name) => FILE.test(name))
    .sort()
    .map((name) => ({
      version: (FILE.exec(name) as RegExpExecArray)[1] as string,
      sql: readFileSync(join(dir, name), 'utf8'),
    }));
}

/** Applies the migrations not yet applied; returns the versions it applied. */
export async function migrate(store: Store, migrations = readMigrations()): Promise<string[]> {
  await store.query(
    `CREATE TABLE IF NOT EXISTS portal_migrations (
       version text PRIMARY KEY,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await store.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('SELECT 1 FROM portal_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (done.length > 0) return false;
      for (const statement of statements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO portal_migrations (version) VALUES ($1)', [migration.version]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}

/**
 * A migration's statements, one at a time (a parameterised query takes one). The migrations are
 * plain DDL: statements end with `;` at the end of a line, comments are whole lines.
 */
export function statements(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
}
