// GET /api/files/invoices.csv: the business invoices list as CSV with the list's own filters, in
// both dialects — the same invoices, in the same order, as the invoices query answers.
import { CSV_DIALECTS, parseCsv, parseCsvNumber } from '@portal/shared/csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, ok } from './graphql-support.ts';
import { startPortal, type RunningPortal } from './helpers.ts';

let portal: RunningPortal;
let acme = '';
let mario = '';

beforeAll(async () => {
  portal = await startPortal();
  acme = (await portal.signIn('acme@demo.it')).cookie;
  mario = (await portal.signIn('mario.rossi@demo.it')).cookie;
}, 60_000);
afterAll(async () => portal?.close());

interface Listed {
  documentNumber: string;
  issueDate: string;
  dueDate: string | null;
  amount: number;
  amountToPay: number;
  pointId: string | null;
}

async function listed(cookie: string, filter: Record<string, unknown>, sort: string) {
  const data = ok(
    await gql<{ invoices: { totalCount: number; nodes: Listed[] } }>(
      portal,
      cookie,
      `query I($filter: InvoiceFilter, $sort: InvoiceSort) {
        invoices(filter: $filter, sort: $sort, first: 200) {
          totalCount nodes { documentNumber issueDate dueDate amount amountToPay pointId }
        }
      }`,
      { filter, sort },
    ),
  );
  return data.invoices;
}

const csv = (cookie: string, query: string) =>
  portal.api(cookie, `/api/files/invoices.csv?${query}`);

describe('GET /api/files/invoices.csv', () => {
  it.each(CSV_DIALECTS)(
    '%s: the list’s filters select the same invoices, in the list’s order, with its amounts',
    async (dialect) => {
      const filter = { utility: 'POWER', paymentStates: ['PAID', 'OVERDUE'] };
      const want = await listed(acme, filter, 'DUE_DATE_ASC');
      expect(want.totalCount).toBeGreaterThan(0);
      expect(want.totalCount).toBe(want.nodes.length);
      const response = await csv(
        acme,
        `utility=POWER&paymentStates=PAID,OVERDUE&sort=DUE_DATE_ASC&dialect=${dialect}`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="fatture-power.csv"',
      );
      expect(response.headers.get('x-total-rows')).toBe(String(want.totalCount));
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
        await response.arrayBuffer(),
      );
      expect(text.startsWith('\uFEFF')).toBe(dialect === 'it');
      const [head, ...rows] = parseCsv(text, dialect);
      expect(head?.[0]).toBe(dialect === 'it' ? 'numero' : 'number');
      expect(rows.map((r) => r[0])).toEqual(want.nodes.map((n) => n.documentNumber));
      rows.forEach((r, i) => {
        const n = want.nodes[i]!;
        expect([r[1], r[2], r[5]]).toEqual([n.issueDate, n.dueDate ?? '', n.pointId ?? '']);
        expect(parseCsvNumber(r[6] ?? '', dialect)).toBeCloseTo(n.amount, 2);
        expect(parseCsvNumber(r[7] ?? '', dialect)).toBeCloseTo(n.amountToPay, 2);
        expect(['Pagata', 'Scaduta']).toContain(r[8]);
      });
    },
  );

  it('issue dates and a document number narrow it as they narrow the list', async () => {
    const all = await listed(acme, { utility: 'GAS' }, 'ISSUE_DATE_DESC');
    const newest = all.nodes[0]!;
    const byDay = await csv(
      acme,
      `utility=GAS&issueDateFrom=${newest.issueDate}&issueDateTo=${newest.issueDate}`,
    );
    const days = parseCsv(await byDay.text(), 'standard').slice(1);
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((r) => r[1] === newest.issueDate)).toBe(true);
    const one = await csv(
      acme,
      `utility=GAS&documentNumber=${encodeURIComponent(newest.documentNumber)}`,
    );
    expect(
      parseCsv(await one.text(), 'standard')
        .slice(1)
        .map((r) => r[0]),
    ).toEqual([newest.documentNumber]);
  });

  it('a filter it cannot read is refused; another customer’s registry is not found', async () => {
    const bad = await csv(acme, 'utility=POWER&paymentStates=SOMETIMES');
    expect(bad.status).toBe(400);
    const registry = ok(
      await gql<{ registry: { id: string } }>(portal, acme, '{ registry { id } }'),
    );
    const foreign = await csv(mario, `utility=POWER&registryId=${registry.registry.id}`);
    expect(foreign.status).toBe(404);
  });
});
