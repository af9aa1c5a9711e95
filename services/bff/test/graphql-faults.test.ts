// Upstream faults through the sandbox's fault API (§7 call-level handling): 5xx,
// 401 → refresh, 429, dropped connections; errors keep stable codes and never carry upstream text.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, startPortal, type RunningPortal } from './helpers.ts';
import { codes, gql, ok } from './graphql-support.ts';

let portal: RunningPortal;

beforeAll(async () => {
  portal = await startPortal();
});
afterEach(async () => portal.sandbox.admin.clearFaults());
afterAll(async () => portal?.close());

const signIn = async (email = 'mario.rossi@demo.it') => (await portal.signIn(email)).cookie;
const count = async (key: string) => (await portal.sandbox.admin.calls())[key] ?? 0;

async function firstInvoice(cookie: string) {
  return ok(
    await gql<{ invoices: { nodes: Array<{ id: string }> } }>(
      portal,
      cookie,
      '{ invoices(first: 1) { nodes { id } } }',
    ),
  ).invoices.nodes[0]!.id;
}

describe('5xx and dropped connections (§7: 5xx passes through; GET retried once, POST never)', () => {
  it('a data-service 500 is UPSTREAM_UNAVAILABLE, not retried (POST), with no upstream text', async () => {
    const cookie = await signIn();
    await portal.sandbox.admin.addFault({
      method: 'POST',
      path: '^/ubik/graphql$',
      status: 500,
      times: 1,
    });
    await portal.sandbox.admin.resetCalls();
    const answer = await gql(portal, cookie, '{ invoices { totalCount } }');
    expect(answer.status).toBe(200);
    expect(answer.errors).toEqual([
      {
        message: 'The service is temporarily unavailable',
        path: ['invoices'],
        locations: expect.any(Array),
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      },
    ]);
    expect(await count('POST /ubik/graphql')).toBe(1);
  });

  it('a GET that fails once with 503 is retried and the page still loads', async () => {
    const cookie = await signIn();
    const id = await firstInvoice(cookie);
    await portal.sandbox.admin.addFault({
      method: 'GET',
      path: '^/api/invoices/get-invoice-rows$',
      status: 503,
      times: 1,
    });
    const answer = ok(
      await gql<{ invoiceById: { rows: unknown[] } }>(
        portal,
        cookie,
        'query Q($id: ID!) { invoiceById(id: $id) { rows { amount } } }',
        { id },
      ),
    );
    expect(answer.invoiceById.rows.length).toBeGreaterThan(0);
  });

  it('a part of a page that keeps failing is reported on its path while the rest is answered', async () => {
    const cookie = await signIn();
    const id = await firstInvoice(cookie);
    await portal.sandbox.admin.addFault({
      method: 'GET',
      path: '^/api/invoices/get-invoice-rows$',
      status: 502,
      times: 0,
    });
    const answer = await gql<{ invoiceById: { invoice: { id: string }; rows: unknown } | null }>(
      portal,
      cookie,
      'query Q($id: ID!) { invoiceById(id: $id) { invoice { id } rows { amount } } }',
      { id },
    );
    expect(codes(answer)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(answer.errors?.[0]?.path).toEqual(['invoiceById', 'rows']);
  });

  it('a dropped connection is UPSTREAM_UNAVAILABLE', async () => {
    const cookie = await signIn();
    const id = await firstInvoice(cookie);
    await portal.sandbox.admin.addFault({
      method: 'GET',
      path: '^/api/invoices/get-invoice$',
      drop: true,
      times: 0,
    });
    const answer = await gql(
      portal,
      cookie,
      'query Q($id: ID!) { invoiceById(id: $id) { invoice { id } } }',
      { id },
    );
    expect(codes(answer)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(JSON.stringify(answer.errors)).not.toMatch(/ECONNRESET|socket|undici|stack/i);
  });

  it('a mutation is never retried: one failed upstream POST, one error', async () => {
    const cookie = await signIn();
    await portal.sandbox.admin.addFault({
      method: 'POST',
      path: '^/api/customer-cases/privacy$',
      status: 503,
      times: 1,
    });
    await portal.sandbox.admin.resetCalls();
    const answer = await gql(
      portal,
      cookie,
      'mutation { savePrivacyConsent(input: { marketing: true, profiling: false, thirdParties: false }) { caseId } }',
    );
    expect(codes(answer)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(await count('POST /api/customer-cases/privacy')).toBe(1);
  });

  it('file routes map upstream failures to the error catalogue (502 upstream, 503 network)', async () => {
    const cookie = await signIn();
    const id = await firstInvoice(cookie);
    await portal.sandbox.admin.addFault({
      method: 'GET',
      path: '^/api/fattura/pdf$',
      status: 500,
      times: 0,
    });
    const failed = await portal.api(cookie, `/api/files/invoices/${id}`);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: 'UPSTREAM_UNAVAILABLE' });
    await portal.sandbox.admin.clearFaults();
    await portal.sandbox.admin.addFault({
      method: 'GET',
      path: '^/api/fattura/pdf$',
      drop: true,
      times: 0,
    });
    const dropped = await portal.api(cookie, `/api/files/invoices/${id}`);
    expect(dropped.status).toBe(503);
  });
});

describe('401 → refresh, failed refresh and 429 end the session (§7, §4)', () => {
  it('an expired access token is refreshed once and the query answers', async () => {
    const cookie = await signIn();
    await portal.sandbox.admin.expireTokens('mario.rossi@demo.it');
    await portal.sandbox.admin.resetCalls();
    const answer = ok(
      await gql<{ registry: { id: string } }>(portal, cookie, '{ registry { id } }'),
    );
    expect(answer.registry.id).toBe('100001');
    expect(await count('POST /api/refresh-token')).toBe(1);
  });

  it('parallel upstream calls of one page that all get 401 share one refresh', async () => {
    const cookie = await signIn();
    await portal.sandbox.admin.expireTokens('mario.rossi@demo.it');
    await portal.sandbox.admin.resetCalls();
    ok(
      await gql(
        portal,
        cookie,
        '{ retailDashboard { totalToPay supplies { id } notifications { id } } }',
      ),
    );
    expect(await count('POST /api/refresh-token')).toBe(1);
  });

  it('a refused refresh is UNAUTHENTICATED with HTTP 401 and the cookie cleared', async () => {
    const cookie = await signIn();
    await portal.sandbox.admin.expireTokens('mario.rossi@demo.it', true);
    const response = await portal.api(cookie, '/api/graphql', {
      method: 'POST',
      body: JSON.stringify({ query: '{ registry { id } }' }),
    });
    expect(response.status).toBe(401);
    const body = (await response.json()) as { errors: Array<{ extensions: { code: string } }> };
    expect(body.errors[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const cleared = Object.entries(cookiesOf(response)).find(([name]) =>
      cookie.startsWith(`${name}=`),
    );
    expect(cleared?.[1]).toBe('');
    const after = await portal.api(cookie, '/api/graphql', {
      method: 'POST',
      body: JSON.stringify({ query: '{ registry { id } }' }),
    });
    expect(after.status).toBe(401);
  });

  it('a 429 from upstream ends the session: UNAUTHENTICATED (§7 429 → log out)', async () => {
    const cookie = await signIn();
    await portal.sandbox.admin.addFault({
      method: 'POST',
      path: '^/ubik/graphql$',
      status: 429,
      times: 0,
    });
    const answer = await gql(portal, cookie, '{ registry { id } }');
    expect(answer.status).toBe(401);
    expect(codes(answer)).toEqual(['UNAUTHENTICATED']);
    await portal.sandbox.admin.clearFaults();
    const after = await portal.api(cookie, '/api/session');
    expect(after.status).toBe(401);
  });
});
