// Every figure agrees wherever the portal's API shows it, for every demo account: a bill's rows,
// VAT and total (detail and PDF), the same bill in the list, its detail and the dashboard, the
// power quota a variation quotes and the one the bills charge, a contract's bills and its supply,
// one supplier identity in the footer, every PDF and a convention, tax codes and VAT numbers valid
// by their check digits (a person's encoding the name), a supply's load curve and its CSV export,
// and instants in Rome time.
import { isItalianVatNumber } from '@portal/shared/brand';
import { CSV_DIALECTS, parseCsv, parseCsvNumber } from '@portal/shared/csv';
import { taxCodeProblem } from '@portal/shared/supply-changes';
import { DEMO_ACCOUNTS } from '@portal/sandbox/accounts';
import { pdfLines } from '@portal/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayBefore, romeToday } from '../src/graphql/inputs.ts';
import { startPortal, type RunningPortal } from './helpers.ts';
import { gql, ok } from './graphql-support.ts';

let portal: RunningPortal;
const cookies = new Map<string, string>();
const CUSTOMERS = DEMO_ACCOUNTS.filter((a) => a.kind === 'customer').map((a) => a.email);
const RETAIL = new Set(['mario.rossi@demo.it', 'anna.huber@demo.it', 'condominio.aurora@demo.it']);
const CONVENTION_BODIES = ['comune.verona@demo.it', 'comune.bolzano@demo.it'];
const BILLS_PER_ACCOUNT = 4;

beforeAll(async () => {
  portal = await startPortal({ sandbox: { exportStepSeconds: 0 } });
  for (const email of CUSTOMERS) cookies.set(email, (await portal.signIn(email)).cookie);
}, 120_000);
afterAll(async () => portal?.close());

const ask = async <T>(email: string, query: string, variables: Record<string, unknown> = {}) =>
  ok(await gql<T>(portal, cookies.get(email) ?? '', query, variables));

interface Invoice {
  id: string;
  documentNumber: string;
  issueDate: string;
  dueDate: string | null;
  competenceFrom: string | null;
  competenceTo: string | null;
  amount: number;
  amountToPay: number;
  paymentState: string;
  utility: string;
  supplyId: string | null;
}
interface Row {
  description: string;
  quantity: number | null;
  unitPrice: number | null;
  amount: number;
  vatRate: number | null;
}
interface Billed {
  billedQuantity: number | null;
}
const INVOICE = `id documentNumber issueDate dueDate competenceFrom competenceTo amount amountToPay
  paymentState utility supplyId`;

const cents = (n: number) => Math.round(n * 100) / 100;
const euro = (n: number) =>
  `${new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }).format(n)} EUR`;
const monthsOf = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7)) +
  1;

