// The alert jobs of one process (decision 0023): the jobs' own upstream client (renewing through
// the recipients' sealed tokens), the mailer and the scheduler with the evaluation handler. The BFF
// composes them in its alerts plugin (running them unless ALERTS_JOBS=off); the worker process
// (src/worker.ts) composes the same, without HTTP.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { evaluateAlertsJob } from '../domains/alerts/job.ts';
import { Mailer } from '../domains/alerts/mailer.ts';
import { EVALUATE_JOB, recipientLock } from '../domains/alerts/recipients.ts';
import { Scheduler } from '../jobs/scheduler.ts';
import type { Store } from '../store/store.ts';
import { UpstreamClient } from '../upstream/client.ts';

export interface AlertJobs {
  scheduler: Scheduler;
  /** Stops the scheduler (giving back what it claimed) and closes the mailer and the client. */
  close(timeoutMs?: number): Promise<boolean>;
}

export function alertJobs(options: {
  store: Store;
  config: Config;
  log: FastifyBaseLogger;
  /** Whether the store holds anything yet (an unused in-memory store has no jobs). */
  inUse?: () => boolean;
}): AlertJobs {
  const { store, config, log } = options;
  const upstream = new UpstreamClient(
    config.upstream,
    recipientLock(store, config.alerts.tokenKey),
  );
  const mailer = new Mailer(config.alerts.smtp, config.brand);
  const scheduler = new Scheduler({
    store,
    log: log.child({ component: 'jobs' }),
    pollMs: config.alerts.pollMs,
    ...(options.inUse ? { inUse: options.inUse } : {}),
    handlers: {
      [EVALUATE_JOB]: evaluateAlertsJob({
        store,
        upstream,
        mailer,
        config,
        log: log.child({ component: 'alerts' }),
      }),
    },
  });
  return {
    scheduler,
    async close(timeoutMs) {
      const finished = await scheduler.stop(timeoutMs);
      mailer.close();
      await upstream.close();
      return finished;
    },
  };
}
