// Paging at real sizes: SANDBOX_SCALE=large gives acme 2,000 supplies and
// 100,000 invoices; pages far into the list answer in one upstream call each.
import { largeSandbox } from '@portal/sandbox/testing/large';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type RunningPortal } from './helpers.ts';
import { gql, ok } from './graphql-support.ts';

let portal: RunningPortal;
let acme: string;

beforeAll(async () => {
  portal = await startPortal({ shared: largeSandbox() });
  acme = (await portal.signIn('acme@demo.it')).cookie;
});
afterAll(async () => portal?.close());

type Page = { totalCount: number; nodes: Array<{ id: string; issueDate: string }> };

describe('paging at SANDBOX_SCALE=large (acme)', () => {
  it('invoices: 100,000 bills, 200 a page, the last page and a page deep inside', async () => {
    const q =
      'query I($first: Int, $offset: Int) { invoices(first: $first, offset: $offset) { totalCount totalAmount nodes { id issueDate amount } } }';
    const first = ok(
      await gql<{ invoices: Page }>(portal, acme, q, { first: 200, offset: 0 }),
    ).invoices;
    expect(first.totalCount).toBeGreaterThanOrEqual(100_000);
    expect(first.nodes).toHaveLength(200);
    const lastOffset = first.totalCount - 7;
    const last = ok(
      await gql<{ invoices: Page }>(portal, acme, q, { first: 200, offset: lastOffset }),
    ).invoices;
    expect(last.nodes).toHaveLength(7);
    await portal.sandbox.admin.resetCalls();
    const deep = ok(
      await gql<{ invoices: Page }>(portal, acme, q, { first: 50, offset: 60_000 }),
    ).invoices;
    expect(deep.nodes).toHaveLength(50);
    expect(new Set([...first.nodes, ...deep.nodes].map((n) => n.id)).size).toBe(250);
    expect((await portal.sandbox.admin.calls())['POST /ubik/graphql']).toBe(1);
  });

  it('supplies: 2,000 supplies paged without gaps or repeats', async () => {
    const q =
      'query S($offset: Int) { supplies(first: 200, offset: $offset) { totalCount nodes { id } } }';
    const seen = new Set<string>();
    let total = 0;
    for (let offset = 0; offset === 0 || offset < total; offset += 200) {
      const page = ok(
        await gql<{ supplies: { totalCount: number; nodes: Array<{ id: string }> } }>(
          portal,
          acme,
          q,
          { offset },
        ),
      ).supplies;
      total = page.totalCount;
      for (const n of page.nodes) seen.add(n.id);
    }
    expect(total).toBeGreaterThanOrEqual(2_000);
    expect(seen.size).toBe(total);
  });

  it('filters stay correct at scale: one supply, one payment state', async () => {
    const { supplies } = ok(
      await gql<{ supplies: { nodes: Array<{ id: string }> } }>(
        portal,
        acme,
        '{ supplies(first: 1, offset: 1500) { nodes { id } } }',
      ),
    );
    const supplyId = supplies.nodes[0]!.id;
    const { invoices } = ok(
      await gql<{
        invoices: { totalCount: number; nodes: Array<{ supplyId: string; paymentState: string }> };
      }>(
        portal,
        acme,
        'query I($s: ID) { invoices(filter: { supplyId: $s, paymentStates: [PAID] }, first: 100) { totalCount nodes { supplyId paymentState } } }',
        { s: supplyId },
      ),
    );
    expect(invoices.totalCount).toBeGreaterThan(0);
    expect(invoices.nodes.every((n) => n.paymentState === 'PAID')).toBe(true);
  });
});
