// Alerts (decision 0023): the alert jobs (alerts/jobs.ts), run by this process unless
// ALERTS_JOBS=off, and the unsubscribe pages. A worker process composes the same jobs without HTTP
// (src/worker.ts).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PortalSession } from '../session/types.ts';
import fp from 'fastify-plugin';
import { renewOnSignIn } from '../domains/alerts/recipients.ts';
import type { Scheduler } from '../jobs/scheduler.ts';
import { alertJobs } from './jobs.ts';
import { unsubscribeRoutes } from './unsubscribe-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    alertJobs: Scheduler;
    /** At a customer's sign-in: renews their alert credential when they have alerts. */
    renewAlerts(session: PortalSession, log: FastifyBaseLogger): Promise<void>;
  }
}

async function alertsPlugin(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const jobs = alertJobs({
    store: app.store,
    config,
    log: app.log,
    inUse: () => app.storeInUse(),
  });
  const { scheduler } = jobs;
  app.decorate('alertJobs', scheduler);
  // An unused in-memory store has no recipients: a sign-in then asks nothing of it.
  app.decorate('renewAlerts', async (session: PortalSession, log: FastifyBaseLogger) => {
    if (app.storeInUse()) await renewOnSignIn(app, session, log);
  });
  if (config.alerts.jobs) app.addHook('onReady', async () => scheduler.start());
  // Before the store closes (onClose hooks run in reverse order of registration).
  app.addHook('onClose', async () => {
    await jobs.close();
  });
  await app.register(unsubscribeRoutes);
}

export default fp(alertsPlugin, { name: 'alerts', fastify: '5.x', dependencies: ['store'] });
