// `pnpm --filter @portal/bff bench:lists` (tsx bench/lists.ts): the business lists through the BFF
// at SANDBOX_SCALE=large (acme has 2,000 supplies and 100,000 invoices) — p50, p99 and
// requests per second of each list query exactly as its page sends it (the documents of
// services/web/src/graphql/generated, with the variables the page puts in them), against the
// target p99 ≤ 150 ms. The sandbox and the BFF (its build, as production runs it) each in their
// own process; loopback only; bounded request counts; stops by itself. Figures go to
// docs/benchmarks.md.
//
//   BENCH_LIST_REQUESTS (default 600 per scenario), BENCH_LIST_WARMUP (200), BENCH_CONCURRENCY (4),
//   BENCH_ONLY=<text> (only the scenarios whose name contains it); --assert exits 1 on a missed target.
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { freePort } from '@portal/sandbox/testing';
import * as documents from '../../web/src/graphql/generated/graphql.ts';
import { load, signIn, start, startBff, type Child, type Target } from './harness.ts';

const REQUESTS = Number(process.env.BENCH_LIST_REQUESTS ?? 600);
const WARMUP = Number(process.env.BENCH_LIST_WARMUP ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const ONLY = process.env.BENCH_ONLY;
const ASSERT = process.argv.includes('--assert');
/** The target: every list answers through the BFF at p99 ≤ 150 ms on this machine. */
const TARGET_P99_MS = 150;
const PAGE = 20;

interface Scenario {
  name: string;
  email: string;
  /** The name of the page's document in the generated client code (e.g. 'InvoicesDocument'). */
  document: string;
  variables: Record<string, unknown>;
}

/** Twelve months before the sandbox's data clock (its "today"), as the invoices page's date filter sends them. */
function lastYear(): { issueDateFrom: string; issueDateTo: string } {
  const to = new Date();
  const from = new Date(to.getTime() - 365 * 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { issueDateFrom: day(from), issueDateTo: day(to) };
}

const SCENARIOS: Scenario[] = [
  {
    name: 'invoices, light, page 1',
    email: 'acme@demo.it',
    document: 'InvoicesDocument',
    variables: { filter: { utility: 'POWER' }, offset: 0, sort: 'ISSUE_DATE_DESC' },
  },
  {
    name: 'invoices, light, page 1,000',
    email: 'acme@demo.it',
    document: 'InvoicesDocument',
    variables: { filter: { utility: 'POWER' }, offset: 999 * PAGE, sort: 'ISSUE_DATE_DESC' },
  },
  {
    name: 'invoices, gas, to pay in the last 12 months, by amount',
    email: 'acme@demo.it',
    document: 'InvoicesDocument',
    variables: {
      filter: { utility: 'GAS', paymentStates: ['TO_PAY', 'OVERDUE'], ...lastYear() },
      offset: 0,
      sort: 'AMOUNT_DESC',
    },
  },
  {
    name: 'invoices, consortium, every member',
    email: 'consorzio@demo.it',
    document: 'InvoicesDocument',
    variables: { filter: { utility: 'POWER', allRegistries: true }, offset: 0 },
  },
  {
    name: 'sites of the invoices filter, light',
    email: 'acme@demo.it',
    document: 'SitesDocument',
    variables: { utility: 'POWER' },
  },
  {
    name: 'contracts, light, page 1',
    email: 'acme@demo.it',
    document: 'ContractsDocument',
    variables: { utility: 'POWER', offset: 0 },
  },
  {
    name: 'contracts, gas, last page',
    email: 'acme@demo.it',
    document: 'ContractsDocument',
    variables: { utility: 'GAS', offset: 'LAST' },
  },
  {
    name: 'supplies, light, page 1',
    email: 'acme@demo.it',
    document: 'SupplyListDocument',
    variables: { utility: 'POWER', offset: 0 },
  },
  {
    name: 'supplies, light, searched by locality and active, page 2',
    email: 'acme@demo.it',
    document: 'SupplyListDocument',
    variables: { utility: 'POWER', search: 'milano', status: 'ACTIVE', offset: PAGE },
  },
  {
    name: 'supplies, gas, last page',
    email: 'acme@demo.it',
    document: 'SupplyListDocument',
    variables: { utility: 'GAS', offset: 'LAST' },
  },
  {
    name: 'supplies, green energy with totals, light',
    email: 'acme@demo.it',
    document: 'GreenSuppliesDocument',
    variables: { utility: 'POWER', offset: 0 },
  },
  {
    name: 'supplies, consortium, every member',
    email: 'consorzio@demo.it',
    document: 'SupplyListDocument',
    variables: { utility: 'POWER', allRegistries: true, offset: 0 },
  },
  {
    name: 'operations, light, page 1',
    email: 'acme@demo.it',
    document: 'OperationsDocument',
    variables: { utility: 'POWER', offset: 0 },
  },
  {
    name: 'operations, gas, in progress, opened in the last 12 months',
    email: 'acme@demo.it',
    document: 'OperationsDocument',
    variables: {
      utility: 'GAS',
      state: 'PROCESSING',
      openedFrom: lastYear().issueDateFrom,
      openedTo: lastYear().issueDateTo,
      offset: 0,
    },
  },
  {
    name: 'operations, consortium, every member',
    email: 'consorzio@demo.it',
    document: 'OperationsDocument',
    variables: { utility: 'POWER', allRegistries: true, offset: 0 },
  },
  {
    name: 'downloads: the invoices an export would take, light',
    email: 'acme@demo.it',
    document: 'ExportInvoicesDocument',
    variables: { filter: { utility: 'POWER', paymentStates: ['TO_PAY'] }, offset: 0 },
  },
  {
    name: 'downloads: the export jobs',
    email: 'acme@demo.it',
    document: 'ExportJobsDocument',
    variables: {},
  },
  {
    name: 'support: the written requests filed',
    email: 'acme@demo.it',
    document: 'SupportCasesDocument',
    variables: { offset: 0 },
  },
  {
    name: 'segment home',
    email: 'acme@demo.it',
    document: 'BusinessDashboardDocument',
    variables: {},
  },
  {
    name: 'segment home, consortium, every member',
    email: 'consorzio@demo.it',
    document: 'BusinessDashboardDocument',
    variables: { allRegistries: true },
  },
  {
    name: 'costs and consumptions, light, every supply',
    email: 'acme@demo.it',
    document: 'CostsAndConsumptionsDocument',
    variables: { utility: 'POWER', from: '2025-01', to: '2025-12', offset: 0 },
  },
  {
    name: 'overview, light',
    email: 'acme@demo.it',
    document: 'CommodityOverviewDocument',
    variables: { utility: 'POWER' },
  },
  {
    name: 'overview, gas',
    email: 'acme@demo.it',
    document: 'CommodityOverviewDocument',
    variables: { utility: 'GAS' },
  },
  {
    name: 'overview, consortium, every member',
    email: 'consorzio@demo.it',
    document: 'CommodityOverviewDocument',
    variables: { utility: 'POWER', allRegistries: true },
  },
];

interface Measured {
  scenario: Scenario;
  totalCount: number | null;
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
}

function documentText(name: string): string {
  const doc = (documents as Record<string, unknown>)[name];
  if (doc === undefined) throw new Error(`no document ${name} in the web's generated client code`);
  return String(doc);
}

/** The first list's totalCount in a GraphQL answer, or null. */
function totalCountOf(data: Record<string, unknown>): number | null {
  for (const value of Object.values(data)) {
    if (value && typeof value === 'object' && 'totalCount' in value)
      return Number((value as { totalCount: unknown }).totalCount);
  }
  return null;
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
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
    const cookies = new Map<string, string>();
    const scenarios = SCENARIOS.filter((s) => !ONLY || s.name.includes(ONLY));
    for (const { email } of scenarios)
      if (!cookies.has(email)) cookies.set(email, await signIn(bff.url, email));

    const targetOf = (s: Scenario, variables: Record<string, unknown>): Target => ({
      name: s.name,
      origin: bff.url,
      method: 'POST',
      path: '/api/graphql',
      headers: {
        cookie: cookies.get(s.email) ?? '',
        'x-portal-csrf': '1',
        origin: bff.url,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ query: documentText(s.document), variables }),
    });
    /** One request, checked: data and no errors; its list's totalCount. */
    const probe = async (target: Target): Promise<number | null> => {
      const response = await fetch(`${target.origin}${target.path}`, {
        method: 'POST',
        headers: target.headers,
        body: target.body ?? null,
      });
      const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
      if (response.status !== 200 || body.errors || !body.data)
        throw new Error(`${target.name}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
      return totalCountOf(body.data);
    };

    const results: Measured[] = [];
    for (const s of scenarios) {
      let variables = s.variables;
      if (variables.offset === 'LAST') {
        const count = (await probe(targetOf(s, { ...variables, offset: 0 }))) ?? 0;
        variables = { ...variables, offset: Math.max(0, Math.ceil(count / PAGE) - 1) * PAGE };
      }
      const target = targetOf(s, variables);
      const totalCount = await probe(target);
      await load(target, WARMUP, CONCURRENCY);
      const run = await load(target, REQUESTS, CONCURRENCY);
      const sorted = [...run.latencies].sort((a, b) => a - b);
      results.push({
        scenario: s,
        totalCount,
        requests: sorted.length,
        seconds: run.seconds,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
      });
      const r = results.at(-1)!;
      console.warn(`${s.name}: p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`);
    }

    const missed = results.filter((r) => r.p99 > TARGET_P99_MS);
    const lines = [
      `# business lists through the BFF — ${new Date().toISOString()}`,
      `node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB; SANDBOX_SCALE=large; concurrency ${CONCURRENCY}; warm-up ${WARMUP}, then ${REQUESTS} requests per scenario; load average at start ${loadAtStart
        .map((l) => l.toFixed(2))
        .join(' ')}`,
      '',
      '| list (customer) | items in the list | req/s | p50 ms | p99 ms | p99 ≤ 150 ms |',
      '|---|---|---|---|---|---|',
      ...results.map(
        (r) =>
          `| ${r.scenario.name} (${r.scenario.email.split('@')[0]}) | ${r.totalCount ?? '—'} | ${(r.requests / r.seconds).toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.p99 <= TARGET_P99_MS ? 'met' : 'NOT met'} |`,
      ),
      '',
      `load average at end ${loadavg()
        .map((l) => l.toFixed(2))
        .join(
          ' ',
        )}; target ${missed.length === 0 ? 'met on every list' : `NOT met on ${missed.length} list(s)`}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (ASSERT && missed.length > 0) process.exitCode = 1;
  } finally {
    await Promise.all(children.map((c) => c.stop()));
  }
}

await main();
