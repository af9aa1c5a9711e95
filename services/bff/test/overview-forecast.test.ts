// Through the real flow (BFF + sandbox, its data clock stopped): the business overview's cost of
// the year so far and at its end (decision 0021) — the months so far agree with the costs page's
// figures of the same months, the year's end lies within its range, power splits into F1, F2 and
// F3 — for the session's own registries only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, gql, ok } from './graphql-support.ts';
import { startPortal, type RunningPortal } from './helpers.ts';

let portal: RunningPortal;
const cookies = new Map<string, string>();
const ACME = 'acme@demo.it';
const VERONA = 'comune.verona@demo.it';

beforeAll(async () => {
  portal = await startPortal({ sandbox: { dataNow: Date.parse('2026-11-15T10:00:00Z') } });
  for (const email of [ACME, VERONA]) cookies.set(email, (await portal.signIn(email)).cookie);
}, 60_000);
afterAll(async () => portal?.close());

interface YearForecast {
  year: number;
  monthsToDate: number;
  costToDate: number;
  quantityToDate: number;
  notEnoughData: string | null;
  estimate: {
    cost: number;
    low: number;
    high: number;
    uncertaintyPercent: number;
    quantity: number;
  } | null;
  bands: Array<{
    band: string;
    toDate: number;
    yearEnd: number | null;
    share: number | null;
  }> | null;
}

const OVERVIEW = `query O($u: Utility!, $r: ID) { commodityOverview(utility: $u, registryId: $r) {
  yearForecast { year monthsToDate costToDate quantityToDate notEnoughData
    estimate { cost low high uncertaintyPercent quantity } bands { band toDate yearEnd share } }
} }`;

async function forecastOf(email: string, utility: 'POWER' | 'GAS') {
  return ok(
    await gql<{ commodityOverview: { yearForecast: YearForecast } }>(
      portal,
      cookies.get(email)!,
      OVERVIEW,
      { u: utility },
    ),
  ).commodityOverview.yearForecast;
}

describe('the business overview projects the year’s cost of a commodity', () => {
  it.each([
    [ACME, 'POWER'],
    [ACME, 'GAS'],
    [VERONA, 'POWER'],
    [VERONA, 'GAS'],
  ] as const)(
    '%s %s: so far as the costs page, the year’s end within its range',
    async (email, utility) => {
      const f = await forecastOf(email, utility);
      expect(f.year).toBe(2026);
      // The sandbox's yesterday is 14 November: January to October have figures.
      expect(f.monthsToDate).toBe(10);
      const costs = ok(
        await gql<{ costsAndConsumptions: { total: { costWithVat: number; quantity: number } } }>(
          portal,
          cookies.get(email)!,
          `query C($u: Utility!) { costsAndConsumptions(utility: $u, from: "2026-01", to: "2026-10") { total { costWithVat quantity } } }`,
          { u: utility },
        ),
      ).costsAndConsumptions.total;
      expect(f.costToDate).toBeCloseTo(costs.costWithVat, 1);
      expect(f.quantityToDate).toBeCloseTo(costs.quantity, -1);
      expect(f.notEnoughData).toBeNull();
      const e = f.estimate!;
      expect(e.cost).toBeGreaterThan(f.costToDate);
      expect(e.low).toBeLessThanOrEqual(e.cost);
      expect(e.high).toBeGreaterThanOrEqual(e.cost);
      expect(e.high - e.cost).toBeCloseTo(e.cost - e.low, 1);
      expect(e.uncertaintyPercent).toBeGreaterThanOrEqual(1);
      expect(e.quantity).toBeGreaterThan(f.quantityToDate);
    },
  );

  it('power splits into F1, F2 and F3 that add up; gas has no bands', async () => {
    const power = await forecastOf(ACME, 'POWER');
    expect(power.bands?.map((b) => b.band)).toEqual(['F1', 'F2', 'F3']);
    const toDate = power.bands!.reduce((s, b) => s + b.toDate, 0);
    expect(Math.abs(toDate - power.quantityToDate)).toBeLessThanOrEqual(2);
    const shares = power.bands!.reduce((s, b) => s + (b.share ?? 0), 0);
    expect(shares).toBeCloseTo(1, 3);
    for (const b of power.bands!) expect(b.yearEnd!).toBeGreaterThan(b.toDate);
    expect((await forecastOf(ACME, 'GAS')).bands).toBeNull();
  });

  it('only the session’s own registries: another customer’s is NOT_FOUND, with no data-service call', async () => {
    const foreign = ok(
      await gql<{ registry: { id: string } }>(portal, cookies.get(VERONA)!, '{ registry { id } }'),
    ).registry.id;
    await portal.sandbox.admin.resetCalls();
    const answer = await gql(portal, cookies.get(ACME)!, OVERVIEW, { u: 'POWER', r: foreign });
    expect(codes(answer)).toEqual(['NOT_FOUND']);
    expect((await portal.sandbox.admin.calls())['POST /ubik/graphql'] ?? 0).toBe(0);
  });

  it('costs no data-service call of its own: it goes in the overview’s first batch', async () => {
    const cookie = cookies.get(ACME)!;
    const plain = `{ commodityOverview(utility: POWER) { supplyCount annualSpend amountToPay } }`;
    const withForecast = `{ commodityOverview(utility: POWER) { supplyCount annualSpend amountToPay yearForecast { costToDate } } }`;
    ok(await gql(portal, cookie, withForecast));
    const count = async (query: string) => {
      await portal.sandbox.admin.resetCalls();
      ok(await gql(portal, cookie, query));
      return (await portal.sandbox.admin.calls())['POST /ubik/graphql'] ?? 0;
    };
    expect(await count(withForecast)).toBe(await count(plain));
  });

  it('the business home shows each commodity’s year as the overview does, in its first batch', async () => {
    const cookie = cookies.get(ACME)!;
    const home = `{ businessDashboard { commodities { utility yearForecast {
      year monthsToDate costToDate quantityToDate notEnoughData
      estimate { cost low high uncertaintyPercent quantity } bands { band toDate yearEnd share } } } } }`;
    const answer = ok(
      await gql<{
        businessDashboard: {
          commodities: Array<{ utility: 'POWER' | 'GAS'; yearForecast: YearForecast }>;
        };
      }>(portal, cookie, home),
    );
    expect(answer.businessDashboard.commodities.length).toBeGreaterThan(0);
    for (const c of answer.businessDashboard.commodities)
      expect(c.yearForecast).toEqual(await forecastOf(ACME, c.utility));
    const plain = '{ businessDashboard { commodities { utility bills { toPay { count } } } } }';
    const count = async (query: string) => {
      await portal.sandbox.admin.resetCalls();
      ok(await gql(portal, cookie, query));
      return (await portal.sandbox.admin.calls())['POST /ubik/graphql'] ?? 0;
    };
    expect(await count(home)).toBe(await count(plain));
  });
});
