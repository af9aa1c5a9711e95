// What upstream answers is checked against the upstream contract (packages/upstream-contract,
// docs/upstream-contract.md; §3, §7): an answer with a renamed or mistyped field is a clear
// UPSTREAM_CONTRACT error, on GraphQL and on REST, logged with the call and the field (never a
// token), and no page is drawn of it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gql, ok } from './graphql-support.ts';
import { startPortal, type RunningPortal } from './helpers.ts';

let portal: RunningPortal;
let mario: string;
const lines: string[] = [];

beforeAll(async () => {
  portal = await startPortal({
    build: { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } },
  });
  mario = (await portal.signIn('mario.rossi@demo.it')).cookie;
});
afterEach(async () => {
  await portal.sandbox.admin.clearFaults();
  lines.length = 0;
});
afterAll(async () => portal?.close());

/** The log records of answers that did not fit the contract. */
const misfits = () =>
  lines
    .map((line) => JSON.parse(line) as { msg: string; upstream?: unknown })
    .filter((record) => record.msg === 'upstream answer does not fit the contract');

describe('a data-service answer that does not fit the contract (§7 data queries)', () => {
  it('a renamed field is UPSTREAM_CONTRACT, logged with the call and the field', async () => {
    await portal.sandbox.admin.addFault({
      path: '^/ubik/graphql$',
      field: { name: 'statoPagamento', rename: 'statoDelPagamento' },
    });
    const answer = await gql(portal, mario, '{ invoices(first: 5) { nodes { id paymentState } } }');
    expect(answer.data).toBeNull();
    expect(answer.errors).toEqual([
      expect.objectContaining({
        path: ['invoices'],
        extensions: { code: 'UPSTREAM_CONTRACT' },
      }),
    ]);
    const [record, ...more] = misfits();
    expect(more).toEqual([]);
    expect(record?.upstream).toEqual({
      call: 'Fatture',
      problems: [{ path: 'fatture.nodes[0].statoPagamento', problem: 'missing', count: 5 }],
    });
    // No token, no value of the answer in the log line.
    const line = lines.find((l) => l.includes('does not fit the contract'))!;
    expect(line).not.toMatch(/Bearer|eyJ|Da pagare|Pagata/);
  });

  it('a mistyped field is UPSTREAM_CONTRACT too, and the same page answers once upstream fits again', async () => {
    await portal.sandbox.admin.addFault({
      path: '^/ubik/graphql$',
      field: { name: 'importo', value: '12,50' },
    });
    const broken = await gql(portal, mario, '{ invoices(first: 3) { nodes { id amount } } }');
    expect(broken.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_CONTRACT' });
    expect(misfits()[0]?.upstream).toMatchObject({
      problems: [
        {
          path: 'fatture.nodes[0].importo',
          problem: 'expected number, found string',
          count: 3,
        },
      ],
    });
    const fine = ok(
      await gql<{ invoices: { nodes: unknown[] } }>(
        portal,
        mario,
        '{ invoices(first: 3) { nodes { id amount } } }',
      ),
    );
    expect(fine.invoices.nodes).toHaveLength(3);
  });
});

describe('a REST answer that does not fit the contract (§7 invoices)', () => {
  it('through GraphQL: the invoice rows with a renamed field are UPSTREAM_CONTRACT', async () => {
    const { invoices } = ok(
      await gql<{ invoices: { nodes: Array<{ id: string }> } }>(
        portal,
        mario,
        '{ invoices(first: 1) { nodes { id } } }',
      ),
    );
    await portal.sandbox.admin.addFault({
      method: 'GET',
      path: '^/api/invoices/get-invoice-rows$',
      field: { name: 'descrizione', rename: 'description' },
    });
    const answer = await gql(
      portal,
      mario,
      'query Q($id: ID!) { invoiceById(id: $id) { rows { description amount } } }',
      { id: invoices.nodes[0]!.id },
    );
    expect(answer.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_CONTRACT' });
    expect(misfits().map((r) => r.upstream)).toContainEqual({
      call: 'GET /api/invoices/get-invoice-rows',
      problems: [{ path: 'rows[0].descrizione', problem: 'missing', count: expect.any(Number) }],
    });
  });

  it('on the REST API: a file whose invoice answers a mistyped field is 502 UPSTREAM_CONTRACT', async () => {
    const { invoices } = ok(
      await gql<{ invoices: { nodes: Array<{ id: string; hasPdf: boolean }> } }>(
        portal,
        mario,
        '{ invoices(first: 10) { nodes { id hasPdf } } }',
      ),
    );
    const invoice = invoices.nodes.find((i) => i.hasPdf)!;
    await portal.sandbox.admin.addFault({
      method: 'GET',
      path: '^/api/invoices/get-invoice$',
      field: { name: 'idanagrafica', value: 'mario' },
    });
    const response = await portal.api(mario, `/api/files/invoices/${invoice.id}`);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: 'UPSTREAM_CONTRACT' });
    expect(misfits()[0]?.upstream).toEqual({
      call: 'GET /api/invoices/get-invoice',
      problems: [{ path: 'idanagrafica', problem: 'expected integer, found string', count: 1 }],
    });
  });
});
