// What one GraphQL request costs upstream: the same read asked for under several
// aliases is one upstream call, for the resolvers and for the authorization lookups alike, and a
// request's calls are bounded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Authorizer } from '../src/authz/authorizer.ts';
import { OwnershipCache } from '../src/authz/session-cache.ts';
import { RequestUpstream } from '../src/graphql/request-upstream.ts';
import { ownedInvoices } from '../src/scope/invoices.ts';
import { gql, ok } from './graphql-support.ts';
import { startPortal, storedSession, type RunningPortal } from './helpers.ts';

let portal: RunningPortal;
let mario: string;

beforeAll(async () => {
  portal = await startPortal();
  mario = (await portal.signIn('mario.rossi@demo.it')).cookie;
});
afterAll(async () => portal?.close());

const aliased = (count: number, selection: string) =>
  Array.from({ length: count }, (_, i) => `a${i}: ${selection}`).join(' ');

async function invoiceIds(count: number): Promise<string[]> {
  const { invoices } = ok(
    await gql<{ invoices: { nodes: Array<{ id: string }> } }>(
      portal,
      mario,
      `{ invoices(first: ${count}) { nodes { id } } }`,
    ),
  );
  return invoices.nodes.map((n) => n.id);
}

describe('the same read under several aliases is one upstream call', () => {
  it('a list query repeated under four aliases', async () => {
    await portal.sandbox.admin.resetCalls();
    const data = ok(
      await gql<Record<string, { totalCount: number }>>(
        portal,
        mario,
        `{ ${aliased(4, 'invoices(first: 5) { totalCount nodes { id amount } }')} }`,
      ),
    );
    expect(new Set(Object.values(data).map((p) => p.totalCount)).size).toBe(1);
    expect(await portal.sandbox.admin.calls()).toEqual({ 'POST /ubik/graphql': 1 });
  });

  it("an invoice's rows asked for three times", async () => {
    const [id] = await invoiceIds(1);
    await portal.sandbox.admin.resetCalls();
    const data = ok(
      await gql<{ invoiceById: Record<string, unknown> }>(
        portal,
        mario,
        `{ invoiceById(id: "${id}") { ${aliased(3, 'rows { description amount }')} } }`,
      ),
    );
    expect(Object.keys(data.invoiceById)).toHaveLength(3);
    expect((await portal.sandbox.admin.calls())['GET /api/invoices/get-invoice-rows']).toBe(1);
  });

  it('the authorization lookup of one contract named by three aliases', async () => {
    const { contracts } = ok(
      await gql<{ contracts: { nodes: Array<{ id: string }> } }>(
        portal,
        mario,
        '{ contracts(first: 1) { nodes { id } } }',
      ),
    );
    const id = contracts.nodes[0]?.id;
    await portal.sandbox.admin.resetCalls();
    ok(await gql(portal, mario, `{ ${aliased(3, `contract(id: "${id}") { contract { id } }`)} }`));
    expect(await portal.sandbox.admin.calls()).toEqual({ 'POST /ubik/graphql': 1 });
  });
});

describe("a request's upstream calls are bounded", () => {
  it('lookups beyond the budget fail with BAD_USER_INPUT and never reach upstream', async () => {
    const ids = (await invoiceIds(10)).map(Number);
    const session = await storedSession(portal, mario);
    if (!session) throw new Error('no session');
    const call = { session, log: portal.app.log };
    const upstream = new RequestUpstream(portal.app.upstream, 5);
    const authz = new Authorizer(upstream, call, new OwnershipCache());
    await portal.sandbox.admin.resetCalls();
    const refused = await ownedInvoices(authz, ids).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { limit: 'upstreamCalls', max: 5 },
    });
    // The five lookups within the budget may still be on their way when the sixth is refused.
    const lookups = async () =>
      (await portal.sandbox.admin.calls())['GET /api/invoices/get-invoice'];
    await expect.poll(lookups).toBe(5);
  });
});
