// The worker process (decision 0025): the alert jobs run in a process of their own with no HTTP
// but its probes, beside a BFF started with ALERTS_JOBS=off, both on one PostgreSQL store. The
// customer turns alerts on through the BFF, the sandbox issues a bill, the worker (the production
// build, dist/worker.js) evaluates the customer and the mail reaches the sandbox's SMTP sink once;
// the BFF runs no job; SIGTERM stops the worker cleanly, holding no job.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startSandbox, type RunningSandbox } from '@portal/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../services/bff/src/store/store.ts';
import { gql, ok } from '../../services/bff/test/graphql-support.ts';
import { startPortal, type RunningPortal } from '../../services/bff/test/helpers.ts';
import { startPostgres, type RunningPostgres } from '../shape/postgres.ts';
import { waitFor } from '../shape/processes.ts';

const MARIO = 'mario.rossi@demo.it';
const bff = fileURLToPath(new URL('../../services/bff/', import.meta.url));

interface SunkMail {
  to: string[];
  subject: string;
}

describe('a worker process runs the alert jobs beside a BFF with jobs off (decision 0025)', () => {
  let postgres: RunningPostgres;
  let sandbox: RunningSandbox;
  let portal: RunningPortal;
  let store: Store;
  let worker: ChildProcess;
  let workerUrl: string;
  let logDir: string;

  const mails = async (): Promise<SunkMail[]> =>
    ((await (await fetch(`${sandbox.url}/__sandbox/mail.json`)).json()) as { mails: SunkMail[] })
      .mails;
  const metric = async (name: string): Promise<number> => {
    const text = await (await fetch(`${workerUrl}/metrics`)).text();
    const line = text.split('\n').find((l) => l.startsWith(name));
    return Number(line?.split(' ').at(-1) ?? Number.NaN);
  };

  beforeAll(async () => {
    postgres = await startPostgres();
    const origin = `http://127.0.0.1:${await freePort()}`;
    sandbox = await startSandbox({ portalOrigins: [origin], smtp: { port: 0, host: '127.0.0.1' } });
    const env = {
      DATABASE_URL: postgres.url,
      DATABASE_POOL_SIZE: '2',
      SMTP_PORT: String(sandbox.smtpPort),
      ALERTS_POLL_SECONDS: '1',
    };
    portal = await startPortal({ shared: sandbox, env: { ...env, ALERTS_JOBS: 'off' } });
    store = await openStore({ engine: 'postgres', url: postgres.url, poolSize: 1 });
    const port = await freePort();
    workerUrl = `http://127.0.0.1:${port}`;
    logDir = mkdtempSync(join(tmpdir(), 'portal-worker-'));
    const log = openSync(join(logDir, 'worker.log'), 'a');
    worker = spawn(process.execPath, ['--enable-source-maps', 'dist/worker.js'], {
      cwd: bff,
      env: {
        PATH: process.env.PATH,
        ...env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        WORKER_PORT: String(port),
        METRICS_ENABLED: 'on',
        LOG_LEVEL: 'info',
        PORTAL_ORIGIN: origin,
        UPSTREAM_API_URL: sandbox.url,
        OIDC_ISSUER: `${sandbox.url}/oidc`,
      },
      stdio: ['ignore', log, log],
    });
    // Ready once the store answers it (the worker migrated it and runs its scheduler).
    await waitFor(`${workerUrl}/readyz`, worker, 'the worker', join(logDir, 'worker.log'));
  }, 180_000);

  afterAll(async () => {
    if (worker && worker.exitCode === null) {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.kill('SIGKILL');
      await exited;
    }
    await portal?.app.close();
    await store?.close();
    await sandbox?.close();
    await postgres?.stop();
    if (logDir) rmSync(logDir, { recursive: true, force: true });
  });

  it('mails a new bill once from the worker; the BFF with ALERTS_JOBS=off runs none', async () => {
    const { cookie } = await portal.signIn(MARIO);
    const turnOn = 'mutation { setAlertsActive(active: true) { active } }';
    expect(ok(await gql(portal, cookie, turnOn))).toEqual({ setAlertsActive: { active: true } });
    const response = await fetch(`${sandbox.url}/__sandbox/alerts/bill`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: MARIO, dueInDays: 20 }),
    });
    const bill = (await response.json()) as { numeroFattura: string };
    const subject = `Nuova bolletta ${bill.numeroFattura}`;
    // Turning alerts on again makes the customer's job due now (the bill came after the first run).
    ok(await gql(portal, cookie, turnOn));
    await expect
      .poll(async () => (await mails()).filter((m) => m.subject === subject).length, {
        timeout: 60_000,
        interval: 250,
      })
      .toBe(1);

    // Due again: the worker runs the customer once more and sends nothing twice.
    const ran = await metric('portal_worker_jobs_total{outcome="ran"}');
    await store.query("UPDATE jobs SET run_at = now() WHERE kind = 'alerts.evaluate'");
    await expect
      .poll(() => metric('portal_worker_jobs_total{outcome="ran"}'), { timeout: 60_000 })
      .toBeGreaterThan(ran);
    expect((await mails()).filter((m) => m.subject === subject)).toHaveLength(1);
    expect(portal.app.alertJobs.counts).toEqual({ ran: 0, failed: 0 });
    expect(await metric('portal_worker_jobs_total{outcome="failed"}')).toBe(0);
  });

  it('answers only its probes, and stops on SIGTERM holding no job', async () => {
    expect(await (await fetch(`${workerUrl}/healthz`)).json()).toEqual({ status: 'ok' });
    expect((await fetch(`${workerUrl}/api/graphql`)).status).toBe(404);
    const exited = new Promise<number | null>((resolve) => worker.once('exit', resolve));
    worker.kill('SIGTERM');
    expect(await exited).toBe(0);
    const held = await store.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM jobs WHERE locked_by IS NOT NULL',
    );
    expect(held[0]?.n).toBe(0);
    const log = readFileSync(join(logDir, 'worker.log'), 'utf8');
    expect(log).toContain('worker: stopped');
    // Nothing of a credential in the worker's log.
    expect(log).not.toMatch(/eyJ[\w-]+\.|refresh_token|portal_session/);
  });
});
