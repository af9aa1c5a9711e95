// Benchmark of the large data set: how long SANDBOX_SCALE=large takes to build and start,
// and how long the first page of the large corporate customer's invoices takes through HTTP.
// Targets: start under 10 s, first page under 100 ms. Prints p50 (and worst) over a few runs.
import { performance } from 'node:perf_hooks';
import { portalTokens, startSandbox } from '../src/testing.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGE_REQUESTS = 5;
const START_TARGET_MS = 10_000;
const PAGE_TARGET_MS = 100;

const FIRST_PAGE = {
  query: `query FirstPage($ids: [Int!]!) { fatture(idanagrafica: $ids, first: 20) {
    totalCount nodes { idfattura numeroFattura dataEmissione dataScadenza importo statoPagamento pagato podPdr } } }`,
  variables: { ids: [200001] },
  operationName: 'FirstPage',
};

/** Figures go to stdout: this script's output is the report. */
function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

function p50(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

async function firstPage(url: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/ubik/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(FIRST_PAGE),
  });
  const body = (await response.json()) as { data?: { fatture: { totalCount: number } } };
  const elapsed = performance.now() - started;
  if (!response.ok || body.data?.fatture.totalCount !== 100_000)
    throw new Error(`unexpected answer (${response.status})`);
  return elapsed;
}

const startTimes: number[] = [];
const coldPages: number[] = [];
const warmPages: number[] = [];
for (let run = 1; run <= RUNS; run++) {
  const started = performance.now();
  const sandbox = await startSandbox({ scale: 'large' });
  const startMs = performance.now() - started;
  try {
    const token = (await portalTokens(sandbox, 'acme@demo.it')).access_token;
    const cold = await firstPage(sandbox.url, token);
    const warm: number[] = [];
    for (let i = 0; i < PAGE_REQUESTS; i++) warm.push(await firstPage(sandbox.url, token));
    startTimes.push(startMs);
    coldPages.push(cold);
    warmPages.push(p50(warm));
    print(
      `run ${run}: start ${startMs.toFixed(0)} ms, first page ${cold.toFixed(1)} ms (then p50 ${p50(warm).toFixed(1)} ms)`,
    );
  } finally {
    await sandbox.close();
  }
}

const verdict = (value: number, target: number) => (value < target ? 'OK' : 'OVER TARGET');
const startP50 = p50(startTimes);
const pageP50 = p50(coldPages);
print('');
print(`SANDBOX_SCALE=large (2,000 supplies, 100,000 invoices), ${RUNS} runs`);
print(
  `  build + start   p50 ${startP50.toFixed(0)} ms, worst ${Math.max(...startTimes).toFixed(0)} ms  (target < ${START_TARGET_MS} ms): ${verdict(startP50, START_TARGET_MS)}`,
);
print(
  `  first page      p50 ${pageP50.toFixed(1)} ms, worst ${Math.max(...coldPages).toFixed(1)} ms  (target < ${PAGE_TARGET_MS} ms): ${verdict(pageP50, PAGE_TARGET_MS)}`,
);
print(`  repeated page   p50 ${p50(warmPages).toFixed(1)} ms`);
