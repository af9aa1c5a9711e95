// Through the real flow (BFF + sandbox, its data clock stopped): the retail home's estimate of each
// supply's next bill (§2 /retail, decision 0021) — the period after the supply's last bill, the use
// measured up to the sandbox's yesterday where an interval meter records it (else last year's same
// days and the bills' trend), a range around the amount — for the session's own active supplies
// only, and what it costs upstream.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiContext } from '../src/graphql/context.ts';
import { billForecasts, type forecastBills } from '../src/domains/dashboard/forecast.ts';
import type { FornituraRecord } from '../src/scope/supplies.ts';
import { gql, ok } from './graphql-support.ts';
import { startPortal, type RunningPortal } from './helpers.ts';

let portal: RunningPortal;

beforeAll(async () => {
  portal = await startPortal({ sandbox: { dataNow: Date.parse('2026-11-15T10:00:00Z') } });
}, 60_000);
afterAll(async () => portal?.close());

interface Forecast {
  supplyId: string;
  utility: string;
  unit: string;
  periodFrom: string | null;
  periodTo: string | null;
  measuredTo: string | null;
  notEnoughData: string | null;
  estimate: {
    amount: number;
    low: number;
    high: number;
    uncertaintyPercent: number;
    quantity: number;
    billsUsed: number;
    comparisons: number;
    basis: string;
  } | null;
}

const FORECASTS = `{ retailDashboard {
  supplies { id status intervalMeter }
  forecasts { supplyId utility unit periodFrom periodTo measuredTo notEnoughData
    estimate { amount low high uncertaintyPercent quantity billsUsed comparisons basis } }
} invoices(first: 100) { nodes { supplyId competenceTo } } }`;