/** Rome's wall clock of an instant, YYYY-MM-DDTHH:mm. */
function romeMinute(instant: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The three letters of a surname or name in a codice fiscale (consonants, vowels, X). */
function letters(text: string, isName: boolean): string {
  const plain = text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
  const consonants = plain.replace(/[AEIOU]/g, '');
  if (isName && consonants.length >= 4) return `${consonants[0]}${consonants[2]}${consonants[3]}`;
  return `${consonants}${plain.replace(/[^AEIOU]/g, '')}XXX`.slice(0, 3);
}

/** The footer's company and VAT number, as the portal's pages print them. */
async function footerIdentity(): Promise<{ company: string; vatNumber: string }> {
  const html = await (await fetch(`${portal.url}/legal/privacy`)).text();
  const match = /([^>]+?) · P\.IVA (IT\d{11}) · /.exec(html);
  expect(match, 'the footer names the company and its VAT number').not.toBeNull();
  return { company: (match?.[1] ?? '').trim(), vatNumber: match?.[2] ?? '' };
}

describe('the tax codes and VAT numbers of every demo account', () => {
  it.each(CUSTOMERS)(
    '%s: valid by their check digits; a person’s encodes the name',
    async (email) => {
      const { registry } = await ask<{
        registry: {
          firstName: string | null;
          lastName: string | null;
          taxCode: string | null;
          vatNumber: string | null;
        };
      }>(email, '{ registry { firstName lastName taxCode vatNumber } }');
      expect(taxCodeProblem(registry.taxCode ?? ''), registry.taxCode ?? '').toBeNull();
      if (registry.vatNumber !== null) expect(isItalianVatNumber(registry.vatNumber)).toBe(true);
      if (registry.firstName && registry.lastName)
        expect(registry.taxCode?.slice(0, 6)).toBe(
          letters(registry.lastName, false) + letters(registry.firstName, true),
        );
    },
  );

  it("a consortium's members and a body's convention registry carry the registry's own codes", async () => {
    const { consortium } = await ask<{
      consortium: { members: { id: string; taxCode: string; vatNumber: string | null }[] };
    }>('consorzio@demo.it', '{ consortium { members { id taxCode vatNumber } } }');
    expect(consortium.members.length).toBe(3);
    for (const m of consortium.members) {
      expect(taxCodeProblem(m.taxCode), m.taxCode).toBeNull();
      if (m.vatNumber !== null) expect(isItalianVatNumber(m.vatNumber), m.vatNumber).toBe(true);
    }
    for (const email of CONVENTION_BODIES) {
      const answer = await ask<{
        registry: { taxCode: string; vatNumber: string | null };
        conventionRegistry: { taxCode: string; vatNumber: string | null };
      }>(
        email,
        '{ registry { taxCode vatNumber } conventionRegistry(utility: GAS) { taxCode vatNumber } }',
      );
      expect(answer.conventionRegistry).toEqual(answer.registry);
    }
  });
});

describe('one supplier in the footer, every PDF and a convention', () => {
  it.each(CUSTOMERS)('%s: the bills’ letterhead is the footer’s company', async (email) => {
    const footer = await footerIdentity();
    const { invoices } = await ask<{ invoices: { nodes: { id: string }[] } }>(
      email,
      '{ invoices(first: 1) { nodes { id } } }',
    );
    const id = invoices.nodes[0]?.id;
    if (!id) return;
    const { invoiceById } = await ask<{ invoiceById: { pdfUrl: string | null } }>(
      email,
      'query D($id: ID!) { invoiceById(id: $id) { pdfUrl } }',
      { id },
    );
    const pdf = await portal.api(cookies.get(email) ?? '', invoiceById.pdfUrl ?? '');
    expect(pdf.status).toBe(200);
    const lines = pdfLines(Buffer.from(await pdf.arrayBuffer()));
    expect(lines[0]).toBe(footer.company);
    expect(lines).toContain(`P.IVA ${footer.vatNumber}`);
  });

  it.each(CONVENTION_BODIES)('%s: its conventions name the footer’s company', async (email) => {
    const footer = await footerIdentity();
    for (const utility of ['GAS', 'POWER']) {
      const { convention } = await ask<{ convention: { supplier: string } }>(
        email,
        'query C($u: Utility!) { convention(utility: $u) { supplier } }',
        { u: utility },
      );
      expect(convention.supplier).toBe(footer.company);
    }
  });
});

describe('a bill is the same wherever it is shown', () => {
  it.each(CUSTOMERS)(
    '%s: list and detail agree; the rows and the VAT add up to the total, as the PDF says',
    async (email) => {
      const { invoices, registry } = await ask<{
        invoices: { nodes: Invoice[] };
        registry: { taxCode: string; vatNumber: string | null };
      }>(
        email,
        `query L($n: Int) { invoices(first: $n) { nodes { ${INVOICE} } } registry { taxCode vatNumber } }`,
        { n: BILLS_PER_ACCOUNT },
      );
      for (const listed of invoices.nodes) {
        const { invoiceById: detail } = await ask<{
          invoiceById: { invoice: Invoice; rows: Row[]; pdfUrl: string | null };
        }>(
          email,
          `query D($id: ID!) { invoiceById(id: $id) { invoice { ${INVOICE} } pdfUrl
            rows { description quantity unitPrice amount vatRate } } }`,
          { id: listed.id },
        );
        expect(detail.invoice, listed.documentNumber).toEqual(listed);
        if (detail.rows.length === 0) continue;
        const taxable = cents(detail.rows.reduce((sum, r) => sum + r.amount, 0));
        const vat = cents(listed.amount - taxable);
        const rate = (detail.rows[0]?.vatRate ?? 0) / 100;
        expect(Math.abs(vat - taxable * rate), listed.documentNumber).toBeLessThan(
          0.01 * (detail.rows.length + 2),
        );
        const pdf = await portal.api(cookies.get(email) ?? '', detail.pdfUrl ?? '');
        const lines = pdfLines(Buffer.from(await pdf.arrayBuffer()));
        expect(lines, listed.documentNumber).toContain(`IVA: ${euro(vat)}`);
        expect(lines).toContain(`Totale da pagare: ${euro(listed.amount)}`);
        expect(lines).toContain(
          registry.vatNumber ? `P.IVA ${registry.vatNumber}` : `Codice fiscale ${registry.taxCode}`,
        );
      }
    },
  );

  it.each([...RETAIL])('%s: the dashboard’s bills to pay are the list’s', async (email) => {
    const { retailDashboard, invoices } = await ask<{
      retailDashboard: { totalToPay: number; billsToPay: Invoice[] };
      invoices: { nodes: Invoice[] };
    }>(
      email,
      `{ retailDashboard { totalToPay billsToPay { ${INVOICE} } }
         invoices(first: 200) { nodes { ${INVOICE} } } }`,
    );
    for (const bill of retailDashboard.billsToPay)
      expect(invoices.nodes.find((i) => i.id === bill.id)).toEqual(bill);
    expect(retailDashboard.totalToPay).toBeCloseTo(
      retailDashboard.billsToPay.reduce((sum, b) => sum + b.amountToPay, 0),
      2,
    );
  });
});

describe('costs and bills', () => {
  it.each(CUSTOMERS.filter((e) => !RETAIL.has(e)))(
    "%s: a bill's months on the costs page amount to the bill, in money and quantity",
    async (email) => {
      const { invoices } = await ask<{ invoices: { nodes: (Invoice & Billed)[] } }>(
        email,
        `query L($n: Int) { invoices(first: $n) { nodes { ${INVOICE} billedQuantity } } }`,
        { n: BILLS_PER_ACCOUNT },
      );
      expect(invoices.nodes.length).toBeGreaterThan(0);
      for (const bill of invoices.nodes) {
        if (!bill.supplyId || !bill.competenceFrom || !bill.competenceTo) continue;
        const { supplyCostsAndConsumptions: costs } = await ask<{
          supplyCostsAndConsumptions: {
            months: { current: { quantity: number; costWithVat: number } }[];
          };
        }>(
          email,
          `query S($id: ID!, $from: String!, $to: String!) {
            supplyCostsAndConsumptions(supplyId: $id, from: $from, to: $to) {
              months { current { quantity costWithVat } } } }`,
          {
            id: bill.supplyId,
            from: bill.competenceFrom.slice(0, 7),
            to: bill.competenceTo.slice(0, 7),
          },
        );
        const months = costs.months.map((m) => m.current);
        expect(months).toHaveLength(monthsOf(bill.competenceFrom, bill.competenceTo));
        expect(
          cents(months.reduce((sum, m) => sum + m.costWithVat, 0)),
          bill.documentNumber,
        ).toBeCloseTo(bill.amount, 2);
        expect(months.reduce((sum, m) => sum + m.quantity, 0)).toBeCloseTo(
          bill.billedQuantity ?? 0,
          3,
        );
      }
    },
  );
});

describe('prices quoted and billed', () => {
  it.each([...RETAIL])(
    '%s: a power variation quotes the quota its bills charge per kW a month',
    async (email) => {
      const { retailDashboard } = await ask<{
        retailDashboard: { supplies: { id: string; utility: string }[] };
      }>(email, '{ retailDashboard { supplies { id utility } } }');
      const power = retailDashboard.supplies.filter((s) => s.utility === 'POWER');
      expect(power.length).toBeGreaterThan(0);
      for (const supply of power) {
        const { supplyManagement, invoices } = await ask<{
          supplyManagement: { power: { currentKw: number; eurPerKwMonth: number } | null };
          invoices: { nodes: Invoice[] };
        }>(
          email,
          `query P($id: ID!) { supplyManagement(supplyId: $id) { power { currentKw eurPerKwMonth } }
            invoices(first: 50) { nodes { ${INVOICE} } } }`,
          { id: supply.id },
        );
        const bill = invoices.nodes.find((i) => i.supplyId === supply.id);
        if (!bill || !supplyManagement.power) continue;
        const { invoiceById } = await ask<{ invoiceById: { rows: Row[] } }>(
          email,
          'query D($id: ID!) { invoiceById(id: $id) { rows { description quantity unitPrice } } }',
          { id: bill.id },
        );
        const quota = invoiceById.rows.find(
          (r) => r.quantity === supplyManagement.power?.currentKw,
        );
        const months = monthsOf(bill.competenceFrom ?? '', bill.competenceTo ?? '');
        expect(quota, bill.documentNumber).toBeDefined();
        expect((quota?.unitPrice ?? 0) / months).toBeCloseTo(
          supplyManagement.power.eurPerKwMonth,
          6,
        );
      }
    },
  );
});

describe('a contract and its supply', () => {
  it.each(CUSTOMERS.filter((e) => !RETAIL.has(e)))(
    "%s: a contract's latest bills are its own supply point's",
    async (email) => {
      const { contracts } = await ask<{
        contracts: { nodes: { id: string; supplyId: string | null }[] };
      }>(email, '{ contracts(first: 10) { nodes { id supplyId } } }');
      for (const contract of contracts.nodes) {
        const { contract: detail } = await ask<{
          contract: { recentInvoices: { supplyId: string | null }[] };
        }>(email, 'query C($id: ID!) { contract(id: $id) { recentInvoices { supplyId } } }', {
          id: contract.id,
        });
        for (const bill of detail.recentInvoices) expect(bill.supplyId).toBe(contract.supplyId);
      }
    },
  );
});

describe('a supply’s curve and its CSV', () => {
  interface Curve {
    stepMinutes: number;
    count: number;
    gapCount: number;
    total: number;
    quantityUnit: string;
    bandTotals: { f1: number; f2: number; f3: number } | null;
  }
  // Ten days that end the day before yesterday (read by then), across a weekend.
  const to = dayBefore(dayBefore(romeToday()));
  let from = to;
  for (let i = 0; i < 9; i++) from = dayBefore(from);

  it.each(CUSTOMERS.filter((e) => !RETAIL.has(e)))(
    "%s: each commodity's first supply — the curve's total, bands and gaps are the CSV's, in both dialects",
    async (email) => {
      let values = 0;
      for (const utility of ['POWER', 'GAS'] as const) {
        const { supplies } = await ask<{ supplies: { nodes: { id: string }[] } }>(
          email,
          'query S($u: Utility) { supplies(utility: $u, first: 1) { nodes { id } } }',
          { u: utility },
        );
        const supplyId = supplies.nodes[0]?.id;
        if (!supplyId) continue;
        const { loadCurve } = await ask<{ loadCurve: Curve }>(
          email,
          `query L($s: ID!, $f: String!, $t: String!) { loadCurve(supplyId: $s, from: $f, to: $t) {
            stepMinutes count gapCount total quantityUnit bandTotals { f1 f2 f3 } } }`,
          { s: supplyId, f: from, t: to },
        );
        for (const dialect of CSV_DIALECTS) {
          const response = await portal.api(
            cookies.get(email) ?? '',
            `/api/files/consumption.csv?supplyId=${supplyId}&from=${from}&to=${to}&dialect=${dialect}`,
          );
          expect(response.status).toBe(200);
          const rows = parseCsv(await response.text(), dialect).slice(1);
          expect(rows).toHaveLength(loadCurve.count);
          expect(rows.filter((r) => r[5] === '1')).toHaveLength(loadCurve.gapCount);
          // Power rows are kW over their interval, gas rows the quantity of their interval.
          const hours = utility === 'POWER' ? loadCurve.stepMinutes / 60 : 1;
          const bands: Record<string, number> = { F1: 0, F2: 0, F3: 0 };
          let total = 0;
          for (const r of rows) {
            const value = parseCsvNumber(r[2] ?? '', dialect);
            if (value === null) continue;
            values++;
            total += value * hours;
            if (r[4]) bands[r[4]] = (bands[r[4]] ?? 0) + value * hours;
            expect(r[3]).toBe(utility === 'POWER' ? 'kW' : loadCurve.quantityUnit);
          }
          expect(total).toBeCloseTo(loadCurve.total, 2);
          if (loadCurve.bandTotals) {
            expect(bands.F1).toBeCloseTo(loadCurve.bandTotals.f1, 2);
            expect(bands.F2).toBeCloseTo(loadCurve.bandTotals.f2, 2);
            expect(bands.F3).toBeCloseTo(loadCurve.bandTotals.f3, 2);
          }
        }
      }
      expect(values, 'the curves compared have values').toBeGreaterThan(0);
    },
  );
});

describe('instants in Rome time', () => {
  it('an export job started now is dated with Rome’s clock', async () => {
    const email = 'acme@demo.it';
    const { invoices } = await ask<{ invoices: { nodes: { id: string }[] } }>(
      email,
      '{ invoices(first: 1) { nodes { id } } }',
    );
    const before = romeMinute(Date.now());
    const { startInvoiceExport } = await ask<{ startInvoiceExport: { createdAt: string } }>(
      email,
      'mutation E($ids: [ID!]!) { startInvoiceExport(invoiceIds: $ids) { createdAt } }',
      { ids: invoices.nodes.map((n) => n.id) },
    );
    const after = romeMinute(Date.now());
    expect([before, after]).toContain(startInvoiceExport.createdAt.slice(0, 16));
  });

  it.each(CONVENTION_BODIES)(
    "%s: an order's sending, its history and its points' order day tell the same Rome time",
    async (email) => {
      const { conventionOrders } = await ask<{
        conventionOrders: {
          transmittedAt: string;
          history: { date: string }[];
          points: { orderedOn: string }[];
        }[];
      }>(
        email,
        '{ conventionOrders(utility: GAS) { transmittedAt history { date } points { orderedOn } } }',
      );
      expect(conventionOrders.length).toBeGreaterThan(0);
      for (const order of conventionOrders) {
        expect(order.history[0]?.date).toBe(order.transmittedAt);
        for (const point of order.points)
          expect(point.orderedOn).toBe(order.transmittedAt.slice(0, 10));
      }
    },
  );
});
