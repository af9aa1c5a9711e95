// Load and failover of the production shape, without Docker: Redis (Debian's
// redis-server, append-only file), the sandbox, two BFF replicas from the production build behind a
// round-robin proxy with nginx's rules (tests/shape), the deployment's rate limits (60 sign-in and
// 600 API requests a minute per client address, TRUST_PROXY=1), and N signed-in customers browsing
// for D seconds (load-customers.ts). Prints requests per second, p50/p95/p99 per route, errors,
// memory of the replicas and of Redis at start and end, upstream calls per page view, and whether
// each target is met; exits 1 when one is not. With --sentinel the replicas reach Redis through
// three sentinels (a primary and a replica) and the primary is killed at half the run
// (load-sentinel.ts). With --failover, during the run: SIGTERM to replica A
// (drained, restarted), SIGKILL to replica B (restarted), and Redis stopped and started again.
// With --alerts=SHARE that share of the customers turns alerts on and the alert jobs run during the
// load (load-alerts.ts): the store in a throwaway PostgreSQL, the jobs in a worker process beside
// replicas with ALERTS_JOBS=off (decision 0025), or in the replicas with --jobs=replicas.
//
//   pnpm bench:load [--customers=500] [--duration=60] [--think=10000] [--failover] [--sentinel]
//                   [--alerts=0.2 [--jobs=worker|replicas]] [--no-build]
//   pnpm bench:failover            (the same with --failover)
//
// Stops by itself; everything listens on 127.0.0.1 only.
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startShape } from '../shape/portal.ts';
import { ACCOUNTS, Customer, percentile, SessionLost, Stats } from './load-customers.ts';
import { runFailover, type FailoverReport } from './load-failover.ts';
import { runSentinelFailover } from './load-sentinel.ts';
import { type AlertLoad, startAlertLoad } from './load-alerts.ts';

export interface LoadOptions {
  customers: number;
  durationS: number;
  thinkMs: number;
  signInConcurrency: number;
  failover: boolean;
  /** Redis behind Sentinel, its primary killed at half the run. */
  sentinel?: boolean;
  /** The share of the customers with alerts on, their jobs running during the load (0: none). */
  alerts?: number;
  /** Where the alert jobs run: a worker process beside the replicas, or the replicas. */
  jobs?: 'worker' | 'replicas';
  build: boolean;
  log: (line: string) => void;
}

export interface LoadResult {
  targetsMet: boolean;
  stats: Stats;
  lines: string[];
}

/** The share of the run after which the replicas' memory is the reference (warm heaps). */
const WARM_SHARE = 0.25;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes: string | undefined) => Number(bytes ?? 0) / 1024 / 1024;
const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

/** Runs `fn` over `items`, `concurrency` at a time. */
export async function pool<T>(items: T[], concurrency: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await fn(items[next++] as T);
    }),
  );
}

