// Runs the store's due jobs in this process (decision 0023): every `pollMs` it claims what is due
// and runs each job with the handler of its kind. Off (ALERTS_JOBS=off) on replicas that leave the
// jobs to others; a worker process is the same code with the HTTP side left out (src/worker.ts).
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../store/store.ts';
import { type ClaimedJob, claimJobs, releaseJob, releaseLeases } from './queue.ts';

/** What a handler answers: when the job runs next (ms from now), or null when it is done. */
export type JobHandler = (job: ClaimedJob) => Promise<{ nextInMs: number | null }>;

export interface SchedulerOptions {
  store: Store;
  handlers: Record<string, JobHandler>;
  log: FastifyBaseLogger;
  pollMs: number;
  /** How long a claimed job is this worker's; a job that outlasts it may be claimed again. */
  leaseMs?: number;
  /** Jobs claimed at once. */
  batch?: number;
  /** Whether the store holds anything yet (an unused in-memory store has no jobs). */
  inUse?: () => boolean;
}

const DEFAULT_LEASE_MS = 5 * 60_000;
/** After a failure, the job is tried again after this (times the attempts, at most an hour). */
const RETRY_BASE_MS = 60_000;

export class Scheduler {
  readonly worker = `${process.pid}-${randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(private readonly options: SchedulerOptions) {}

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.tick(), this.options.pollMs);
    this.timer.unref();
  }

  /**
   * Stops claiming; waits for the job it is running (at most `timeoutMs`), then gives back every
   * job it claimed and did not finish, so another worker takes them at once. False when the wait
   * ran out (the job still running may finish late: its finish is then refused, queue.ts).
   */
  async stop(timeoutMs = Number.POSITIVE_INFINITY): Promise<boolean> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      (this.running ?? Promise.resolve(0)).then(
        () => true,
        () => true,
      ),
      ...(Number.isFinite(timeoutMs)
        ? [new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))]
        : []),
    ]);
    clearTimeout(timer);
    if (this.claimed) {
      const released = await releaseLeases(this.options.store, this.worker).catch(() => 0);
      if (released > 0) this.options.log.info({ released }, 'jobs: leases given back at stop');
    }
    return finished;
  }

  /** Jobs run (finished or moved on) and failed by this scheduler, for a worker's metrics. */
  readonly counts = { ran: 0, failed: 0 };
  /** Whether this scheduler ever claimed a job (an unused in-memory store is left alone at stop). */
  private claimed = false;

  /** One round: claims the due jobs and runs them; how many ran. One round at a time. */
  runDue(): Promise<number> {
    this.running ??= this.round().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async tick(): Promise<void> {
    if (this.options.inUse && !this.options.inUse()) return;
    await this.runDue().catch((error: unknown) =>
      this.options.log.error({ err: error }, 'jobs: a round failed'),
    );
  }

  private async round(): Promise<number> {
    const { store, handlers, log } = this.options;
    if (this.stopped) return 0;
    const jobs = await claimJobs(
      store,
      this.worker,
      this.options.batch ?? 10,
      this.options.leaseMs ?? DEFAULT_LEASE_MS,
    );
    if (jobs.length > 0) this.claimed = true;
    for (const job of jobs) {
      // Stopping: the rest of the batch is given back by stop().
      if (this.stopped) break;
      const handler = handlers[job.kind];
      try {
        if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
        const { nextInMs } = await handler(job);
        if (nextInMs === null) {
          // Ended, unless it was asked to run again while it ran: then due at that time.
          await store.query(
            `UPDATE jobs SET locked_by = NULL, locked_until = NULL, rerun_at = NULL,
               finished_at = CASE WHEN rerun_at IS NULL THEN now() END,
               run_at = coalesce(rerun_at, run_at)
             WHERE id = $1::bigint AND locked_by = $2`,
            [job.id, this.worker],
          );
        } else {
          await releaseJob(store, job, this.worker, nextInMs, null);
        }
        this.counts.ran += 1;
      } catch (error) {
        this.counts.failed += 1;
        const message = error instanceof Error ? error.message : String(error);
        log.warn({ job: { kind: job.kind, id: job.id }, err: message }, 'jobs: a job failed');
        await releaseJob(
          store,
          job,
          this.worker,
          Math.min(RETRY_BASE_MS * job.attempts, 3_600_000),
          message.slice(0, 500),
        );
      }
    }
    return jobs.length;
  }
}
