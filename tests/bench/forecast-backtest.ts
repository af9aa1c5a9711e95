// How good the next-bill estimates are (decision 0021), measured against the sandbox's own bills:
// for each of the last six bills of each retail demo supply, the estimate that the retail home
// would have shown with a quarter, half and four fifths of the bill's days measured — from the
// bills before it, the supply's months and its load curve of those days, through the API as the
// page reads them — against the bill's amount. Prints the error of each and the summary: mean and
// largest error, and how often the bill fell within the range the page would have said.
//
//   pnpm --filter @portal/tests bench:forecasts [--flat]
//
// --flat leaves the supply's months out: last year's profile from the bills alone.
import { parseArgs } from 'node:util';
import { nextBillEstimate, type BilledPeriod } from '@portal/shared/forecast';
import { startPortal } from '../../services/bff/test/helpers.ts';
import { BENCH_DATA_NOW } from './page-views.ts';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { flat: { type: 'boolean', default: false } },
});

const ACCOUNTS = ['mario.rossi@demo.it', 'anna.huber@demo.it', 'condominio.aurora@demo.it'];
const SHARES = [0.25, 0.5, 0.8];
const LAST_BILLS = 6;

const portal = await startPortal({ sandbox: { dataNow: Date.parse(BENCH_DATA_NOW) } });

async function ask<T>(cookie: string, query: string): Promise<T> {
  const response = await portal.api(cookie, '/api/graphql', {
    method: 'POST',
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors?.length) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const monthEnd = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0))
    .toISOString()
    .slice(0, 10);
const shiftMonth = (day: string, years: number) =>
  `${Number(day.slice(0, 4)) + years}-${day.slice(5, 7)}`;

interface Row {
  supply: string;
  period: string;
  share: number;
  error: number;
  relative: number;
  within: boolean;
}
const rows: Row[] = [];
const short: string[] = [];

try {
  for (const email of ACCOUNTS) {
    const { cookie } = await portal.signIn(email);
    const { invoices } = await ask<{
      invoices: {
        nodes: Array<{
          supplyId: string;
          competenceFrom: string | null;
          competenceTo: string | null;
          amount: number;
          billedQuantity: number | null;
        }>;
      };
    }>(
      cookie,
      '{ invoices(first: 200) { nodes { supplyId competenceFrom competenceTo amount billedQuantity } } }',
    );
    const bySupply = new Map<string, BilledPeriod[]>();
    for (const n of invoices.nodes) {
      if (!n.competenceFrom || !n.competenceTo) continue;
      const list = bySupply.get(n.supplyId) ?? [];
      list.push({
        from: n.competenceFrom,
        to: n.competenceTo,
        amount: n.amount,
        quantity: n.billedQuantity ?? 0,
      });
      bySupply.set(n.supplyId, list);
    }
    for (const [supply, bills] of bySupply) {
      const sorted = [...bills].sort((a, b) => a.to.localeCompare(b.to));
      for (const target of sorted.slice(-LAST_BILLS)) {
        const history = sorted.filter((b) => b.to < target.from);
        const { consumptions } = await ask<{
          consumptions: { points: Array<{ period: string; quantity: number }> };
        }>(
          cookie,
          `{ consumptions(supplyId: "${supply}", from: "${shiftMonth(target.from, -2)}", to: "${shiftMonth(target.to, -1)}") { points { period quantity } } }`,
        );
        const pastUse = args.flat
          ? undefined
          : consumptions.points.map((p) => ({
              from: `${p.period}-01`,
              to: monthEnd(p.period),
              quantity: p.quantity,
              amount: 0,
            }));
        const days = Math.round((Date.parse(target.to) - Date.parse(target.from)) / 86_400_000) + 1;
        for (const share of SHARES) {
          const to = addDays(target.from, Math.max(0, Math.round(days * share) - 1));
          const { loadCurve } = await ask<{ loadCurve: { total: number } }>(
            cookie,
            `{ loadCurve(supplyId: "${supply}", from: "${target.from}", to: "${to}") { total } }`,
          );
          const estimate = nextBillEstimate({
            bills: history,
            ...(pastUse ? { pastUse } : {}),
            periodFrom: target.from,
            periodTo: target.to,
            measuredTo: to,
            measured: loadCurve.total,
          });
          const period = `${target.from}..${target.to}`;
          if (estimate.status !== 'ESTIMATE') {
            short.push(`${supply} ${period} ${share}: ${estimate.reason}`);
            continue;
          }
          rows.push({
            supply,
            period,
            share,
            error: (estimate.amount - target.amount) / target.amount,
            relative: estimate.relative,
            within: target.amount >= estimate.low && target.amount <= estimate.high,
          });
        }
      }
    }
  }
} finally {
  await portal.close();
}

const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
for (const r of rows)
  process.stdout.write(
    `${r.supply} ${r.period} measured ${r.share * 100} %: error ${pct(r.error)}, said ±${pct(r.relative)}${r.within ? '' : ' (outside)'}\n`,
  );
for (const line of short) process.stdout.write(`no estimate: ${line}\n`);
const errors = rows.map((r) => Math.abs(r.error));
process.stdout.write(
  `\n${rows.length} estimates${args.flat ? ' (profile from the bills alone)' : ''}: mean error ${pct(
    errors.reduce((s, e) => s + e, 0) / Math.max(1, rows.length),
  )}, largest ${pct(Math.max(0, ...errors))}, within the range said ${rows.filter((r) => r.within).length} of ${rows.length}; no estimate ${short.length}\n`,
);