async function dashboard(email: string) {
  const { cookie } = await portal.signIn(email);
  const data = ok(
    await gql<{
      retailDashboard: {
        supplies: { id: string; status: string; intervalMeter: boolean }[];
        forecasts: Forecast[];
      };
      invoices: { nodes: { supplyId: string; competenceTo: string }[] };
    }>(portal, cookie, FORECASTS),
  );
  return { cookie, ...data };
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('the retail home estimates each supply’s next bill (§2 /retail)', () => {
  it('from the day after the supply’s last bill, measured to yesterday, with a range', async () => {
    const { retailDashboard, invoices } = await dashboard('mario.rossi@demo.it');
    const active = retailDashboard.supplies.filter((s) => s.status === 'ACTIVE').map((s) => s.id);
    expect(retailDashboard.forecasts.map((f) => f.supplyId).sort()).toEqual(active.sort());
    const intervalMeter = new Map(retailDashboard.supplies.map((s) => [s.id, s.intervalMeter]));
    // Mario's power meter records a curve, his gas meter is read for the bills only: both kinds.
    expect(new Set(retailDashboard.forecasts.map((f) => intervalMeter.get(f.supplyId)))).toEqual(
      new Set([true, false]),
    );
    for (const f of retailDashboard.forecasts) {
      const lastBill = invoices.nodes
        .filter((i) => i.supplyId === f.supplyId)
        .map((i) => i.competenceTo)
        .sort()
        .at(-1);
      expect(f.periodFrom).toBe(nextDay(lastBill!));
      // Measured up to yesterday where a curve exists; nothing measured for the others.
      const measured = intervalMeter.get(f.supplyId);
      expect(f.measuredTo).toBe(measured ? '2026-11-14' : null);
      expect(f.estimate?.basis).toBe(measured ? 'MEASURED' : 'LAST_YEAR_TREND');
      expect(f.unit).toBe(f.utility === 'POWER' ? 'kWh' : 'Smc');
      expect(f.notEnoughData).toBeNull();
      const e = f.estimate!;
      expect(e.low).toBeLessThan(e.amount);
      expect(e.high).toBeGreaterThan(e.amount);
      // The ± on the page covers the range, rounded up to a whole per cent.
      const spread = ((e.high - e.amount) / e.amount) * 100;
      expect(e.uncertaintyPercent).toBeGreaterThanOrEqual(Math.floor(spread));
      expect(e.uncertaintyPercent).toBeLessThanOrEqual(Math.ceil(spread) + 1);
      expect(e.billsUsed).toBe(6);
      expect(e.comparisons).toBeGreaterThanOrEqual(3);
      expect(e.quantity).toBeGreaterThan(0);
    }
  });

  it('a ceased supply has no bill under way and is not estimated', async () => {
    const { retailDashboard } = await dashboard('condominio.aurora@demo.it');
    const ceased = retailDashboard.supplies.filter((s) => s.status === 'CEASED');
    expect(ceased.length).toBeGreaterThan(0);
    const estimated = retailDashboard.forecasts.map((f) => f.supplyId);
    for (const s of ceased) expect(estimated).not.toContain(s.id);
    expect(estimated.length).toBe(retailDashboard.supplies.length - ceased.length);
  });

  it('only the session’s own supplies: each customer sees the estimates of their supplies', async () => {
    const mario = await dashboard('mario.rossi@demo.it');
    const anna = await dashboard('anna.huber@demo.it');
    const own = (d: typeof mario) => new Set(d.retailDashboard.supplies.map((s) => s.id));
    for (const f of mario.retailDashboard.forecasts) expect(own(mario).has(f.supplyId)).toBe(true);
    for (const f of anna.retailDashboard.forecasts) expect(own(anna).has(f.supplyId)).toBe(true);
    const marioIds = mario.retailDashboard.forecasts.map((f) => f.supplyId);
    for (const f of anna.retailDashboard.forecasts) expect(marioIds).not.toContain(f.supplyId);
  });

  it('costs one more data-service call (interval meters’ curves and every supply’s months, batched), and none when not asked for', async () => {
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    const without = '{ retailDashboard { totalToPay supplies { id } notifications { id } } }';
    const withForecasts =
      '{ retailDashboard { totalToPay supplies { id } notifications { id } forecasts { supplyId estimate { amount } } } }';
    // The session's kept reads (decision 0020) are read once before counting.
    ok(await gql(portal, cookie, withForecasts));
    const count = async (query: string) => {
      await portal.sandbox.admin.resetCalls();
      ok(await gql(portal, cookie, query));
      return (await portal.sandbox.admin.calls())['POST /ubik/graphql'] ?? 0;
    };
    const plain = await count(without);
    expect(await count(withForecasts)).toBe(plain + 1);
  });
});

describe('a supply without an interval meter (§2 /retail, decision 0021)', () => {
  it('is estimated from last year’s months and its bills’ trend, and its curve is never asked', async () => {
    // Two years of monthly gas bills, the last one October 2026; this year 10 % above last year.
    const season = [200, 180, 140, 80, 40, 20, 15, 15, 30, 80, 140, 190];
    const months = Array.from({ length: 24 }, (_, i) => {
      const index = 2024 * 12 + 10 + i;
      const mese = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
      const last = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
      const consumo = season[index % 12]! * (i >= 12 ? 1.1 : 1);
      return { mese, consumo, importoTotale: 0.5 * last + 0.9 * consumo, last };
    });
    const operations: string[] = [];
    const upstream = {
      graphql: async (_call: unknown, request: { operationName?: string }) => {
        operations.push(request.operationName ?? '');
        if (request.operationName === 'Consumi') return { consumi: months };
        throw new Error(`unexpected read ${request.operationName}`);
      },
    };
    const ctx = { upstream, call: {}, authz: { upstream, call: {} } } as unknown as ApiContext;
    const supply = {
      idfornitura: 7,
      codUtility: 1,
      statoFornitura: 'Attiva',
      telegestito: false,
    } as FornituraRecord;
    const bills = months.map((m, i) => ({
      idfattura: i + 1,
      idanagrafica: 1,
      idfornitura: 7,
      compDal: `${m.mese}-01`,
      compAl: `${m.mese}-${String(m.last).padStart(2, '0')}`,
      importo: m.importoTotale,
      consumoFatturato: m.consumo,
    })) as unknown as Awaited<ReturnType<typeof forecastBills>>;
    const [forecast] = await billForecasts(ctx, [supply], bills);
    expect(operations).toEqual(['Consumi']);
    expect(forecast).toMatchObject({
      periodFrom: '2026-11-01',
      periodTo: '2026-11-30',
      measuredTo: null,
      notEnoughData: null,
      estimate: { basis: 'LAST_YEAR_TREND', comparisons: 12, billsUsed: 6 },
    });
    // Last November (140 × 1.1), 10 % up again.
    expect(forecast?.estimate?.quantity).toBe(169);
  });
});
