// The business invoices page at real size: SANDBOX_SCALE=large gives acme 100,000 invoices over 400 sites
// (1,400 power and 600 gas supplies). The gas page pages deep into its invoices with the totals of
// all of them, asking upstream for the commodity's sites once per request and for one page.
import { largeSandbox } from '@portal/sandbox/testing/large';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, ok } from './graphql-support.ts';
import { startPortal, type RunningPortal } from './helpers.ts';

let portal: RunningPortal;
let acme: string;

beforeAll(async () => {
  portal = await startPortal({ shared: largeSandbox() });
  acme = (await portal.signIn('acme@demo.it')).cookie;
});
afterAll(async () => portal?.close());

type Page = {
  totalCount: number;
  totalAmount: number;
  totalToPay: number;
  nodes: Array<{ id: string; utility: string }>;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

const Q = `query I($filter: InvoiceFilter, $first: Int, $offset: Int) {
  invoices(filter: $filter, first: $first, offset: $offset) { totalCount totalAmount totalToPay nodes { id utility } }
}`;

describe('the business invoices page at SANDBOX_SCALE=large (acme)', () => {
  it('the gas page of 100,000 invoices: totals of every gas invoice, a page deep inside and the last one', async () => {
    const all = ok(await gql<{ invoices: Page }>(portal, acme, Q, { first: 1 })).invoices;
    expect(all.totalCount).toBe(100_000);
    await portal.sandbox.admin.resetCalls();
    const gas = ok(
      await gql<{ invoices: Page }>(portal, acme, Q, { filter: { utility: 'GAS' }, first: 50 }),
    ).invoices;
    // 600 gas supplies: two pages of contract lines for the sites, then one page of invoices.
    expect((await portal.sandbox.admin.calls())['POST /ubik/graphql']).toBe(3);
    const power = ok(
      await gql<{ invoices: Page }>(portal, acme, Q, { filter: { utility: 'POWER' }, first: 1 }),
    ).invoices;
    expect(gas.totalCount + power.totalCount).toBe(100_000);
    expect(gas.totalCount).toBeGreaterThan(20_000);
    expect(round2(gas.totalAmount + power.totalAmount)).toBeCloseTo(all.totalAmount, 1);
    expect(round2(gas.totalToPay + power.totalToPay)).toBeCloseTo(all.totalToPay, 1);
    const deep = ok(
      await gql<{ invoices: Page }>(portal, acme, Q, {
        filter: { utility: 'GAS' },
        first: 50,
        offset: 20_000,
      }),
    ).invoices;
    expect(deep.nodes).toHaveLength(50);
    expect(deep.totalCount).toBe(gas.totalCount);
    expect(deep.totalAmount).toBe(gas.totalAmount);
    const last = ok(
      await gql<{ invoices: Page }>(portal, acme, Q, {
        filter: { utility: 'GAS' },
        first: 50,
        offset: gas.totalCount - 3,
      }),
    ).invoices;
    expect(last.nodes).toHaveLength(3);
    for (const page of [gas, deep, last])
      expect(page.nodes.every((n) => n.utility === 'GAS')).toBe(true);
    const ids = new Set([...gas.nodes, ...deep.nodes, ...last.nodes].map((n) => n.id));
    expect(ids.size).toBe(103);
  });
});
