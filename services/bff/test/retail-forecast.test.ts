// Through the real flow (BFF + sandbox, its data clock stopped): the retail home's estimate of each
// supply's next bill (§2 /retail, decision 0021) — the period after the supply's last bill, the use
// measured up to the sandbox's yesterday, a range around the amount — for the session's own active
// supplies only, and what it costs upstream.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  } | null;
}

const FORECASTS = `{ retailDashboard {
  supplies { id status }
  forecasts { supplyId utility unit periodFrom periodTo measuredTo notEnoughData
    estimate { amount low high uncertaintyPercent quantity billsUsed comparisons } }
} invoices(first: 100) { nodes { supplyId competenceTo } } }`;

async function dashboard(email: string) {
  const { cookie } = await portal.signIn(email);
  const data = ok(
    await gql<{
      retailDashboard: { supplies: { id: string; status: string }[]; forecasts: Forecast[] };
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
    for (const f of retailDashboard.forecasts) {
      const lastBill = invoices.nodes
        .filter((i) => i.supplyId === f.supplyId)
        .map((i) => i.competenceTo)
        .sort()
        .at(-1);
      expect(f.periodFrom).toBe(nextDay(lastBill!));
      expect(f.measuredTo).toBe('2026-11-14');
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

  it('costs one more data-service call (the curves and months, batched), and none when not asked for', async () => {
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
