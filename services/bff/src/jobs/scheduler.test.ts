import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../store/migrate.ts';
import { openStore, type Store } from '../store/store.ts';
import { ensureJob } from './queue.ts';
import { Scheduler, type JobHandler } from './scheduler.ts';

const log = pino({ level: 'silent' });

describe('jobs in the store: once across replicas, surviving a restart (decision 0023)', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore({ engine: 'pglite', dataDir: null });
    await migrate(store);
  });
  afterAll(async () => store.close());

  it('two schedulers on one store run each due job once', async () => {
    const runs: string[] = [];
    const handler: JobHandler = async (job) => {
      runs.push(job.key);
      return { nextInMs: 3_600_000 };
    };
    for (let i = 0; i < 12; i += 1) await ensureJob(store, { kind: 'test.once', key: `c${i}` });
    const a = new Scheduler({
      store,
      log,
      pollMs: 60_000,
      batch: 4,
      handlers: { 'test.once': handler },
    });
    const b = new Scheduler({
      store,
      log,
      pollMs: 60_000,
      batch: 4,
      handlers: { 'test.once': handler },
    });
    // Rounds of both side by side until nothing is due.
    for (;;) {
      const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
      if (ranA + ranB === 0) break;
    }
    expect(runs.sort()).toEqual(Array.from({ length: 12 }, (_, i) => `c${i}`).sort());
    const due = await store.query(
      "SELECT 1 FROM jobs WHERE kind = 'test.once' AND run_at <= now()",
    );
    expect(due).toEqual([]);
  });

  it('a job whose worker died is run by another once its lease ends; a late finish of the dead one is refused', async () => {
    await ensureJob(store, { kind: 'test.lease', key: 'x' });
    let release: () => void = () => undefined;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    const dead = new Scheduler({
      store,
      log,
      pollMs: 60_000,
      leaseMs: 300,
      handlers: {
        'test.lease': async () => {
          await stuck;
          return { nextInMs: 0 };
        },
      },
    });
    const deadRound = dead.runDue();
    await expect
      .poll(
        async () =>
          (
            await store.query(
              "SELECT 1 FROM jobs WHERE kind = 'test.lease' AND locked_by IS NOT NULL",
            )
          ).length,
      )
      .toBe(1);
    const ran: string[] = [];
    const next = new Scheduler({
      store,
      log,
      pollMs: 60_000,
      handlers: {
        'test.lease': async (job) => {
          ran.push(job.key);
          return { nextInMs: 3_600_000 };
        },
      },
    });
    await expect
      .poll(async () => {
        await next.runDue();
        return ran;
      })
      .toEqual(['x']);
    release();
    await deadRound;
    const [row] = await store.query<{ locked_by: string | null; due_later: boolean }>(
      "SELECT locked_by, run_at > now() + interval '30 minutes' AS due_later FROM jobs WHERE kind = 'test.lease'",
    );
    // The dead worker's finish did not move the job: the one that ran it last set its next run.
    expect(row).toEqual({ locked_by: null, due_later: true });
  });

  it('a stopping worker finishes the job in hand and gives back the rest of its batch, due at once (decision 0025)', async () => {
    for (const key of ['s1', 's2', 's3']) await ensureJob(store, { kind: 'test.stop', key });
    let release: () => void = () => undefined;
    const inHand = new Promise<void>((resolve) => (release = resolve));
    const ran: string[] = [];
    const stopping = new Scheduler({
      store,
      log,
      pollMs: 60_000,
      batch: 3,
      handlers: {
        'test.stop': async (job) => {
          ran.push(job.key);
          await inHand;
          return { nextInMs: 3_600_000 };
        },
      },
    });
    const round = stopping.runDue();
    await expect.poll(() => ran.length).toBe(1);
    const stopped = stopping.stop();
    release();
    expect(await stopped).toBe(true);
    await round;
    const rows = await store.query<{ key: string; held: boolean; due: boolean }>(
      `SELECT key, locked_by IS NOT NULL AS held, run_at <= now() AS due FROM jobs
       WHERE kind = 'test.stop' ORDER BY key`,
    );
    // The one it ran moved on to its next run; the two it never started are free and due now.
    expect(rows).toEqual(
      ['s1', 's2', 's3'].map((key) => ({ key, held: false, due: key !== ran[0] })),
    );
    expect(stopping.counts).toEqual({ ran: 1, failed: 0 });
    await store.query("UPDATE jobs SET finished_at = now() WHERE kind = 'test.stop'");
  });

  it('a failed job is due again later with its error, not lost', async () => {
    await ensureJob(store, { kind: 'test.fail', key: 'y' });
    const scheduler = new Scheduler({
      store,
      log,
      pollMs: 60_000,
      handlers: {
        'test.fail': async () => {
          throw new Error('upstream down');
        },
      },
    });
    expect(await scheduler.runDue()).toBe(1);
    const [row] = await store.query<{ last_error: string; later: boolean; finished: boolean }>(
      "SELECT last_error, run_at > now() AS later, finished_at IS NOT NULL AS finished FROM jobs WHERE kind = 'test.fail'",
    );
    expect(row).toEqual({ last_error: 'upstream down', later: true, finished: false });
  });

  it('a job asked to run while it runs is due at once after, whether it moves on or ends', async () => {
    for (const next of [3_600_000, null]) {
      const key = `asked-${next ?? 'end'}`;
      await ensureJob(store, { kind: 'test.rerun', key });
      const runs: string[] = [];
      const scheduler = new Scheduler({
        store,
        log,
        pollMs: 60_000,
        handlers: {
          'test.rerun': async (job) => {
            runs.push(job.key);
            // The customer turns their alerts on while their job runs: it is asked to run now.
            if (runs.length === 1) await ensureJob(store, { kind: 'test.rerun', key });
            return { nextInMs: next };
          },
        },
      });
      expect(await scheduler.runDue()).toBe(1);
      const [row] = await store.query<{ due: boolean; finished: boolean }>(
        `SELECT run_at <= now() AS due, finished_at IS NOT NULL AS finished FROM jobs
         WHERE kind = 'test.rerun' AND key = $1`,
        [key],
      );
      expect(row).toEqual({ due: true, finished: false });
      // The second run was not asked again: the job moves on to its next run, or ends.
      expect(await scheduler.runDue()).toBe(1);
      expect(runs).toEqual([key, key]);
      const [after] = await store.query<{ due: boolean; finished: boolean }>(
        `SELECT run_at <= now() AS due, finished_at IS NOT NULL AS finished FROM jobs
         WHERE kind = 'test.rerun' AND key = $1`,
        [key],
      );
      expect(after).toEqual(
        next === null ? { due: true, finished: true } : { due: false, finished: false },
      );
      expect(await scheduler.runDue()).toBe(0);
    }
  });

  it('a due job is still there after the store is closed and opened again (a restart)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-store-'));
    try {
      const before = await openStore({ engine: 'pglite', dataDir: dir });
      await migrate(before);
      await ensureJob(before, { kind: 'test.restart', key: 'z' });
      await before.close();
      const after = await openStore({ engine: 'pglite', dataDir: dir });
      expect(await migrate(after)).toEqual([]);
      const ran: string[] = [];
      const scheduler = new Scheduler({
        store: after,
        log,
        pollMs: 60_000,
        handlers: {
          'test.restart': async (job) => {
            ran.push(job.key);
            return { nextInMs: null };
          },
        },
      });
      expect(await scheduler.runDue()).toBe(1);
      expect(ran).toEqual(['z']);
      await after.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
