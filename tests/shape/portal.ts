// The whole production shape on 127.0.0.1, as the load and soak runs use it (tests/bench): Redis
// with its append-only file (or a primary, a replica and three sentinels: tests/shape/sentinel.ts),
// the sandbox, two BFF replicas from the production build behind the
// round-robin proxy with nginx's rules, the deployment's rate limits (TRUST_PROXY=1) and /metrics on
// each replica's own port. stop() ends everything it started.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, reservePort } from '@portal/sandbox/testing';
import {
  buildBff,
  Replica,
  startSandboxProcess,
  WorkerProcess,
  type SandboxProcess,
} from './processes.ts';
import { roundRobin, type RoundRobinProxy } from './proxy.ts';
import { REDIS_MISSING, redisInfo, startRedis, stopRedis } from './redis.ts';
import { startSentinelSet, type SentinelSet } from './sentinel.ts';

export interface ShapeOptions {
  /** Build the BFF first (services/bff/dist/server.js); false when a global set-up did. */
  build: boolean;
  /** Extra settings of the replicas. */
  env?: Record<string, string>;
  /** Redis behind Sentinel (a primary, a replica, three sentinels) instead of one Redis. */
  sentinel?: boolean;
  /** Further settings of the sandbox (SANDBOX_SMTP_PORT). */
  sandboxEnv?: Record<string, string>;
  /** A worker process (dist/worker.js) beside the replicas, with their settings (decision 0025). */
  worker?: boolean;
}

export interface Shape {
  origin: string;
  /** Logs, the append-only file: removed by stop(). */
  dir: string;
  sandbox: SandboxProcess;
  replicas: Replica[];
  proxy: RoundRobinProxy;
  /** The Sentinel set, when the shape runs one. */
  sentinel: SentinelSet | null;
  /** The worker, when the shape runs one. */
  worker: WorkerProcess | null;
  /** Redis's own figures (INFO; of the current primary behind Sentinel). */
  redisInfo(): Promise<Record<string, string>>;
  /** Stops Redis (SIGTERM), waits `downMs` and starts it again on its append-only file. */
  restartRedis(downMs: number): Promise<{ stoppedAt: number; backAt: number }>;
  /** The sandbox's administration (/__sandbox): call counters, faults. */
  admin(method: string, path: string): Promise<unknown>;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startShape(options: ShapeOptions): Promise<Shape> {
  if (spawnSync('redis-server', ['--version']).error) throw new Error(REDIS_MISSING);
  const dir = mkdtempSync(join(tmpdir(), 'portal-shape-'));
  const redisPort = await freePort();
  // Held until the proxy listens: the sandbox must know the origin long before (a BFF build).
  const { port: proxyPort, release: releaseProxyPort } = await reservePort();
  const origin = `http://127.0.0.1:${proxyPort}`;
  let sentinel: SentinelSet | null = null;
  let redis = options.sentinel ? undefined : await startRedis(redisPort, { aofDir: dir });
  let sandbox: SandboxProcess | undefined;
  const replicas: Replica[] = [];
  let worker: WorkerProcess | null = null;
  try {
    if (options.sentinel) sentinel = await startSentinelSet(dir);
    const smtpPort = await freePort();
    sandbox = await startSandboxProcess(
      await freePort(),
      smtpPort,
      origin,
      dir,
      options.sandboxEnv,
    );
    if (options.build) buildBff();
    const env = {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORTAL_ORIGIN: origin,
      UPSTREAM_API_URL: sandbox.url,
      OIDC_ISSUER: `${sandbox.url}/oidc`,
      SMTP_PORT: String(smtpPort),
      ...(sentinel ? sentinel.env : { REDIS_URL: `redis://127.0.0.1:${redisPort}` }),
      LOG_LEVEL: 'info',
      TRUST_PROXY: '1',
      METRICS_ENABLED: 'on',
      GRAPHQL_KNOWN_DOCUMENTS_ONLY: 'on',
      WEB_DIST: '/nonexistent-web-dist',
      ...options.env,
    };
    replicas.push(
      new Replica('A', await freePort(), env, dir),
      new Replica('B', await freePort(), env, dir),
    );
    await Promise.all(replicas.map((r) => r.start()));
    if (options.worker) {
      worker = new WorkerProcess(await freePort(), env, dir);
      await worker.start();
    }
  } catch (error) {
    await worker?.stop();
    await Promise.all(replicas.map((r) => r.stop()));
    await sandbox?.stop();
    await stopRedis(redis);
    await sentinel?.stop();
    await releaseProxyPort();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const proxy = roundRobin(replicas);
  await releaseProxyPort();
  await new Promise<void>((resolve) => proxy.server.listen(proxyPort, '127.0.0.1', resolve));
  const sandboxUrl = sandbox.url;
  const running = sandbox;

  return {
    origin,
    dir,
    sandbox,
    replicas,
    proxy,
    sentinel,
    worker,
    redisInfo: async () =>
      sentinel ? sentinel.info(await sentinel.primaryPort()) : redisInfo(redisPort),
    async restartRedis(downMs) {
      if (sentinel) throw new Error('behind Sentinel, kill the primary instead');
      await stopRedis(redis);
      const stoppedAt = Date.now();
      await sleep(downMs);
      redis = await startRedis(redisPort, { aofDir: dir });
      return { stoppedAt, backAt: Date.now() };
    },
    async admin(method, path) {
      const answer = await fetch(`${sandboxUrl}/__sandbox${path}`, { method });
      return answer.headers.get('content-type')?.includes('json') ? answer.json() : null;
    },
    async stop() {
      proxy.server.close();
      await worker?.stop();
      await Promise.all(replicas.map((r) => r.stop()));
      await running.stop();
      await stopRedis(redis);
      await sentinel?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
