// Alerts (decision 0023): the jobs' own upstream client (renewing through the recipients' sealed
// tokens), the mailer, the scheduler when this process runs the jobs (ALERTS_JOBS), and the
// unsubscribe pages. A worker process composes the same pieces without HTTP (src/worker.ts).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PortalSession } from '../session/types.ts';
import fp from 'fastify-plugin';
import { evaluateAlertsJob } from '../domains/alerts/job.ts';
import { Mailer } from '../domains/alerts/mailer.ts';
import { EVALUATE_JOB, recipientLock, renewOnSignIn } from '../domains/alerts/recipients.ts';
import { unsubscribeRoutes } from './unsubscribe-routes.ts';
import { Scheduler } from '../jobs/scheduler.ts';
import { UpstreamClient } from '../upstream/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    alertJobs: Scheduler;
    /** At a customer's sign-in: renews their alert credential when they have alerts. */
    renewAlerts(session: PortalSession, log: FastifyBaseLogger): Promise<void>;
  }
}

async function alertsPlugin(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const upstream = new UpstreamClient(
    config.upstream,
    recipientLock(app.store, config.alerts.tokenKey),
  );
  const mailer = new Mailer(config.alerts.smtp, config.brand);
  const scheduler = new Scheduler({
    store: app.store,
    log: app.log.child({ component: 'jobs' }),
    pollMs: config.alerts.pollMs,
    inUse: () => app.storeInUse(),
    handlers: {
      [EVALUATE_JOB]: evaluateAlertsJob({
        store: app.store,
        upstream,
        mailer,
        config,
        log: app.log.child({ component: 'alerts' }),
      }),
    },
  });
  app.decorate('alertJobs', scheduler);
  // An unused in-memory store has no recipients: a sign-in then asks nothing of it.
  app.decorate('renewAlerts', async (session: PortalSession, log: FastifyBaseLogger) => {
    if (app.storeInUse()) await renewOnSignIn(app, session, log);
  });
  if (config.alerts.jobs) app.addHook('onReady', async () => scheduler.start());
  // Before the store closes (onClose hooks run in reverse order of registration).
  app.addHook('onClose', async () => {
    await scheduler.stop();
    mailer.close();
    await upstream.close();
  });
  await app.register(unsubscribeRoutes);
}

export default fp(alertsPlugin, { name: 'alerts', fastify: '5.x', dependencies: ['store'] });
