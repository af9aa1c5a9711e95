// One failure, two channels (docs/api.md "Errors"): the same upstream failure met by a REST route
// and by a GraphQL query answers the same code and reason on both — here the invoice lookup of §7
// (GET /api/invoices/get-invoice), which the PDF download and the invoice query both make.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gql, ok } from './graphql-support.ts';
import { startPortal, type RunningPortal } from './helpers.ts';

let portal: RunningPortal;
let cookie: string;
let invoiceId: string;

beforeAll(async () => {
  portal = await startPortal();
  cookie = (await portal.signIn('mario.rossi@demo.it')).cookie;
  invoiceId = ok(
    await gql<{ invoices: { nodes: Array<{ id: string }> } }>(
      portal,
      cookie,
      '{ invoices(first: 1) { nodes { id } } }',
    ),
  ).invoices.nodes[0]!.id;
});
afterEach(async () => portal.sandbox.admin.clearFaults());
afterAll(async () => portal?.close());

/** The REST answer of the invoice's PDF and the GraphQL error of the invoice's query. */
async function bothChannels(id: string) {
  const response = await portal.api(cookie, `/api/files/invoices/${id}`);
  const rest = { status: response.status, body: (await response.json()) as object };
  const answer = await gql(
    portal,
    cookie,
    'query Q($id: ID!) { invoiceById(id: $id) { invoice { id } } }',
    { id },
  );
  return { rest, graphql: answer.errors?.map((error) => error.extensions) };
}

describe('one failure answered alike by REST and GraphQL', () => {
  it('no answer from upstream (§8 Network request failed): UPSTREAM_UNAVAILABLE, reason network', async () => {
    await portal.sandbox.admin.addFault({
      method: 'GET',
      path: '^/api/invoices/get-invoice$',
      drop: true,
      times: 0,
    });
    expect(await bothChannels(invoiceId)).toEqual({
      rest: {
        status: 503,
        body: {
          error: 'UPSTREAM_UNAVAILABLE',
          reason: 'network',
          message: 'Network request failed',
        },
      },
      graphql: [{ code: 'UPSTREAM_UNAVAILABLE', reason: 'network' }],
    });
  });

  it('an upstream 5xx (§7: passed through): UPSTREAM_UNAVAILABLE without upstream text', async () => {
    await portal.sandbox.admin.addFault({
      method: 'GET',
      path: '^/api/invoices/get-invoice$',
      status: 500,
      times: 0,
    });
    expect(await bothChannels(invoiceId)).toEqual({
      rest: { status: 502, body: { error: 'UPSTREAM_UNAVAILABLE' } },
      graphql: [{ code: 'UPSTREAM_UNAVAILABLE' }],
    });
  });

  it('an invoice that is not the session’s: NOT_FOUND, nothing more', async () => {
    expect(await bothChannels('999999')).toEqual({
      rest: { status: 404, body: { error: 'NOT_FOUND' } },
      graphql: [{ code: 'NOT_FOUND' }],
    });
  });
});
