// A portal of its own for a Playwright worker (or a benchmark): the sandbox and the BFF serving the
// built client, started in a child process on free ports of 127.0.0.1 (portal-server.ts), with the
// options a spec asks for. The child runs the TypeScript sources through tsx, which Playwright's
// own transform does not handle for the services.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

/** What a spec may ask of its worker's portal (Playwright's worker option `portalOptions`). */
export interface PortalOptions {
  /** A brand of config/brands by name (the demo brand when unset). */
  brand?: string;
  /** The sandbox's large data set (acme: 2,000 supplies, 100,000 invoices). */
  scale?: 'small' | 'large';
  /** An ISO instant that stops the sandbox's data clock: the same data on every run. */
  dataNow?: string;
  /**
   * The production rule that a browser session sends only the web client's own GraphQL documents
   * (docs/decisions/0009). On unless a spec turns it off, so every page is proven under it.
   */
  knownDocumentsOnly?: boolean;
  /** Seconds an export job stays in each §4 state (1: a job runs to completion in about 5 s). */
  exportStepSeconds?: number;
  /** Seconds a convention order stays in each state (2: accepted after about 6 s). */
  orderStepSeconds?: number;
  /**
   * The portal's own store opened before the first test (the alerts' specs): PGlite takes seconds
   * to start on a busy machine, which would otherwise fall on the first change of a setting.
   */
  alerts?: boolean;
}

export interface PortalProcess {
  /** The portal's origin, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The sandbox's origin (identity provider, supplier API, /__sandbox). */
  sandboxUrl: string;
  stop(): Promise<void>;
}

/** The child's environment for `options` (read by portal-server.ts). */
function environment(options: PortalOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    // A fresh store cluster made by the first portal and loaded by the others: each would otherwise
    // run PGlite's initdb, seconds of CPU per portal (services/bff/src/store/store.ts).
    PGLITE_CLUSTER_FILE:
      process.env.PGLITE_CLUSTER_FILE ?? `${repo}test-results/pglite-cluster.tar`,
  };
  for (const name of [
    'BRAND',
    'E2E_DATA_NOW',
    'E2E_SANDBOX_SCALE',
    'E2E_KNOWN_DOCUMENTS_ONLY',
    'E2E_EXPORT_STEP_SECONDS',
    'E2E_ORDER_STEP_SECONDS',
    'E2E_ALERTS',
  ])
    delete env[name];
  if (options.brand) env.BRAND = options.brand;
  if (options.dataNow) env.E2E_DATA_NOW = options.dataNow;
  if (options.scale === 'large') env.E2E_SANDBOX_SCALE = 'large';
  env.E2E_KNOWN_DOCUMENTS_ONLY = options.knownDocumentsOnly === false ? 'off' : 'on';
  if (options.exportStepSeconds !== undefined)
    env.E2E_EXPORT_STEP_SECONDS = String(options.exportStepSeconds);
  if (options.alerts) env.E2E_ALERTS = 'on';
  if (options.orderStepSeconds !== undefined)
    env.E2E_ORDER_STEP_SECONDS = String(options.orderStepSeconds);
  return env;
}

export async function startPortalProcess(options: PortalOptions = {}): Promise<PortalProcess> {
  if (!existsSync(`${repo}services/web/dist/index.html`)) {
    throw new Error('services/web/dist is missing: run `pnpm --filter @portal/web build` first');
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/portal-server.ts'], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: environment(options),
  });
  const urls = await new Promise<{ url: string; sandboxUrl: string }>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(
      () => reject(new Error('the portal did not start within 90 s')),
      90_000,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const url = /PORTAL_URL=(\S+)/.exec(text)?.[1];
      const sandboxUrl = /SANDBOX_URL=(\S+)/.exec(text)?.[1];
      if (url && sandboxUrl) {
        clearTimeout(timer);
        resolve({ url, sandboxUrl });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the portal exited with code ${code} before it started`));
    });
  });
  return {
    ...urls,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