/** Upstream calls counted by the sandbox, without its identity provider and administration. */
function upstreamCalls(calls: Record<string, number>): number {
  return Object.entries(calls)
    .filter(([key]) => !/ \/(oidc|__sandbox)\b/.test(key))
    .reduce((sum, [, n]) => sum + n, 0);
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { log } = options;
  const stats = new Stats();
  const lines: string[] = [];
  const say = (line: string) => {
    lines.push(line);
    log(line);
  };

  const alerts: AlertLoad | null =
    (options.alerts ?? 0) > 0
      ? await startAlertLoad({ share: options.alerts ?? 0, jobs: options.jobs ?? 'worker' })
      : null;
  const shape = await startShape({
    build: options.build,
    sentinel: options.sentinel ?? false,
    ...(alerts?.shape ?? {}),
  }).catch(async (error: unknown) => {
    await alerts?.stop();
    throw error;
  });
  const { origin, replicas, proxy, admin } = shape;
  const redisInfo = () => shape.redisInfo();

  const customers: Customer[] = [];
  try {
    // Sign-in and each customer's first look at its bills and supplies (not measured).
    const signInStarted = Date.now();
    const all = Array.from(
      { length: options.customers },
      (_, i) => new Customer(i, ACCOUNTS[i % ACCOUNTS.length]!, origin, stats),
    );
    await pool(all, options.signInConcurrency, async (customer) => {
      await customer.signIn();
      await customer.discover();
      customers.push(customer);
    });
    const signInS = (Date.now() - signInStarted) / 1000;
    await alerts?.turnOn(customers, shape);

    // Upstream calls of one page view of each kind, by a retail and a business customer.
    const perPage: string[] = [];
    for (const sample of [
      customers.find((c) => !c.account.business),
      customers.find((c) => c.account.business),
    ]) {
      if (!sample) continue;
      for (const page of sample.pages()) {
        await admin('DELETE', '/calls');
        await sample.view(page);
        const n = upstreamCalls((await admin('GET', '/calls')) as Record<string, number>);
        perPage.push(`${sample.account.email.split('@')[0]} ${page} ${n}`);
      }
    }

    await sleep(1000);
    const memoryStart = {
      bff: replicas.map((r) => r.rssMb() ?? Number.NaN),
      redis: await redisInfo(),
    };
    await admin('DELETE', '/calls');
    stats.latencies.clear();
    stats.failures.clear();
    Object.assign(stats, {
      retried: 0,
      failed: 0,
      storeUnavailable: 0,
      unauthenticated: 0,
      pageViews: 0,
    });
    stats.pageViewsByKind.clear();
    stats.timeline.length = 0;

    const started = Date.now();
    const ends = started + options.durationS * 1000;
    alerts?.during(shape);
    const lost = new Set<number>();
    const browsing = customers.map(async (customer) => {
      // Spread the first page views over one think time.
      await sleep(Math.random() * options.thinkMs);
      while (Date.now() < ends) {
        try {
          await customer.nextPage();
        } catch (error) {
          if (!(error instanceof SessionLost)) throw error;
          lost.add(customer.index);
          await customer.signIn().catch(() => undefined);
        }
        await sleep(options.thinkMs * (0.5 + Math.random()));
      }
    });
    // Memory once the replicas have served the load for a while (heaps grown to their working size):
    // the reference of the flat-memory targets; the figures before the load are printed too.
    let memoryWarm = memoryStart;
    const warmTimer = setTimeout(
      () =>
        void redisInfo().then(
          (info) =>
            (memoryWarm = { bff: replicas.map((r) => r.rssMb() ?? Number.NaN), redis: info }),
          () => undefined,
        ),
      options.durationS * 1000 * WARM_SHARE,
    );
    let failover: FailoverReport | null = null;
    if (options.sentinel) {
      failover = await runSentinelFailover({
        started,
        durationMs: options.durationS * 1000,
        shape,
        stats,
      });
    } else if (options.failover) {
      failover = await runFailover({
        started,
        durationMs: options.durationS * 1000,
        replicas,
        proxy,
        stats,
        restartRedis: (downMs) => shape.restartRedis(downMs),
      });
    }
    await Promise.all(browsing);
    clearTimeout(warmTimer);
    const seconds = (Date.now() - started) / 1000;
    await sleep(1000);
    const memoryEnd = {
      bff: replicas.map((r) => r.rssMb() ?? Number.NaN),
      redis: await redisInfo(),
    };
    const calls = upstreamCalls((await admin('GET', '/calls')) as Record<string, number>);
    const alertReport = alerts ? await alerts.report(shape) : null;

    // The report.
    const requests = [...stats.latencies.values()].reduce((n, l) => n + l.length, 0);
    say(
      `Load run: ${customers.length} customers, ${fmt(seconds)} s, think time ${options.thinkMs} ms mean${options.failover ? ', with failover' : ''}${options.sentinel ? ', Redis behind Sentinel, the primary killed at half the run' : ''}${alerts ? `, alerts on for ${fmt((options.alerts ?? 0) * 100)} % of the customers, their jobs in the ${options.jobs === 'replicas' ? 'replicas' : 'worker'}` : ''}`,
    );
    say(
      `Machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; Node ${process.version}`,
    );
    say(
      `Sign-in of ${options.customers} customers (and their first look at bills and supplies): ${fmt(signInS, 1)} s`,
    );
    say(
      `Requests: ${requests} (${fmt(requests / seconds, 1)}/s), page views: ${stats.pageViews} (${fmt(stats.pageViews / seconds, 1)}/s) — ${[...stats.pageViewsByKind].map(([k, v]) => `${k} ${v}`).join(', ')}`,
    );
    say('');
    say('| route | requests | p50 ms | p95 ms | p99 ms | failed |');
    say('| --- | --: | --: | --: | --: | --: |');
    for (const [route, list] of [...stats.latencies].sort()) {
      say(
        `| ${route} | ${list.length} | ${fmt(percentile(list, 50))} | ${fmt(percentile(list, 95))} | ${fmt(percentile(list, 99))} | ${stats.failures.get(route) ?? 0} |`,
      );
    }
    say('');
    say(
      `Upstream calls per page view: ${fmt(calls / Math.max(1, stats.pageViews), 2)} (${calls} calls at the sandbox for ${stats.pageViews} page views); one page view each: ${perPage.join('; ')}`,
    );
    const bffMb = (m: { bff: number[] }) => m.bff.map((v) => fmt(v)).join(' / ');
    const redisMb = (m: { redis: Record<string, string> }) =>
      `${fmt(mb(m.redis.used_memory), 1)} MB (${m.redis.db0 ?? 'no keys'})`;
    const warmS = fmt(options.durationS * WARM_SHARE);
    say(
      `BFF resident memory A / B: ${bffMb(memoryStart)} MB before the load, ${bffMb(memoryWarm)} MB after ${warmS} s of it, ${bffMb(memoryEnd)} MB at the end`,
    );
    say(
      `Redis used memory: ${redisMb(memoryStart)} before, ${redisMb(memoryWarm)} after ${warmS} s, ${redisMb(memoryEnd)} at the end; RSS ${fmt(mb(memoryStart.redis.used_memory_rss), 1)} → ${fmt(mb(memoryEnd.redis.used_memory_rss), 1)} MB`,
    );
    say(
      `Retried (idempotent, once): ${stats.retried}; failed after retry: ${stats.failed}; sessions lost (401): ${lost.size}`,
    );
    for (const line of alertReport?.lines ?? []) say(line);
    const errorLines = [...replicas, ...(shape.worker ? [shape.worker] : [])].flatMap((r) =>
      r.errorLines(),
    );
    say(
      `BFF error log lines: ${errorLines.length}${errorLines[0] ? ` (first: ${errorLines[0].slice(0, 300)})` : ''}`,
    );

    const targets: Array<[string, boolean]> = [];
    const growth = (a: number, b: number) => (b - a) / a;
    if (failover) {
      for (const line of failover.lines) say(line);
      targets.push(...failover.targets);
      targets.push(['0 sessions lost (no 401)', lost.size === 0]);
    } else {
      targets.push(['0 errors', stats.failed === 0 && stats.retried === 0]);
      targets.push(['0 sessions lost', lost.size === 0]);
      targets.push([
        `BFF memory flat (end ≤ 1.2 × after ${fmt(options.durationS * WARM_SHARE)} s)`,
        memoryEnd.bff.every((m, i) => growth(memoryWarm.bff[i] ?? m, m) <= 0.2),
      ]);
      targets.push([
        'Redis memory flat (end ≤ 1.2 × before the load)',
        growth(Number(memoryStart.redis.used_memory), Number(memoryEnd.redis.used_memory)) <= 0.2,
      ]);
    }
    if (alertReport) targets.push(...alertReport.targets);
    say('');
    for (const [name, met] of targets) say(`${met ? 'MET    ' : 'NOT MET'} ${name}`);
    return { targetsMet: targets.every(([, met]) => met), stats, lines };
  } finally {
    for (const customer of customers) customer.close();
    await shape.stop();
    await alerts?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values: args } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      customers: { type: 'string', default: '500' },
      duration: { type: 'string', default: '60' },
      think: { type: 'string', default: '10000' },
      'sign-in-concurrency': { type: 'string', default: '12' },
      failover: { type: 'boolean', default: false },
      sentinel: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      alerts: { type: 'string', default: '0' },
      jobs: { type: 'string', default: 'worker' },
    },
  });
  const share = Number(args.alerts);
  if (!(share >= 0 && share <= 1)) throw new Error('--alerts is a share of the customers, 0 to 1');
  if (args.jobs !== 'worker' && args.jobs !== 'replicas')
    throw new Error('--jobs is worker or replicas');
  const result = await runLoad({
    customers: Number(args.customers),
    durationS: Number(args.duration),
    thinkMs: Number(args.think),
    signInConcurrency: Number(args['sign-in-concurrency']),
    failover: args.failover ?? false,
    sentinel: args.sentinel ?? false,
    alerts: share,
    jobs: args.jobs,
    build: !args['no-build'],
    log: (line) => process.stdout.write(`${line}\n`),
  });
  process.exit(result.targetsMet ? 0 : 1);
}
