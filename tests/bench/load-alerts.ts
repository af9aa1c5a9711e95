// The alerts of the load run (load.ts --alerts=SHARE): the portal's store in a throwaway PostgreSQL
// (tests/shape/postgres.ts) shared by the replicas and, by default, a worker process running the
// jobs beside replicas with ALERTS_JOBS=off (decision 0025; --jobs=replicas runs them in the
// replicas); the sandbox's SMTP sink on a port of its own. After sign-in that share of the
// customers turns alerts on; during the load the sandbox issues a bill to each of their accounts
// every BILL_EVERY_MS and each recipient is evaluated every minute, so the jobs read upstream,
// raise alerts and mail them while the customers browse. The report counts the job runs, their
// failures, the alerts raised and the mails, and the targets add: no job failed, mails went out.
import { freePort } from '@portal/sandbox/testing';
import { openStore, type Store } from '../../services/bff/src/store/store.ts';
import { startPostgres, type RunningPostgres } from '../shape/postgres.ts';
import type { Shape, ShapeOptions } from '../shape/portal.ts';
import type { Customer } from './load-customers.ts';

/** How often the sandbox issues a bill to each account with alerts during the load. */
const BILL_EVERY_MS = 15_000;

export interface AlertLoad {
  /** The settings the shape starts with (the store, the mail sink, where the jobs run). */
  shape: Partial<ShapeOptions>;
  turnOn(customers: Customer[], shape: Shape): Promise<void>;
  /** Starts issuing bills (until report()). */
  during(shape: Shape): void;
  report(shape: Shape): Promise<{ lines: string[]; targets: Array<[string, boolean]> }>;
  stop(): Promise<void>;
}

async function count(store: Store, sql: string): Promise<number> {
  const [row] = await store.query<{ n: number }>(sql);
  return row?.n ?? 0;
}

async function mailCount(shape: Shape): Promise<number> {
  const answer = await fetch(`${shape.sandbox.url}/__sandbox/mail.json`);
  return ((await answer.json()) as { mails: unknown[] }).mails.length;
}

export async function startAlertLoad(options: {
  share: number;
  jobs: 'worker' | 'replicas';
}): Promise<AlertLoad> {
  const postgres: RunningPostgres = await startPostgres();
  const store = await openStore({ engine: 'postgres', url: postgres.url, poolSize: 1 });
  const smtpPort = await freePort();
  const emails = new Set<string>();
  let enrolled = 0;
  let refused = 0;
  let bills = 0;
  let billsFailed = 0;
  let timer: NodeJS.Timeout | null = null;
  let mailsBefore = 0;
  let alertsBefore = 0;
  let issuing: Promise<void> = Promise.resolve();

  return {
    shape: {
      env: {
        DATABASE_URL: postgres.url,
        SMTP_PORT: String(smtpPort),
        ALERTS_POLL_SECONDS: '5',
        ALERTS_EVERY_MINUTES: '1',
        ALERTS_JOBS: options.jobs === 'worker' ? 'off' : 'on',
      },
      sandboxEnv: { SANDBOX_SMTP_PORT: String(smtpPort) },
      worker: options.jobs === 'worker',
    },

    async turnOn(customers, shape) {
      // That share of each account's customers (the customers take the accounts in turn).
      const byAccount = new Map<string, Customer[]>();
      for (const c of [...customers].sort((a, b) => a.index - b.index))
        byAccount.set(c.account.email, [...(byAccount.get(c.account.email) ?? []), c]);
      const chosen = [...byAccount.values()].flatMap((list) =>
        list.slice(0, Math.round(list.length * options.share)),
      );
      for (const customer of chosen) {
        if (await customer.turnAlertsOn()) {
          enrolled += 1;
          emails.add(customer.account.email);
        } else refused += 1;
      }
      mailsBefore = await mailCount(shape);
      alertsBefore = await count(store, 'SELECT count(*)::int AS n FROM alerts');
    },

    during(shape) {
      const issue = async () => {
        for (const email of emails) {
          const answer = await fetch(`${shape.sandbox.url}/__sandbox/alerts/bill`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, dueInDays: 3 }),
          }).catch(() => null);
          if (answer?.ok) bills += 1;
          else billsFailed += 1;
          await answer?.body?.cancel();
        }
      };
      issuing = issue();
      timer = setInterval(() => {
        issuing = issuing.then(issue);
      }, BILL_EVERY_MS);
    },

    async report(shape) {
      if (timer) clearInterval(timer);
      await issuing;
      const raised = (await count(store, 'SELECT count(*)::int AS n FROM alerts')) - alertsBefore;
      const failing = await count(
        store,
        "SELECT count(*)::int AS n FROM jobs WHERE kind = 'alerts.evaluate' AND last_error IS NOT NULL",
      );
      const paused = await count(
        store,
        'SELECT count(*)::int AS n FROM alert_recipients WHERE paused_reason IS NOT NULL',
      );
      const mails = (await mailCount(shape)) - mailsBefore;
      const lines = [
        `Alerts: ${enrolled} customers turned them on (${refused} refused), ${emails.size} distinct recipients (the sandbox's demo accounts); jobs in the ${options.jobs}, each recipient evaluated every minute (ALERTS_EVERY_MINUTES=1, ALERTS_POLL_SECONDS=5); ${bills} bills issued to them during the load (${billsFailed} refused)`,
        `Alerts during the load: ${raised} raised, ${mails} mails at the sink; jobs with an error: ${failing}; recipients paused: ${paused}`,
      ];
      if (shape.worker) {
        const metrics = await (await fetch(`${shape.worker.url}/metrics`)).text();
        const value = (name: string) =>
          metrics
            .split('\n')
            .find((line) => line.startsWith(name))
            ?.split(' ')
            .at(-1) ?? '?';
        lines.push(
          `Worker: ${value('portal_worker_jobs_total{outcome="ran"}')} job runs, ${value('portal_worker_jobs_total{outcome="failed"}')} failed, ${value('portal_worker_jobs_due')} due at the end; resident memory ${shape.worker.rssMb()?.toFixed(0) ?? '?'} MB`,
        );
      }
      return {
        lines,
        targets: [
          [
            'alert jobs: none failed, none paused, mails sent',
            failing === 0 && paused === 0 && mails > 0,
          ],
        ],
      };
    },

    async stop() {
      if (timer) clearInterval(timer);
      await store.close().catch(() => undefined);
      await postgres.stop();
    },
  };
}
