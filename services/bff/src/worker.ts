// The worker process (docs/decisions/0025-a-worker-process-for-the-jobs.md): the store's jobs —
// the alert evaluations and their mails (decision 0023) — run here, beside BFF replicas started
// with ALERTS_JOBS=off. It serves no customer: it opens the store (migrated, as a replica does),
// runs the scheduler, and answers only on its own small port (WORKER_PORT, 3001; 0 for none):
// GET /healthz, GET /readyz (the store answers) and GET /metrics (METRICS_ENABLED). SIGTERM and
// SIGINT drain it: it stops claiming, finishes the job it runs for at most DRAIN_TIMEOUT_SECONDS,
// gives back every job it claimed and did not run, and exits.
import { createServer, type Server } from 'node:http';
import pino from 'pino';
import { alertJobs } from './alerts/jobs.ts';
import { ConfigError, loadConfig, Reader } from './config.ts';
import { loggerOptions } from './logger.ts';
import { migrate } from './store/migrate.ts';
import { openStore, type Store } from './store/store.ts';
import type { Scheduler } from './jobs/scheduler.ts';

/** How long the store may take to answer a readiness probe. */
const READY_TIMEOUT_MS = 1000;

/** Jobs due and held by no worker: the backlog a worker's metrics show. */
async function dueJobs(store: Store): Promise<number> {
  const [row] = await store.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM jobs WHERE finished_at IS NULL AND run_at <= now()
       AND (locked_until IS NULL OR locked_until < now())`,
  );
  return row?.n ?? 0;
}

async function storeAnswers(store: Store): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      store.query('SELECT 1').then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS))),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

function probeServer(store: Store, scheduler: Scheduler, metrics: boolean): Server {
  return createServer((request, response) => {
    const path = (request.url ?? '/').split('?', 1)[0];
    const answer = (status: number, body: string, type = 'application/json') => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    if (request.method !== 'GET') return answer(405, '{"error":"method not allowed"}');
    if (path === '/healthz') return answer(200, '{"status":"ok"}');
    if (path === '/readyz') {
      void storeAnswers(store).then((ok) =>
        ok
          ? answer(200, '{"status":"ok","store":true}')
          : answer(503, '{"status":"unavailable","store":false,"unavailable":["store"]}'),
      );
      return;
    }
    if (path === '/metrics' && metrics) {
      void dueJobs(store).then(
        (due) =>
          answer(
            200,
            [
              '# HELP portal_worker_jobs_total Jobs this worker ran, by outcome.',
              '# TYPE portal_worker_jobs_total counter',
              `portal_worker_jobs_total{outcome="ran"} ${scheduler.counts.ran}`,
              `portal_worker_jobs_total{outcome="failed"} ${scheduler.counts.failed}`,
              '# HELP portal_worker_jobs_due Jobs due and held by no worker.',
              '# TYPE portal_worker_jobs_due gauge',
              `portal_worker_jobs_due ${due}`,
              '',
            ].join('\n'),
            'text/plain; version=0.0.4',
          ),
        () => answer(503, '{"status":"unavailable","unavailable":["store"]}'),
      );
      return;
    }
    answer(404, '{"error":"not found"}');
  });
}

try {
  const config = loadConfig();
  const read = new Reader(process.env);
  const port = read.integer('WORKER_PORT', 3001, 0, 65535);
  if (config.store.engine !== 'postgres') {
    // A PGlite store is one process's: a worker beside the replicas needs the PostgreSQL they use.
    read.problems.push('the worker needs DATABASE_URL: the store the BFF replicas use');
  }
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  const log = pino(loggerOptions(config.logLevel) as pino.LoggerOptions).child({
    component: 'worker',
  });
  const store = await openStore(config.store);
  const applied = await migrate(store);
  if (applied.length > 0) log.info({ applied, engine: store.engine }, 'store migrated');
  const jobs = alertJobs({ store, config, log });
  const server = port === 0 ? null : probeServer(store, jobs.scheduler, config.metricsEnabled);
  if (server) {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, config.host, resolve);
    });
  }
  jobs.scheduler.start();
  // The scheduler's timer does not hold the process open (the BFF's server does): this does.
  const alive = setInterval(() => undefined, 60_000);
  log.info(
    { worker: jobs.scheduler.worker, pollMs: config.alerts.pollMs, port },
    'worker: running the jobs',
  );
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (stopping) return;
      stopping = true;
      log.info({ signal }, 'worker: stopping, finishing the job in hand');
      const started = Date.now();
      clearInterval(alive);
      server?.close();
      server?.closeAllConnections();
      void jobs
        .close(config.drainTimeoutMs)
        .then(async (finished) => {
          await store.close();
          log.info({ finished, ms: Date.now() - started }, 'worker: stopped');
          process.exit(finished ? 0 : 1);
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'worker: stopping failed');
          process.exit(1);
        });
    });
  }
} catch (error) {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('The worker failed to start', error);
  process.exit(1);
}
