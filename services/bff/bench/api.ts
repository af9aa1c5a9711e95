// `pnpm bench` (services/bff: tsx bench/api.ts): throughput, p50 and p99 of the invoices query and of
// a PDF download through the BFF, directly against the sandbox, and through a bare keep-alive proxy
// doing the same forwarding; and CPU time per request of the BFF against that proxy (the floor).
// Loopback only, bounded request counts, stops by itself. Figures go to docs/benchmarks.md.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { freePort, portalTokens, type RunningSandbox } from '@portal/sandbox/testing';
import { Kind, parse, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { invoiceListFields } from '../src/domains/invoices/list-query.ts';
import { fattureQuery } from '../src/domains/invoices/upstream.ts';
import { load, pin, signIn, start, startBff, type Child, type Target } from './harness.ts';

const REQUESTS = {
  invoices: Number(process.env.BENCH_INVOICES ?? 8000),
  pdf: Number(process.env.BENCH_PDF ?? 1200),
};
/**
 * Requests per target before any measurement: enough for V8 to have optimised the hot paths of the
 * BFF and of the proxy alike. With 300 the first scenario still paid for that work (and for code
 * still running unoptimised): its rounds ranged 1.2–2.2× and every server measured dearer.
 */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2000);
/** Each scenario's targets take turns this many times, so a burst of other load hits all of them. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
/**
 * BENCH_PIN (default on where `taskset` exists and there are at least two CPUs): the server being
 * measured (the BFF or the proxy, one at a time) gets the last CPU to itself; the sandbox and the
 * load generator share the others. On a two-core machine the servers otherwise compete with the
 * sandbox for a core, and their CPU per request moved with whatever the other process was doing.
 */
const PIN = process.env.BENCH_PIN !== '0' && cpus().length >= 2;
const TARGET_RATIO = 1.5;
/**
 * BENCH_BASELINE=<services/bff of another checkout, with its node_modules>: a second BFF built from
 * there joins every scenario as "BFF baseline", so two builds are compared in the same run, round by
 * round, rather than across runs on a machine whose speed drifts by more than the change.
 */
const BASELINE = process.env.BENCH_BASELINE;
/**
 * BENCH_MINIMAL=1: bench/minimal.mjs — fastify + mercurius (jit) answering the same invoices query
 * with nothing of the portal around it — joins the acme invoices scenario as "minimal mercurius":
 * what the named stack and the JSON work cost by themselves, against the same floor.
 */
const MINIMAL = process.env.BENCH_MINIMAL === '1';
/**
 * BENCH_TRACING=1: a second BFF of this checkout, with tracing on (OTLP over HTTP, the SDK's default
 * protobuf, to a receiver in this process that answers 200 and counts), joins every BFF scenario as
 * "BFF traced", round by round like a baseline; it takes the baseline's place (not with BENCH_BASELINE).
 */
const TRACING = process.env.BENCH_TRACING === '1' && !BASELINE;
/** The second BFF's name in the rows: a baseline checkout's, or this one's traced. */
const SECOND = TRACING ? 'BFF traced' : 'BFF baseline';
/** BENCH_PROFILE=<dir>: V8 CPU profiles of the BFF and of the proxy over each round's measured requests. */
const PROFILE_DIR = process.env.BENCH_PROFILE;
const CUSTOMER = 'acme@demo.it';
const ACME_REGISTRY = 200001;
/** A retail customer with a short bill list: the same query where the sandbox answers in a blink. */
const SMALL_CUSTOMER = 'mario.rossi@demo.it';
const SMALL_REGISTRY = 100001;
const PAGE = 20;

interface Result {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  cpuPerRequestMs: number | null;
  /** CPU ms per request of each round, in order (null for the target without a process of ours). */
  roundCpuMs: number[] | null;
}

type Entry = [string, Target, Child | undefined];

/**
 * Lets the targets of a scenario (all warmed up before, see main) take turns for ROUNDS rounds of requests/ROUNDS each, the
 * same way for all: same client, same concurrency, CPU of the serving process read over its own
 * measured requests only. Latencies and CPU are pooled over the rounds.
 */
