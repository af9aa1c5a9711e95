// What the benchmarks of the portal API share (api.ts, lists.ts): the servers in their own
// processes (children.ts, the built BFF with ipc.mjs preloaded), the portal's sign-in without a
// browser, and a closed-loop load generator over an undici pool. Loopback only.
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { idpSignIn } from '@portal/sandbox/testing';
import { Pool } from 'undici';

export interface Child {
  process: ChildProcess;
  url: string;
  cpu(): Promise<number>;
  /** Starts (null) or stops and writes (a file path) a CPU profile of the child. */
  profile(file: string | null): Promise<void>;
  stop(): Promise<void>;
}

/** A server of the benchmark in its own process; `launch` (the BFF) says what to run instead of children.ts. */
export function start(
  role: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  launch?: { script: string; execArgv: string[] },
): Promise<Child> {
  const child = fork(
    launch?.script ?? fileURLToPath(new URL('./children.ts', import.meta.url)),
    launch ? args : [role, ...args],
    {
      execArgv: launch?.execArgv ?? ['--import', 'tsx'],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${role} exited with ${code}`)));
    child.once('message', (message: { type: string; url: string }) => {
      child.removeAllListeners('exit');
      resolve({
        process: child,
        url: message.url,
        cpu: () =>
          new Promise((done) => {
            child.once('message', (m: { micros: number }) => done(m.micros));
            child.send({ type: 'cpu' });
          }),
        profile: (file) =>
          new Promise((done) => {
            child.once('message', () => done());
            child.send({ type: 'profile', file });
          }),
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.send({ type: 'stop' });
          }),
      });
    });
  });
}

/** The portal's sign-in for the benchmark's customer, without a browser. */
export async function signIn(bffUrl: string, email: string): Promise<string> {
  const login = await fetch(`${bffUrl}/auth/login`, { redirect: 'manual' });
  const jar = login.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0])
    .join('; ');
  const callback = new URL(await idpSignIn(login.headers.get('location') ?? '', email, 'demo'));
  const done = await fetch(`${bffUrl}${callback.pathname}${callback.search}`, {
    redirect: 'manual',
    headers: { cookie: jar },
  });
  await done.body?.cancel();
  const session = done.headers.getSetCookie().find((c) => c.startsWith('portal_session='));
  if (!session) throw new Error('sign-in at the BFF gave no session cookie');
  return session.split(';', 1)[0] as string;
}

export interface Target {
  name: string;
  origin: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Run {
  seconds: number;
  latencies: number[];
}

/** `requests` requests, `concurrency` in flight at a time; any answer but 200 fails the run. */
export async function load(target: Target, requests: number, concurrency: number): Promise<Run> {
  const pool = new Pool(target.origin, { connections: concurrency });
  const latencies: number[] = [];
  let issued = 0;
  let failures = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < requests) {
        issued++;
        const t0 = process.hrtime.bigint();
        const response = await pool.request({
          method: target.method,
          path: target.path,
          headers: target.headers,
          body: target.body ?? null,
        });
        await response.body.dump({ limit: Number.MAX_SAFE_INTEGER });
        if (response.statusCode !== 200) failures++;
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await pool.close();
  if (failures > 0) throw new Error(`${target.name}: ${failures} of ${requests} requests failed`);
  return { seconds, latencies };
}

/**
 * The BFF as production runs it: the built dist/server.js of `bffDir` (built here first), configured
 * through its environment, with ipc.mjs preloaded for the benchmark's questions. A checkout without
 * the build script (an older baseline) runs its src/server.ts through tsx instead.
 */
export function startBff(
  bffDir: string,
  sandboxUrl: string,
  port: number,
  env: NodeJS.ProcessEnv = {},
): Promise<Child> {
  const origin = `http://127.0.0.1:${port}`;
  const built = existsSync(`${bffDir}/scripts/build.mjs`);
  if (built) execFileSync(process.execPath, [`${bffDir}/scripts/build.mjs`], { stdio: 'ignore' });
  const ipc = fileURLToPath(new URL('./ipc.mjs', import.meta.url));
  return start(
    'bff',
    [],
    {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PORTAL_ORIGIN: origin,
      UPSTREAM_API_URL: sandboxUrl,
      OIDC_ISSUER: `${sandboxUrl}/oidc`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      RATE_LIMIT_API_PER_MINUTE: '100000',
      WEB_DIST: '/nonexistent-web-dist',
      BENCH_IPC_URL: origin,
      ...env,
    },
    built
      ? { script: `${bffDir}/dist/server.js`, execArgv: ['--enable-source-maps', '--import', ipc] }
      : { script: `${bffDir}/src/server.ts`, execArgv: ['--import', 'tsx', '--import', ipc] },
  );
}

/** Puts every thread of the measured servers on the last CPU and the rest (this process too) on the others; false without taskset. */
export function pin(measured: Child[], others: Child[]): boolean {
  const last = cpus().length - 1;
  const rest = last === 1 ? '0' : `0-${last - 1}`;
  try {
    for (const c of measured)
      execFileSync('taskset', ['-a', '-p', '-c', String(last), String(c.process.pid)], {
        stdio: 'ignore',
      });
    for (const pid of [...others.map((c) => c.process.pid), process.pid])
      execFileSync('taskset', ['-a', '-p', '-c', rest, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
