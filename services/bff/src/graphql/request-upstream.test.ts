import { describe, expect, it } from 'vitest';
import type { CallContext, GraphQLOperation, RestCall } from '../upstream/client.ts';
import { ApiError } from '../errors/api-error.ts';
import { MAX_UPSTREAM_CALLS_PER_REQUEST, RequestUpstream } from './request-upstream.ts';
import { MAX_INVOICES_PER_REQUEST } from '../authz/authorizer.ts';

/** An upstream that answers every call after a tick and records what it was asked. */
function recorder(fail = false) {
  const sent: string[] = [];
  const answer = async <T>(what: string): Promise<T> => {
    sent.push(what);
    await new Promise((resolve) => setImmediate(resolve));
    if (fail) throw new Error('upstream down');
    return { what } as T;
  };
  return {
    sent,
    upstream: {
      request: <T>(_: CallContext, call: RestCall) =>
        answer<{ status: number; headers: Record<string, string>; body: T }>(
          `${call.method} ${call.path} ${JSON.stringify(call.query ?? {})}`,
        ),
      graphql: <T>(_: CallContext, op: GraphQLOperation) =>
        answer<T>(`${op.operationName} ${JSON.stringify(op.variables)}`),
    },
  };
}

const ctx = {} as CallContext;
const FATTURE = 'query Fatture($first: Int) { fatture(first: $first) { totalCount } }';
const SEGNA =
  'mutation SegnaNotificaLetta($idnotifica: Int!) { segnaNotificaLetta(idnotifica: $idnotifica) { letta } }';

describe('one request, one upstream budget', () => {
  it('the same data-service query with the same variables is one call, answered to every caller', async () => {
    const { sent, upstream } = recorder();
    const api = new RequestUpstream(upstream);
    const op = { query: FATTURE, operationName: 'Fatture', variables: { first: 5 } };
    const answers = await Promise.all([
      api.graphql(ctx, op),
      api.graphql(ctx, { ...op, variables: { first: 5 } }),
      api.graphql(ctx, op),
    ]);
    expect(sent).toEqual(['Fatture {"first":5}']);
    expect(new Set(answers).size).toBe(1);
    await api.graphql(ctx, { ...op, variables: { first: 6 } });
    expect(sent).toHaveLength(2);
  });

  it('never shares a mutation or a REST call that is not a GET', async () => {
    const { sent, upstream } = recorder();
    const api = new RequestUpstream(upstream);
    const mark = {
      query: SEGNA,
      operationName: 'SegnaNotificaLetta',
      variables: { idnotifica: 1 },
    };
    await Promise.all([api.graphql(ctx, mark), api.graphql(ctx, mark)]);
    const both = { ...mark, query: `${FATTURE} ${SEGNA}` };
    await Promise.all([api.graphql(ctx, both), api.graphql(ctx, both)]);
    const save: RestCall = {
      method: 'POST',
      path: '/api/registrazione/contatto/save',
      body: { eMail: 'a@b.it' },
    };
    await Promise.all([api.request(ctx, save), api.request(ctx, save)]);
    expect(sent).toHaveLength(6);
  });

  it('shares a GET by path and query', async () => {
    const { sent, upstream } = recorder();
    const api = new RequestUpstream(upstream);
    const rows: RestCall = {
      method: 'GET',
      path: '/api/invoices/get-invoice-rows',
      query: { idfattura: 7 },
    };
    await Promise.all([
      api.request(ctx, rows),
      api.request(ctx, { ...rows, query: { idfattura: 7 } }),
      api.request(ctx, { ...rows, query: { idfattura: 8 } }),
    ]);
    expect(sent).toEqual([
      'GET /api/invoices/get-invoice-rows {"idfattura":7}',
      'GET /api/invoices/get-invoice-rows {"idfattura":8}',
    ]);
  });

  it('a read that failed is not asked again within the request', async () => {
    const { sent, upstream } = recorder(true);
    const api = new RequestUpstream(upstream);
    const op = { query: FATTURE, operationName: 'Fatture', variables: { first: 5 } };
    await expect(api.graphql(ctx, op)).rejects.toThrow('upstream down');
    await expect(api.graphql(ctx, op)).rejects.toThrow('upstream down');
    expect(sent).toHaveLength(1);
  });

  it('calls beyond the budget fail with BAD_USER_INPUT naming the limit, without reaching upstream', async () => {
    const { sent, upstream } = recorder();
    const api = new RequestUpstream(upstream, 3);
    const op = (first: number) => ({
      query: FATTURE,
      operationName: 'Fatture',
      variables: { first },
    });
    await Promise.all([1, 2, 3].map((n) => api.graphql(ctx, op(n))));
    await api.graphql(ctx, op(1)); // shared: costs nothing
    const refused = await api.graphql(ctx, op(4)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { limit: 'upstreamCalls', max: 3 },
    });
    await expect(
      api.request(ctx, { method: 'POST', path: '/api/customer-cases/privacy', body: {} }),
    ).rejects.toThrow(/too many upstream calls/);
    expect(sent).toHaveLength(3);
  });

  it('leaves room for the largest request a page makes: an export of 100 invoices', () => {
    // One lookup per invoice, then the call that starts the export.
    expect(MAX_UPSTREAM_CALLS_PER_REQUEST).toBeGreaterThan(MAX_INVOICES_PER_REQUEST + 1);
  });
});