async function measureScenario(
  name: string,
  targets: Entry[],
  requests: number,
): Promise<Result[]> {
  const perRound = Math.ceil(requests / ROUNDS);
  const runs = targets.map(() => ({
    seconds: 0,
    latencies: [] as number[],
    micros: 0,
    rounds: [] as number[],
  }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, [path, target, server]] of targets.entries()) {
      const profiling = PROFILE_DIR !== undefined && server !== undefined;
      if (profiling) await server.profile(null);
      const before = server ? await server.cpu() : 0;
      const run = await load(target, perRound, CONCURRENCY);
      const after = server ? await server.cpu() : 0;
      if (profiling)
        await server.profile(
          `${PROFILE_DIR}/${path.replace(/ /g, '-')}-${name.replace(/[^A-Za-z0-9]+/g, '-')}-${round}.cpuprofile`,
        );
      const total = runs[i]!;
      total.seconds += run.seconds;
      total.latencies.push(...run.latencies);
      total.micros += after - before;
      total.rounds.push((after - before) / 1000 / run.latencies.length);
    }
  }
  return targets.map(([, , server], i) => {
    const { seconds, latencies, micros, rounds } = runs[i]!;
    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    const count = latencies.length;
    return {
      requests: count,
      seconds,
      p50: at(0.5),
      p99: at(0.99),
      cpuPerRequestMs: server ? micros / 1000 / count : null,
      roundCpuMs: server ? rounds : null,
    };
  });
}

function row(scenario: string, path: string, r: Result): string {
  const cpu = r.cpuPerRequestMs === null ? '—' : r.cpuPerRequestMs.toFixed(3);
  return `| ${scenario} | ${path} | ${r.requests} | ${(r.requests / r.seconds).toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${cpu} |`;
}

interface Customer {
  email: string;
  registry: number;
  cookie: string;
  /** The session cookie at the baseline BFF (BENCH_BASELINE), else ''. */
  baselineCookie: string;
  token: string;
}

type Scenario = { name: string; count: number; targets: Entry[] };

const FIELDS =
  'id documentNumber issueDate dueDate amount amountToPay paid paymentState utility pointId hasPdf hasDetailPdf';
/** The bills page's query, as the web client sends it. */
const bffQueryText = `query Bills($first: Int) { invoices(first: $first) { totalCount totalAmount totalToPay nodes { ${FIELDS} } } }`;

/** The upstream query the BFF sends for `query`: the list narrowed to what it selects (the proxy forwards exactly this). */
function forwardedQueryOf(query: string): string {
  const operation = parse(query).definitions[0] as OperationDefinitionNode;
  if (operation.kind !== Kind.OPERATION_DEFINITION)
    throw new Error('bench query is not an operation');
  const listField = operation.selectionSet.selections[0] as FieldNode;
  return fattureQuery(invoiceListFields({ fieldNodes: [listField], fragments: {} }));
}

