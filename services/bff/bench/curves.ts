// `pnpm --filter @portal/bff bench:curves` (tsx bench/curves.ts): the costs-and-consumptions and
// load-curve figures through the BFF at SANDBOX_SCALE=large, the sandbox and the BFF
// (its build, as production runs it) each in their own process, loopback only:
//   1. one light supply's year of quarter hours (loadCurve): latency, and the answer's bytes raw,
//      gzip (level 1, nginx's default in deploy/nginx.conf, and level 6) and brotli — target
//      ≤ 250 KB compressed;
//   2. the monthly view of every light supply of acme (costsAndConsumptions, the year and the year
//      before): latency — target ≤ 1 s;
//   3. the CSV export of a year of 100 light supplies (about 3.5 million rows): time to the first
//      byte — target ≤ 1 s — total time, and the BFF's resident memory sampled every 50 ms across
//      the download (Linux /proc) — target: flat.
// Figures go to docs/benchmarks.md.
//
//   BENCH_CURVE_REQUESTS (default 20), BENCH_MONTHLY_REQUESTS (30); --assert exits 1 on a missed target.
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { freePort } from '@portal/sandbox/testing';
import { signIn, start, startBff, type Child } from './harness.ts';

const CURVE_REQUESTS = Number(process.env.BENCH_CURVE_REQUESTS ?? 20);
const MONTHLY_REQUESTS = Number(process.env.BENCH_MONTHLY_REQUESTS ?? 30);
const ASSERT = process.argv.includes('--assert');
const TARGETS = { curveKb: 250, monthlyMs: 1000, firstByteMs: 1000 };

const day = (d: Date): string => d.toISOString().slice(0, 10);

/** A year of days ending yesterday (Rome and UTC agree on the day for this purpose). */
function lastYear(): { from: string; to: string } {
  const today = new Date();
  const to = new Date(today.getTime() - 86_400_000);
  const from = new Date(to.getTime() - 364 * 86_400_000);
  return { from: day(from), to: day(to) };
}

