// `pnpm bench` (services/bff: tsx bench/api.ts): throughput, p50 and p99 of the invoices query and of
// a PDF download through the BFF, directly against the sandbox, and through a bare keep-alive proxy
// doing the same forwarding; and CPU time per request of the BFF against that proxy (the floor).
// Loopback only, bounded request counts, stops by itself. Figures go to docs/benchmarks.md.
import { fork, type ChildProcess } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { freePort, idpSignIn, portalTokens, type RunningSandbox } from '@portal/sandbox/testing';
import { Pool } from 'undici';
import { FATTURE_QUERY } from '../src/graphql/upstream-queries.ts';

const REQUESTS = { invoices: Number(process.env.BENCH_INVOICES ?? 400), pdf: Number(process.env.BENCH_PDF ?? 1500) };
const WARMUP = 50;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const CUSTOMER = 'acme@demo.it';
const ACME_REGISTRY = 200001;
const PAGE = 20;

interface Child {
  process: ChildProcess;
  url: string;
  cpu(): Promise<number>;
  stop(): Promise<void>;
}

function start(role: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Child> {
  const child = fork(fileURLToPath(new URL('./children.ts', import.meta.url)), [role, ...args], {
    // BENCH_PROFILE=<dir> writes a V8 CPU profile of the BFF process there (for finding hot spots).
    execArgv: ['--import', 'tsx', ...(role === 'bff' && process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [])],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
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
async function signIn(bffUrl: string): Promise<string> {
  const login = await fetch(`${bffUrl}/auth/login`, { redirect: 'manual' });
  const jar = login.headers.getSetCookie().map((c) => c.split(';', 1)[0]).join('; ');
  const callback = new URL(await idpSignIn(login.headers.get('location') ?? '', CUSTOMER, 'demo'));
  const done = await fetch(`${bffUrl}${callback.pathname}${callback.search}`, { redirect: 'manual', headers: { cookie: jar } });
  await done.body?.cancel();
  const session = done.headers.getSetCookie().find((c) => c.startsWith('portal_session='));
  if (!session) throw new Error('sign-in at the BFF gave no session cookie');
  return session.split(';', 1)[0] as string;
}

interface Target {
  name: string;
  origin: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface Result {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
}

async function load(target: Target, requests: number): Promise<Result> {
  const pool = new Pool(target.origin, { connections: CONCURRENCY });
  const latencies: number[] = [];
  let issued = 0;
  let failures = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (issued < requests) {
        issued++;
        const t0 = process.hrtime.bigint();
        const response = await pool.request({ method: target.method, path: target.path, headers: target.headers, body: target.body ?? null });
        await response.body.dump({ limit: Number.MAX_SAFE_INTEGER });
        if (response.statusCode !== 200) failures++;
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await pool.close();
  if (failures > 0) throw new Error(`${target.name}: ${failures} of ${requests} requests failed`);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { requests, seconds, p50: at(0.5), p99: at(0.99) };
}

async function measure(target: Target, requests: number, server?: Child) {
  await load(target, WARMUP);
  const before = server ? await server.cpu() : 0;
  const result = await load(target, requests);
  const after = server ? await server.cpu() : 0;
  return { ...result, cpuPerRequestMs: server ? (after - before) / 1000 / requests : null };
}

function row(scenario: string, path: string, r: Awaited<ReturnType<typeof measure>>): string {
  const cpu = r.cpuPerRequestMs === null ? '—' : r.cpuPerRequestMs.toFixed(3);
  return `| ${scenario} | ${path} | ${r.requests} | ${(r.requests / r.seconds).toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${cpu} |`;
}

async function main(): Promise<void> {
  const bffPort = await freePort();
  const bffOrigin = `http://127.0.0.1:${bffPort}`;
  const children: Child[] = [];
  try {
    const sandbox = await start('sandbox', [bffOrigin], { SANDBOX_SCALE: 'large' });
    children.push(sandbox);
    const bff = await start('bff', [sandbox.url, String(bffPort)]);
    children.push(bff);
    const cookie = await signIn(bff.url);
    const tokens = await portalTokens({ url: sandbox.url, options: { portalOrigins: [bffOrigin] } } as RunningSandbox, CUSTOMER);
    const proxy = await start('proxy', [sandbox.url, tokens.access_token]);
    children.push(proxy);

    const apiHeaders = { cookie, 'x-portal-csrf': '1', origin: bff.url, 'content-type': 'application/json' };
    const bearer = { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' };
    const fields = 'id documentNumber issueDate dueDate amount amountToPay paid paymentState utility pointId hasPdf hasDetailPdf';
    const bffQuery = JSON.stringify({ query: `query Bills($first: Int) { invoices(first: $first) { totalCount totalAmount totalToPay nodes { ${fields} } } }`, variables: { first: PAGE } });
    const upstreamQuery = JSON.stringify({
      query: FATTURE_QUERY,
      operationName: 'Fatture',
      variables: { idanagrafica: [ACME_REGISTRY], first: PAGE, offset: 0, sort: 'dataEmissione:desc' },
    });

    const probe = await fetch(`${bff.url}/api/graphql`, { method: 'POST', headers: apiHeaders, body: bffQuery });
    const page = (await probe.json()) as { data: { invoices: { totalCount: number; nodes: Array<{ id: string; hasPdf: boolean }> } } };
    const invoiceId = page.data.invoices.nodes.find((n) => n.hasPdf)?.id;
    if (!invoiceId) throw new Error('no invoice with a PDF');

    const invoices: Array<[string, Target, Child | undefined]> = [
      ['BFF', { name: 'bff invoices', origin: bff.url, method: 'POST', path: '/api/graphql', headers: apiHeaders, body: bffQuery }, bff],
      ['sandbox direct', { name: 'direct invoices', origin: sandbox.url, method: 'POST', path: '/ubik/graphql', headers: bearer, body: upstreamQuery }, undefined],
      ['bare proxy', { name: 'proxy invoices', origin: proxy.url, method: 'POST', path: '/ubik/graphql', headers: { 'content-type': 'application/json' }, body: upstreamQuery }, proxy],
    ];
    const pdf: Array<[string, Target, Child | undefined]> = [
      ['BFF', { name: 'bff pdf', origin: bff.url, method: 'GET', path: `/api/files/invoices/${invoiceId}`, headers: apiHeaders }, bff],
      ['sandbox direct', { name: 'direct pdf', origin: sandbox.url, method: 'GET', path: `/api/fattura/pdf?idfattura=${invoiceId}`, headers: bearer }, undefined],
      ['bare proxy', { name: 'proxy pdf', origin: proxy.url, method: 'GET', path: `/api/fattura/pdf?idfattura=${invoiceId}`, headers: {} }, proxy],
    ];

    const lines = [
      `# portal API benchmark — ${new Date().toISOString()}`,
      `node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB; SANDBOX_SCALE=large, ${CUSTOMER} (${page.data.invoices.totalCount} invoices); concurrency ${CONCURRENCY}`,
      '',
      '| scenario | path | requests | req/s | p50 ms | p99 ms | server CPU ms/request |',
      '|---|---|---|---|---|---|---|',
    ];
    const cpu: Record<string, number> = {};
    for (const [scenario, list, count] of [
      [`invoices(first: ${PAGE})`, invoices, REQUESTS.invoices],
      ['invoice PDF', pdf, REQUESTS.pdf],
    ] as const) {
      for (const [path, target, server] of list) {
        const r = await measure(target, count, server);
        if (r.cpuPerRequestMs !== null) cpu[`${scenario} ${path}`] = r.cpuPerRequestMs;
        lines.push(row(scenario, path, r));
        console.warn(lines.at(-1));
      }
    }
    lines.push('');
    for (const scenario of [`invoices(first: ${PAGE})`, 'invoice PDF']) {
      const ratio = (cpu[`${scenario} BFF`] ?? 0) / (cpu[`${scenario} bare proxy`] ?? 1);
      lines.push(`${scenario}: BFF CPU per request = ${ratio.toFixed(2)} × the bare proxy (target ≤ 1.5×)`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await Promise.all(children.map((c) => c.stop()));
  }
}

await main();