async function main(): Promise<void> {
  const bffPort = await freePort();
  const bffOrigin = `http://127.0.0.1:${bffPort}`;
  const second = BASELINE !== undefined || TRACING;
  const baselinePort = second ? await freePort() : 0;
  const origins = second ? [bffOrigin, `http://127.0.0.1:${baselinePort}`] : [bffOrigin];
  const exports = { requests: 0, bytes: 0 };
  const receiver = createServer((request, response) => {
    exports.requests += 1;
    request.on('data', (chunk: Buffer) => (exports.bytes += chunk.length));
    request.on('end', () => response.writeHead(200).end());
  });
  if (TRACING) await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const children: Child[] = [];
  try {
    const sandbox = await start('sandbox', [origins.join(',')], { SANDBOX_SCALE: 'large' });
    children.push(sandbox);
    const bff = await startBff(
      fileURLToPath(new URL('..', import.meta.url)),
      sandbox.url,
      bffPort,
      {
        OTEL_SDK_DISABLED: 'true',
      },
    );
    children.push(bff);
    const here = fileURLToPath(new URL('..', import.meta.url));
    const collector = `http://127.0.0.1:${(receiver.address() as AddressInfo | null)?.port ?? 0}`;
    const baseline = BASELINE
      ? await startBff(BASELINE, sandbox.url, baselinePort)
      : TRACING
        ? await startBff(here, sandbox.url, baselinePort, {
            OTEL_EXPORTER_OTLP_ENDPOINT: collector,
          })
        : undefined;
    if (baseline) children.push(baseline);
    const customers: Customer[] = [];
    for (const [email, registry] of [
      [CUSTOMER, ACME_REGISTRY],
      [SMALL_CUSTOMER, SMALL_REGISTRY],
    ] as const) {
      const tokens = await portalTokens(
        { url: sandbox.url, options: { portalOrigins: origins } } as RunningSandbox,
        email,
      );
      const baselineCookie = baseline ? await signIn(baseline.url, email) : '';
      customers.push({
        email,
        registry,
        cookie: await signIn(bff.url, email),
        baselineCookie,
        token: tokens.access_token,
      });
    }
    const proxy = await start('proxy', [sandbox.url, customers[0]!.token]);
    children.push(proxy);
    const acmeToken = customers[0]!.token;
    const minimal = MINIMAL
      ? await start(
          'minimal',
          [sandbox.url, acmeToken, forwardedQueryOf(bffQueryText)],
          {},
          { script: fileURLToPath(new URL('./minimal.mjs', import.meta.url)), execArgv: [] },
        )
      : undefined;
    if (minimal) children.push(minimal);
    const measured = [bff, ...(baseline ? [baseline] : []), ...(minimal ? [minimal] : []), proxy];
    const pinned = PIN && pin(measured, [sandbox]);

    const bffQuery = JSON.stringify({ query: bffQueryText, variables: { first: PAGE } });
    const apiHeaders = (c: Customer, at: Child = bff) => ({
      cookie: at === bff ? c.cookie : c.baselineCookie,
      'x-portal-csrf': '1',
      origin: at.url,
      'content-type': 'application/json',
    });
    /** The baseline BFF's target for a BFF target (BENCH_BASELINE), right after it in each round. */
    const withBaseline = (entry: Entry): Entry[] => {
      if (!baseline) return [entry];
      const [, t] = entry;
      const c = customers.find((x) => t.headers.cookie === x.cookie)!;
      return [
        entry,
        [
          SECOND,
          {
            ...t,
            name: `baseline ${t.name}`,
            origin: baseline.url,
            headers: apiHeaders(c, baseline),
          },
          baseline,
        ],
      ];
    };
    const bearer = (c: Customer) => ({
      authorization: `Bearer ${c.token}`,
      'content-type': 'application/json',
    });
    const totals: Record<string, number> = {};
    const scenarios: Scenario[] = [];
    const forwardedQuery = forwardedQueryOf(bffQueryText);
    for (const c of customers) {
      const upstreamQuery = JSON.stringify({
        query: forwardedQuery,
        operationName: 'Fatture',
        variables: { idanagrafica: [c.registry], first: PAGE, offset: 0 },
      });
      const probe = await fetch(`${bff.url}/api/graphql`, {
        method: 'POST',
        headers: apiHeaders(c),
        body: bffQuery,
      });
      const page = (await probe.json()) as {
        data: { invoices: { totalCount: number; nodes: Array<{ id: string; hasPdf: boolean }> } };
      };
      totals[c.email] = page.data.invoices.totalCount;
      const name = `invoices(first: ${PAGE}), ${c.email.split('@')[0]} (${page.data.invoices.totalCount} bills)`;
      scenarios.push({
        name,
        count: REQUESTS.invoices,
        targets: [
          ...withBaseline([
            'BFF',
            {
              name: `bff ${name}`,
              origin: bff.url,
              method: 'POST',
              path: '/api/graphql',
              headers: apiHeaders(c),
              body: bffQuery,
            },
            bff,
          ]),
          ...(minimal && c.email === CUSTOMER
            ? [
                [
                  'minimal mercurius',
                  {
                    name: `minimal ${name}`,
                    origin: minimal.url,
                    method: 'POST',
                    path: '/api/graphql',
                    headers: { 'content-type': 'application/json' },
                    body: bffQuery,
                  },
                  minimal,
                ] as Entry,
              ]
            : []),
          [
            'sandbox direct',
            {
              name: `direct ${name}`,
              origin: sandbox.url,
              method: 'POST',
              path: '/ubik/graphql',
              headers: bearer(c),
              body: upstreamQuery,
            },
            undefined,
          ],
          [
            'bare proxy',
            {
              name: `proxy ${name}`,
              origin: proxy.url,
              method: 'POST',
              path: '/ubik/graphql',
              headers: bearer(c),
              body: upstreamQuery,
            },
            proxy,
          ],
        ],
      });
      if (c.email !== CUSTOMER) continue;
      const invoiceId = page.data.invoices.nodes.find((n) => n.hasPdf)?.id;
      if (!invoiceId) throw new Error('no invoice with a PDF');
      scenarios.push({
        name: 'invoice PDF',
        count: REQUESTS.pdf,
        targets: [
          ...withBaseline([
            'BFF',
            {
              name: 'bff pdf',
              origin: bff.url,
              method: 'GET',
              path: `/api/files/invoices/${invoiceId}`,
              headers: apiHeaders(c),
            },
            bff,
          ]),
          [
            'sandbox direct',
            {
              name: 'direct pdf',
              origin: sandbox.url,
              method: 'GET',
              path: `/api/fattura/pdf?idfattura=${invoiceId}`,
              headers: bearer(c),
            },
            undefined,
          ],
          [
            'bare proxy',
            {
              name: 'proxy pdf',
              origin: proxy.url,
              method: 'GET',
              path: `/api/fattura/pdf?idfattura=${invoiceId}`,
              headers: bearer(c),
            },
            proxy,
          ],
        ],
      });
    }

    const lines = [
      `# portal API benchmark — ${new Date().toISOString()}`,
      `node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB; SANDBOX_SCALE=large; concurrency ${CONCURRENCY}; warm-up ${WARMUP} per target; ${ROUNDS} interleaved rounds; ${pinned ? `BFF and proxy pinned to CPU ${cpus().length - 1}, sandbox and load generator to the others` : 'not pinned'}; load average at start ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
      '',
      '| scenario | path | requests | req/s | p50 ms | p99 ms | server CPU ms/request |',
      '|---|---|---|---|---|---|---|',
    ];
    const ratios: string[] = [];
    let allMet = true;
    // Every target of every scenario is warmed up before the first measurement: the BFF's code paths
    // are shared by the scenarios, and a measurement must not pay for optimising them (V8's compiler
    // threads count in the process's CPU time).
    for (const scenario of scenarios)
      for (const [, target] of scenario.targets) await load(target, WARMUP, CONCURRENCY);
    for (const scenario of scenarios) {
      const cpu: Record<string, number> = {};
      const perRound: Record<string, number[]> = {};
      const results = await measureScenario(scenario.name, scenario.targets, scenario.count);
      for (const [i, [path]] of scenario.targets.entries()) {
        const r = results[i]!;
        if (r.cpuPerRequestMs !== null) cpu[path] = r.cpuPerRequestMs;
        if (r.roundCpuMs !== null) perRound[path] = r.roundCpuMs;
        lines.push(row(scenario.name, path, r));
        console.warn(lines.at(-1));
      }
      const ratio = (cpu.BFF ?? 0) / (cpu['bare proxy'] ?? 1);
      // Each round's BFF against the proxy's round right after it: a burst of other load on the
      // machine moves one pair, and the median of the pairs hardly.
      const pairs = (perRound.BFF ?? [])
        .map((b, k) => b / (perRound['bare proxy']?.[k] ?? Number.NaN))
        .sort((a, b) => a - b);
      const median =
        pairs.length === 0
          ? Number.NaN
          : ((pairs[(pairs.length - 1) >> 1] ?? 0) + (pairs[pairs.length >> 1] ?? 0)) / 2;
      const met = ratio <= TARGET_RATIO;
      allMet &&= met;
      if (cpu['minimal mercurius'] !== undefined) {
        ratios.push(
          `${scenario.name}: minimal fastify + mercurius CPU per request = ${(cpu['minimal mercurius'] / (cpu['bare proxy'] ?? 1)).toFixed(2)} × the bare proxy; the BFF = ${((cpu.BFF ?? 0) / cpu['minimal mercurius']).toFixed(2)} × the minimal server`,
        );
      }
      if (baseline && TRACING) {
        const paired = (perRound[SECOND] ?? [])
          .map((t, k) => t / (perRound.BFF?.[k] ?? Number.NaN))
          .sort((a, b) => a - b);
        ratios.push(
          `${scenario.name}: traced BFF CPU per request = ${((cpu[SECOND] ?? 0) / (cpu.BFF ?? 1)).toFixed(3)} × the untraced BFF's; per round ${paired.map((x) => x.toFixed(2)).join(' ')}`,
        );
      } else if (baseline) {
        const paired = (perRound.BFF ?? [])
          .map((b, k) => b / (perRound[SECOND]?.[k] ?? Number.NaN))
          .sort((a, b) => a - b);
        ratios.push(
          `${scenario.name}: BFF CPU per request = ${((cpu.BFF ?? 0) / (cpu[SECOND] ?? 1)).toFixed(3)} × the baseline's; per round ${paired.map((x) => x.toFixed(2)).join(' ')}`,
        );
      }
      ratios.push(
        `${scenario.name}: BFF CPU per request = ${ratio.toFixed(2)} × the bare proxy (target ≤ ${TARGET_RATIO}×: ${met ? 'met' : 'NOT met'}); ` +
          `per round ${pairs.map((x) => x.toFixed(2)).join(' ')}, median ${median.toFixed(2)}`,
      );
    }
    ratios.push(
      `load average at end ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; target ${allMet ? 'met on every scenario' : 'NOT met on every scenario'}`,
    );
    if (TRACING)
      ratios.push(
        `traced BFF exported ${exports.requests} OTLP requests, ${(exports.bytes / 2 ** 20).toFixed(1)} MiB, to the receiver`,
      );
    if (PROFILE_DIR)
      ratios.push(
        `(profiled run: the CPU figures include the profiler's overhead; profiles in ${PROFILE_DIR})`,
      );
    process.stdout.write(`${[...lines, '', ...ratios].join('\n')}\n`);
  } finally {
    await Promise.all(children.map((c) => c.stop()));
    receiver.close();
  }
}

await main();