/** The twelve months before this one, and YYYY-MM of each end. */
function lastTwelveMonths(): { from: string; to: string } {
  const now = new Date();
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const start = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 11, 1));
  return { from: day(start).slice(0, 7), to: day(end).slice(0, 7) };
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** Resident memory of a process in MB (Linux); null elsewhere. */
function rssMb(pid: number | undefined): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const bffPort = await freePort();
  const bffOrigin = `http://127.0.0.1:${bffPort}`;
  const loadAtStart = loadavg();
  const children: Child[] = [];
  try {
    const sandbox = await start('sandbox', [bffOrigin], { SANDBOX_SCALE: 'large' });
    children.push(sandbox);
    const bff = await startBff(fileURLToPath(new URL('..', import.meta.url)), sandbox.url, bffPort);
    children.push(bff);
    const cookie = await signIn(bff.url, 'acme@demo.it');
    const headers = {
      cookie,
      'x-portal-csrf': '1',
      origin: bff.url,
      'content-type': 'application/json',
    };
    const graphql = async (query: string, variables: Record<string, unknown>) => {
      const t0 = performance.now();
      const response = await fetch(`${bff.url}/api/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      const text = await response.text();
      const ms = performance.now() - t0;
      const body = JSON.parse(text) as { data?: Record<string, unknown>; errors?: unknown };
      if (response.status !== 200 || body.errors || !body.data)
        throw new Error(`${response.status} ${text.slice(0, 300)}`);
      return { ms, text, data: body.data };
    };

    const supplies = (
      await graphql('{ supplies(utility: POWER, first: 100) { totalCount nodes { id } } }', {})
    ).data.supplies as { totalCount: number; nodes: { id: string }[] };
    const ids = supplies.nodes.map((n) => n.id);

    // 1. A year of quarter hours.
    const year = lastYear();
    const curveQuery = `query L($s: ID!, $f: String!, $t: String!) { loadCurve(supplyId: $s, from: $f, to: $t) {
      supplyId utility unit quantityUnit from to granularity granularities start stepMinutes count values gapCount
      peak { value at } total bandTotals { f1 f2 f3 } } }`;
    const curveVars = { s: ids[0], f: year.from, t: year.to };
    let sample = '';
    for (let i = 0; i < 3; i++) sample = (await graphql(curveQuery, curveVars)).text;
    const curveMs: number[] = [];
    for (let i = 0; i < CURVE_REQUESTS; i++)
      curveMs.push((await graphql(curveQuery, curveVars)).ms);
    curveMs.sort((a, b) => a - b);
    const raw = Buffer.byteLength(sample);
    const gzip1 = gzipSync(sample, { level: 1 }).length;
    const gzip6 = gzipSync(sample, { level: 6 }).length;
    const br5 = brotliCompressSync(sample, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
    }).length;
    const count = (JSON.parse(sample) as { data: { loadCurve: { count: number } } }).data.loadCurve
      .count;
    console.warn(`curve: p50 ${percentile(curveMs, 0.5).toFixed(0)} ms, ${raw} B raw`);

    // 2. The monthly view of every light supply.
    const months = lastTwelveMonths();
    const monthlyQuery = `query C($f: String!, $t: String!) { costsAndConsumptions(utility: POWER, from: $f, to: $t, first: 20) {
      unit supplyCount months { month current { quantity f1 f2 f3 cost costWithVat supplyCount estimatedSupplyCount }
      previous { quantity f1 f2 f3 cost costWithVat supplyCount } } total { quantity cost costWithVat }
      previousTotal { quantity cost costWithVat } supplies { totalCount nodes { supplyId pointId siteName quantity cost share } } } }`;
    const monthVars = { f: months.from, t: months.to };
    let monthlySupplies = 0;
    for (let i = 0; i < 3; i++) {
      const answer = await graphql(monthlyQuery, monthVars);
      monthlySupplies = (answer.data.costsAndConsumptions as { supplyCount: number }).supplyCount;
    }
    const monthlyMs: number[] = [];
    for (let i = 0; i < MONTHLY_REQUESTS; i++)
      monthlyMs.push((await graphql(monthlyQuery, monthVars)).ms);
    monthlyMs.sort((a, b) => a - b);
    console.warn(`monthly: p50 ${percentile(monthlyMs, 0.5).toFixed(0)} ms`);

    // 3. The CSV export of a year of 100 supplies, the BFF's memory sampled across it.
    const pid = bff.process.pid;
    const before = rssMb(pid);
    const samples: number[] = [];
    const timer = setInterval(() => {
      const mb = rssMb(pid);
      if (mb !== null) samples.push(mb);
    }, 50);
    const t0 = performance.now();
    const response = await fetch(
      `${bff.url}/api/files/consumption.csv?supplyId=${ids.join(',')}&from=${year.from}&to=${year.to}&dialect=it`,
      { headers: { cookie, 'x-portal-csrf': '1', origin: bff.url } },
    );
    if (response.status !== 200 || !response.body)
      throw new Error(`export: ${response.status} ${await response.text()}`);
    const headersMs = performance.now() - t0;
    const reader = response.body.getReader();
    let firstByteMs = 0;
    let bytes = 0;
    let lines = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (bytes === 0) firstByteMs = performance.now() - t0;
      bytes += value.length;
      for (let i = 0; i < value.length; i++) if (value[i] === 10) lines++;
    }
    const totalS = (performance.now() - t0) / 1000;
    clearInterval(timer);
    const after = rssMb(pid);
    const peak = samples.length ? Math.max(...samples) : null;
    // The peak of each quarter of the download: memory that grew with the rows would climb.
    const quarters = [0, 1, 2, 3].map((q) => {
      const part = samples.slice(
        Math.floor((q * samples.length) / 4),
        Math.floor(((q + 1) * samples.length) / 4),
      );
      return part.length ? Math.max(...part) : null;
    });
    const expected = Number(response.headers.get('x-total-rows'));
    console.warn(`export: first byte ${firstByteMs.toFixed(0)} ms, ${lines - 1} rows`);

    const kb = (n: number) => (n / 1024).toFixed(1);
    const mb = (n: number | null) => (n === null ? '—' : n.toFixed(0));
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    const compressed = Math.max(gzip1, gzip6, br5) / 1024;
    const curveOk = compressed <= TARGETS.curveKb;
    const monthlyOk = percentile(monthlyMs, 0.99) <= TARGETS.monthlyMs;
    const firstByteOk = firstByteMs <= TARGETS.firstByteMs;
    const lines_ = [
      `# costs, consumptions and load curves through the BFF — ${new Date().toISOString()}`,
      `node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB; SANDBOX_SCALE=large (acme: ${supplies.totalCount} light supplies); load average at start ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}`,
      '',
      '| measure | figure | target |',
      '|---|---|---|',
      `| one supply's year of quarter hours (${count} values, ${year.from} … ${year.to}): latency p50 / max over ${CURVE_REQUESTS} | ${percentile(curveMs, 0.5).toFixed(0)} / ${curveMs.at(-1)?.toFixed(0)} ms | — |`,
      `| its answer: raw / gzip 1 / gzip 6 / brotli 5 | ${kb(raw)} / ${kb(gzip1)} / ${kb(gzip6)} / ${kb(br5)} KB | ≤ ${TARGETS.curveKb} KB compressed: ${met(curveOk)} |`,
      `| monthly view of every light supply (${monthlySupplies} supplies, ${months.from} … ${months.to} and the year before): p50 / p99 over ${MONTHLY_REQUESTS} | ${percentile(monthlyMs, 0.5).toFixed(0)} / ${percentile(monthlyMs, 0.99).toFixed(0)} ms | ≤ ${TARGETS.monthlyMs} ms: ${met(monthlyOk)} |`,
      `| CSV export, ${ids.length} supplies × a year (${lines - 1} rows, X-Total-Rows ${expected}, ${(bytes / 2 ** 20).toFixed(0)} MB, dialect it): headers / first byte | ${headersMs.toFixed(0)} / ${firstByteMs.toFixed(0)} ms | first byte ≤ ${TARGETS.firstByteMs} ms: ${met(firstByteOk)} |`,
      `| its whole download | ${totalS.toFixed(1)} s (${((lines - 1) / totalS / 1000).toFixed(0)} k rows/s) | — |`,
      `| the BFF's resident memory: before / peak during / after (${samples.length} samples, every 50 ms) | ${mb(before)} / ${mb(peak)} / ${mb(after)} MB | flat |`,
      `| its peak in each quarter of the download | ${quarters.map(mb).join(' / ')} MB | flat |`,
      '',
      `load average at end ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    ];
    process.stdout.write(`${lines_.join('\n')}\n`);
    if (ASSERT && !(curveOk && monthlyOk && firstByteOk)) process.exitCode = 1;
  } finally {
    for (const c of children.reverse()) await c.stop().catch(() => undefined);
  }
}

await main();
