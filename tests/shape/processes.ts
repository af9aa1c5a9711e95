// The servers of the production shape in their own processes, as a deployment runs them: the sandbox
// (tsx, as docker-compose.yml runs it) and BFF replicas from the production build (services/bff/
// dist/server.js under plain node, `pnpm build`), supervised the way an orchestrator would: a replica
// that exits is started again after a pause. Loopback only; the logs go to files.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * How long a process may take to answer after its start: a few seconds alone, but the sandbox's
 * tsx compile and a replica's start take over half a minute on two cores shared with other work.
 */
const START_DEADLINE_MS = 60_000;

export async function waitFor(
  url: string,
  child: ChildProcess,
  what: string,
  log: string,
): Promise<void> {
  const deadline = Date.now() + START_DEADLINE_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}); see ${log}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (Date.now() > deadline) throw new Error(`${what} did not answer ${url}; see ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface SandboxProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The sandbox as its own process on `port`, its SMTP sink on `smtpPort` (the replicas' SMTP_PORT):
 * never the default 2525, which a developer's `npm start` or another run on the machine may hold.
 */
export async function startSandboxProcess(
  port: number,
  smtpPort: number,
  portalOrigin: string,
  logDir: string,
  /** Further settings (SANDBOX_SMTP_PORT for the alerts' mail sink). */
  extraEnv: Record<string, string> = {},
): Promise<SandboxProcess> {
  const url = `http://127.0.0.1:${port}`;
  const log = join(logDir, 'sandbox.log');
  const out = openSync(log, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'services/sandbox'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_PORT: String(port),
      SANDBOX_URL: url,
      SANDBOX_PORTAL_ORIGINS: portalOrigin,
      SANDBOX_ADMIN: 'on',
      SANDBOX_SMTP_PORT: String(smtpPort),
      ...extraEnv,
    },
    stdio: ['ignore', out, out],
  });
  await waitFor(`${url}/oidc/.well-known/openid-configuration`, child, 'the sandbox', log);
  return { url, child, stop: () => stopChild(child, 'SIGTERM') };
}

export function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** `pnpm build` of the BFF alone: services/bff/dist/server.js. */
export function buildBff(): void {
  execFileSync(process.execPath, [join(root, 'services/bff/scripts/build.mjs')], { stdio: 'pipe' });
}

export interface ReplicaEvent {
  at: number;
  replica: string;
  what: 'started' | 'exited';
  detail: string;
}

/** One BFF replica under a supervisor: stop() for good; signal() as an orchestrator would. */
export class Replica {
  child: ChildProcess | null = null;
  readonly events: ReplicaEvent[] = [];
  private stopping = false;
  readonly log: string;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    logDir: string,
    /** Pause before an exited replica is started again (an orchestrator's restart delay). */
    private readonly restartDelayMs = 1_000,
  ) {
    this.log = join(logDir, `bff-${name}.log`);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const out = openSync(this.log, 'a');
    const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
      cwd: join(root, 'services/bff'),
      env: { PATH: process.env.PATH, ...this.env, PORT: String(this.port) },
      stdio: ['ignore', out, out],
    });
    this.child = child;
    child.once('exit', (code, signal) => {
      this.events.push({
        at: Date.now(),
        replica: this.name,
        what: 'exited',
        detail: signal ?? `code ${code}`,
      });
      if (!this.stopping)
        setTimeout(() => {
          if (!this.stopping) void this.start().catch(() => undefined);
        }, this.restartDelayMs);
    });
    await waitFor(`${this.url}/readyz`, child, `BFF ${this.name}`, this.log);
    this.events.push({ at: Date.now(), replica: this.name, what: 'started', detail: '' });
  }

  signal(signal: NodeJS.Signals): void {
    this.child?.kill(signal);
  }

  /** Resident memory of the running process (Linux /proc), in MB. */
  rssMb(): number | null {
    const pid = this.child?.pid;
    if (!pid || this.child?.exitCode !== null) return null;
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
      return kb ? Number(kb) / 1024 : null;
    } catch {
      return null;
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.child) await stopChild(this.child, 'SIGTERM');
  }

  /** Lines of the replica's log at level error or above (pino level ≥ 50). */
  errorLines(): string[] {
    return readFileSync(this.log, 'utf8')
      .split('\n')
      .filter((line) => /"level":(5\d|60)/.test(line));
  }
}

/**
 * The worker (services/bff/dist/worker.js, decision 0025): the store's jobs beside the replicas,
 * ready once its /readyz answers on `port`; stop() sends SIGTERM, which drains it.
 */
export class WorkerProcess {
  child: ChildProcess | null = null;
  readonly log: string;

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
    logDir: string,
  ) {
    this.log = join(logDir, 'worker.log');
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const out = openSync(this.log, 'a');
    this.child = spawn(process.execPath, ['--enable-source-maps', 'dist/worker.js'], {
      cwd: join(root, 'services/bff'),
      env: { PATH: process.env.PATH, ...this.env, WORKER_PORT: String(this.port) },
      stdio: ['ignore', out, out],
    });
    await waitFor(`${this.url}/readyz`, this.child, 'the worker', this.log);
  }

  /** Resident memory of the running process (Linux /proc), in MB. */
  rssMb(): number | null {
    const pid = this.child?.pid;
    if (!pid || this.child?.exitCode !== null) return null;
    try {
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      return kb ? Number(kb) / 1024 : null;
    } catch {
      return null;
    }
  }

  async stop(): Promise<void> {
    if (this.child) await stopChild(this.child, 'SIGTERM');
  }

  /** Lines of the worker's log at level error or above (pino level ≥ 50). */
  errorLines(): string[] {
    return readFileSync(this.log, 'utf8')
      .split('\n')
      .filter((line) => /"level":(5\d|60)/.test(line));
  }
}
