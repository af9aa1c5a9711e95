// The soak run: the production shape of the load run (tests/shape/portal.ts: Redis with its
// append-only file, the sandbox, two BFF replicas from the production build behind the proxy with
// nginx's rules) under a steady load — N signed-in customers browsing as in the load run
// (load-customers.ts), for an hour by default — while every replica's resident memory, V8 heap in
// use and event loop delay are read from its /metrics once a minute, with Redis's memory and the
// requests of the minute. Prints one line a minute (the curve) and, at the end, the verdict
// (soak-verdict.ts): after the warm-up, no replica's resident memory or heap in use may grow by
// more than the bound (10 %, median of the last third of the samples against the first third);
// no session lost; no replica restarted; at most 0.1 % of the requests failed after their retry.
// Exits 1 when one of them is not met.
//
//   pnpm bench:soak [--minutes=60] [--customers=200] [--think=10000] [--warm-up=10] [--bound=10]
//                   [--sample-seconds=60] [--no-build]
//
// Stops by itself; everything listens on 127.0.0.1 only. Run it niced on a shared machine.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startShape } from '../shape/portal.ts';
import { pool } from './load.ts';
import { ACCOUNTS, Customer, percentile, SessionLost, Stats } from './load-customers.ts';
import { memoryGrowth, type ReplicaSample } from './soak-verdict.ts';

export interface SoakOptions {
  minutes: number;
  customers: number;
  thinkMs: number;
  warmUpMinutes: number;
  /** Largest growth allowed after the warm-up, as a share (0.1 = 10 %). */
  bound: number;
  sampleSeconds: number;
  signInConcurrency: number;
  build: boolean;
  log: (line: string) => void;
}

export interface SoakSample {
  minute: number;
  replicas: Record<string, ReplicaSample>;
  redisMb: number;
  sandboxMb: number;
  requests: number;
  failed: number;
  p95Ms: number;
}

export interface SoakResult {
  targetsMet: boolean;
  samples: SoakSample[];
  lines: string[];
}

/** The load run's statistics, with the latencies of the current sample's interval kept apart. */
class SoakStats extends Stats {
  interval: number[] = [];
  intervalFailed = 0;

