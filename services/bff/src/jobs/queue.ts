// The job table (decision 0023): a job is a row, claimed by one replica at a time with
// FOR UPDATE SKIP LOCKED and held under a lease; a replica that dies with a job frees it when the
// lease ends, so jobs survive a restart and run once across replicas. A recurring job (one per
// customer with alerts) is moved on to its next run when it ends.
import type { Sql, Store } from '../store/store.ts';

export interface ClaimedJob {
  id: string;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/**
 * Makes the job (kind, key) due at `runAt` (now by default), or sooner if it already was. A job a
 * replica is running keeps the time in `rerun_at`: the replica's release would otherwise move it on
 * to its next run and lose the ask (a customer turning alerts on while their job runs).
 */
export async function ensureJob(
  sql: Sql,
  job: { kind: string; key: string; payload?: Record<string, unknown>; runAt?: Date },
): Promise<void> {
  await sql.query(
    `INSERT INTO jobs (kind, key, payload, run_at) VALUES ($1, $2, $3, coalesce($4, now()))
     ON CONFLICT (kind, key) DO UPDATE SET finished_at = NULL,
       run_at = CASE WHEN jobs.locked_by IS NOT NULL THEN jobs.run_at
         WHEN jobs.finished_at IS NULL THEN least(jobs.run_at, excluded.run_at)
         ELSE excluded.run_at END,
       rerun_at = CASE WHEN jobs.locked_by IS NOT NULL
         THEN least(coalesce(jobs.rerun_at, excluded.run_at), excluded.run_at)
         ELSE jobs.rerun_at END`,
    [job.kind, job.key, JSON.stringify(job.payload ?? {}), job.runAt ?? null],
  );
}

/** Ends the job (kind, key): it runs no more until ensured again. */
export async function finishJob(sql: Sql, kind: string, key: string): Promise<void> {
  await sql.query(
    'UPDATE jobs SET finished_at = now(), rerun_at = NULL WHERE kind = $1 AND key = $2',
    [kind, key],
  );
}

/** Claims up to `limit` due jobs for `worker`, each for `leaseMs`. */
export async function claimJobs(
  store: Store,
  worker: string,
  limit: number,
  leaseMs: number,
): Promise<ClaimedJob[]> {
  return store.transaction((tx) =>
    tx.query<ClaimedJob>(
      `UPDATE jobs SET locked_by = $1, locked_until = now() + ($3 * interval '1 millisecond'),
         attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM jobs
         WHERE finished_at IS NULL AND run_at <= now()
           AND (locked_until IS NULL OR locked_until < now())
         ORDER BY run_at LIMIT $2
         FOR UPDATE SKIP LOCKED)
       RETURNING id::text AS id, kind, key, payload, attempts`,
      [worker, limit, leaseMs],
    ),
  );
}

/**
 * Lets go of a claimed job: due again in `nextInMs` (its next run, or a back-off after a failure),
 * or sooner if it was asked to run while it ran (`rerun_at`). Only the worker that holds it may: a
 * job whose lease ran out and was claimed again is the other's.
 */
export async function releaseJob(
  sql: Sql,
  job: ClaimedJob,
  worker: string,
  nextInMs: number,
  error: string | null,
): Promise<boolean> {
  const rows = await sql.query(
    `UPDATE jobs SET locked_by = NULL, locked_until = NULL, rerun_at = NULL,
       run_at = least(now() + ($3 * interval '1 millisecond'), coalesce(rerun_at, 'infinity')),
       last_error = $4,
       attempts = CASE WHEN $4::text IS NULL THEN 0 ELSE attempts END
     WHERE id = $1::bigint AND locked_by = $2 RETURNING id`,
    [job.id, worker, nextInMs, error],
  );
  return rows.length > 0;
}

/**
 * Lets go of every job `worker` still holds, due as they were (or as asked while held): a worker
 * that stops (SIGTERM) gives back what it claimed and did not run, so another takes it now rather
 * than after the lease.
 */
export async function releaseLeases(sql: Sql, worker: string): Promise<number> {
  const rows = await sql.query(
    `UPDATE jobs SET locked_by = NULL, locked_until = NULL, rerun_at = NULL,
       run_at = least(run_at, coalesce(rerun_at, run_at))
     WHERE locked_by = $1 AND finished_at IS NULL RETURNING id`,
    [worker],
  );
  return rows.length;
}
