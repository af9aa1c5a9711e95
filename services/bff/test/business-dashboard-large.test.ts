// The business home at real size: SANDBOX_SCALE=large gives acme 100,000 invoices and 2,000
// supplies. The business home reads no list: its figures are the totals of the invoices and
// supplies queries, at a handful of upstream calls, whatever the size. How fast it answers is
// measured by `pnpm --filter @portal/bff bench:lists` ("segment home", p99 ≤ 150 ms), not here.
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

interface Home {
  commodities: Array<{
    utility: 'GAS' | 'POWER';
    bills: { toPay: { count: number; amount: number }; overdue: { count: number; amount: number } };
    supplies: { totalCount: number };
    operations: { openCount: number };
  }>;
  unavailable: string[];
}

const HOME = `{ businessDashboard {
  commodities {
    utility
    bills { toPay { count amount } overdue { count amount } }
    supplies { totalCount }
    operations { openCount }
  }
  notifications { unreadCount latest { id } }
  exports { totalCount }
  unavailable
} }`;

const OVERVIEW = `query O($utility: Utility!) { commodityOverview(utility: $utility) { overdueCount overdueAmount } }`;

const TOTALS = `query T($filter: InvoiceFilter) { invoices(filter: $filter, first: 1) { totalCount totalToPay } }`;

describe('the business home at SANDBOX_SCALE=large (acme)', () => {
  it('the figures are the invoices, overview and supplies queries’ totals, from about ten upstream calls', async () => {
    await portal.sandbox.admin.resetCalls();
    const home = ok(await gql<{ businessDashboard: Home }>(portal, acme, HOME)).businessDashboard;
    const calls = await portal.sandbox.admin.calls();
    expect(home.unavailable).toEqual([]);
    // Per commodity: the sites (pages of 500 contract lines), bills, supplies, operations; then
    // the notifications and the export list.
    expect(calls['POST /ubik/graphql']).toBeLessThanOrEqual(14);
    expect(calls['GET /api/invoices/export-pdf/list']).toBe(1);

    let supplies = 0;
    for (const c of home.commodities) {
      const unpaid = ok(
        await gql<{ invoices: { totalCount: number; totalToPay: number } }>(portal, acme, TOTALS, {
          filter: { utility: c.utility, paymentStates: ['TO_PAY', 'PARTIALLY_PAID', 'OVERDUE'] },
        }),
      ).invoices;
      // §4 overdue is unpaid past the due date: the commodity's overview counts it the same way.
      const overview = ok(
        await gql<{ commodityOverview: { overdueCount: number; overdueAmount: number } }>(
          portal,
          acme,
          OVERVIEW,
          { utility: c.utility },
        ),
      ).commodityOverview;
      expect(c.bills.toPay).toEqual({ count: unpaid.totalCount, amount: unpaid.totalToPay });
      expect(c.bills.overdue).toEqual({
        count: overview.overdueCount,
        amount: overview.overdueAmount,
      });
      expect(c.bills.overdue.count).toBeGreaterThan(0);
      expect(c.bills.toPay.count).toBeGreaterThan(c.bills.overdue.count);
      supplies += c.supplies.totalCount;
    }
    expect(supplies).toBe(2_000);
  });
});