  override record(route: string, ms: number, ok: boolean, at: number): void {
    super.record(route, ms, ok, at);
    this.interval.push(ms);
    if (!ok) this.intervalFailed += 1;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MB = 1024 * 1024;
const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

/** The value of an unlabelled series in the Prometheus text of /metrics. */
function gauge(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? Number.NaN : Number(line.slice(name.length + 1));
}

/** A replica's own figures, read from its /metrics on its own port (not through the proxy). */
async function replicaSample(url: string): Promise<ReplicaSample> {
  const text = await fetch(`${url}/metrics`).then(
    (r) => r.text(),
    () => '',
  );
  return {
    rssMb: gauge(text, 'portal_process_resident_memory_bytes') / MB,
    heapUsedMb: gauge(text, 'portal_process_heap_used_bytes') / MB,
    heapAfterGcMb: gauge(text, 'portal_process_heap_after_gc_bytes') / MB,
    loopP99Ms: gauge(text, 'portal_eventloop_delay_p99_seconds') * 1000,
    loopMaxMs: gauge(text, 'portal_eventloop_delay_max_seconds') * 1000,
  };
}

function processRssMb(pid: number | undefined): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const lines: string[] = [];
  const say = (line: string) => {
    lines.push(line);
    options.log(line);
  };
  const stats = new SoakStats();
  const shape = await startShape({ build: options.build });
  const customers: Customer[] = [];
  try {
    const signInStarted = Date.now();
    const all = Array.from(
      { length: options.customers },
      (_, i) => new Customer(i, ACCOUNTS[i % ACCOUNTS.length]!, shape.origin, stats),
    );
    await pool(all, options.signInConcurrency, async (customer) => {
      await customer.signIn();
      await customer.discover();
      customers.push(customer);
    });
    say(
      `Soak run: ${customers.length} customers (signed in in ${fmt((Date.now() - signInStarted) / 1000, 1)} s), ${options.minutes} min, think time ${options.thinkMs} ms mean, a sample every ${options.sampleSeconds} s; warm-up ${options.warmUpMinutes} min, bound ${fmt(options.bound * 100)} %`,
    );
    say(
      `Machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; Node ${process.version}`,
    );
    say('');
    const names = shape.replicas.map((r) => r.name);
    say(
      `| min | ${names.map((n) => `${n} RSS MB | ${n} heap MB | ${n} live heap MB | ${n} loop p99 / max ms`).join(' | ')} | Redis MB | sandbox MB | requests | failed | p95 ms |`,
    );
    say(
      `| --: | ${names.map(() => '--: | --: | --: | --:').join(' | ')} | --: | --: | --: | --: | --: |`,
    );

    const samples: SoakSample[] = [];
    const started = Date.now();
    const take = async () => {
      const minute = (Date.now() - started) / 60_000;
      const replicas = Object.fromEntries(
        await Promise.all(shape.replicas.map(async (r) => [r.name, await replicaSample(r.url)])),
      ) as Record<string, ReplicaSample>;
      const redis = await shape.redisInfo().catch(() => ({}) as Record<string, string>);
      const sample: SoakSample = {
        minute,
        replicas,
        redisMb: Number(redis.used_memory ?? Number.NaN) / MB,
        sandboxMb: processRssMb(shape.sandbox.child.pid),
        requests: stats.interval.length,
        failed: stats.intervalFailed,
        p95Ms: percentile(stats.interval, 95),
      };
      stats.interval = [];
      stats.intervalFailed = 0;
      samples.push(sample);
      say(
        `| ${fmt(minute, options.sampleSeconds < 60 ? 2 : 0)} | ${names
          .map((n) => {
            const s = replicas[n] as ReplicaSample;
            return `${fmt(s.rssMb)} | ${fmt(s.heapUsedMb, 1)} | ${fmt(s.heapAfterGcMb ?? Number.NaN, 1)} | ${fmt(s.loopP99Ms)} / ${fmt(s.loopMaxMs)}`;
          })
          .join(
            ' | ',
          )} | ${fmt(sample.redisMb, 1)} | ${fmt(sample.sandboxMb)} | ${sample.requests} | ${sample.failed} | ${fmt(sample.p95Ms)} |`,
      );
    };

    const ends = started + options.minutes * 60_000;
    const lost = new Set<number>();
    let signInsAgain = 0;
    const browsing = customers.map(async (customer) => {
      await sleep(Math.random() * options.thinkMs);
      while (Date.now() < ends) {
        try {
          await customer.nextPage();
        } catch (error) {
          if (!(error instanceof SessionLost)) throw error;
          lost.add(customer.index);
          signInsAgain += 1;
          await customer.signIn().catch(() => undefined);
        }
        await sleep(options.thinkMs * (0.5 + Math.random()));
      }
    });
    // The first sample as the load starts, then one every interval until the end.
    await take();
    const sampling = (async () => {
      for (let n = 1; started + n * options.sampleSeconds * 1000 <= ends; n += 1) {
        await sleep(started + n * options.sampleSeconds * 1000 - Date.now());
        await take();
      }
    })();
    await Promise.all([...browsing, sampling]);

    // The verdict.
    const requests = [...stats.latencies.values()].reduce((n, l) => n + l.length, 0);
    const seconds = (Date.now() - started) / 1000;
    const restarts = shape.replicas.flatMap((r) => r.events.filter((e) => e.what === 'exited'));
    const errorLines = shape.replicas.flatMap((r) => r.errorLines());
    say('');
    say(
      `Requests: ${requests} (${fmt(requests / seconds, 1)}/s), page views: ${stats.pageViews}; failed after retry: ${stats.failed}, retried: ${stats.retried}; sessions lost (401): ${lost.size} (${signInsAgain} signed in again); BFF error log lines: ${errorLines.length}${errorLines[0] ? ` (first: ${errorLines[0].slice(0, 300)})` : ''}`,
    );
    const growth = memoryGrowth(
      samples.map((s) => s.minute),
      samples.map((s) => s.replicas),
      options.warmUpMinutes,
      options.bound,
    );
    for (const g of growth)
      say(
        `${g.replica} ${g.measure}: ${fmt(g.first, 1)} → ${fmt(g.last, 1)} MB (${g.growth >= 0 ? '+' : ''}${fmt(g.growth * 100, 1)} %), slope ${fmt(g.slopeMbPerHour, 1)} MB/h after the warm-up`,
      );
    const loops = samples.filter((s) => s.minute >= options.warmUpMinutes);
    for (const name of names) {
      const p99s = loops.map((s) => s.replicas[name]?.loopP99Ms ?? Number.NaN);
      say(
        `${name} event loop delay after the warm-up: p99 of a sample's interval ${fmt(Math.min(...p99s))}–${fmt(Math.max(...p99s))} ms, longest ${fmt(Math.max(...loops.map((s) => s.replicas[name]?.loopMaxMs ?? 0)))} ms`,
      );
    }
    const targets: Array<[string, boolean]> = [
      ...growth.map((g): [string, boolean] => [
        `${g.replica} ${g.measure} grows at most ${fmt(options.bound * 100)} % after the warm-up`,
        g.met,
      ]),
      ['0 sessions lost', lost.size === 0],
      ['no replica restarted', restarts.length === 0],
      ['at most 0.1 % of the requests failed after their retry', stats.failed <= requests * 0.001],
    ];
    say('');
    for (const [name, met] of targets) say(`${met ? 'MET    ' : 'NOT MET'} ${name}`);
    return { targetsMet: targets.every(([, met]) => met), samples, lines };
  } finally {
    for (const customer of customers) customer.close();
    await shape.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values: args } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      minutes: { type: 'string', default: '60' },
      customers: { type: 'string', default: '200' },
      think: { type: 'string', default: '10000' },
      'warm-up': { type: 'string' },
      bound: { type: 'string', default: '10' },
      'sample-seconds': { type: 'string', default: '60' },
      'sign-in-concurrency': { type: 'string', default: '12' },
      'no-build': { type: 'boolean', default: false },
    },
  });
  const minutes = Number(args.minutes);
  const result = await runSoak({
    minutes,
    customers: Number(args.customers),
    thinkMs: Number(args.think),
    // Ten minutes, or a quarter of a shorter run.
    warmUpMinutes:
      args['warm-up'] === undefined ? Math.min(10, minutes / 4) : Number(args['warm-up']),
    bound: Number(args.bound) / 100,
    sampleSeconds: Number(args['sample-seconds']),
    signInConcurrency: Number(args['sign-in-concurrency']),
    build: !args['no-build'],
    log: (line) => process.stdout.write(`${line}\n`),
  });
  process.exit(result.targetsMet ? 0 : 1);
}
