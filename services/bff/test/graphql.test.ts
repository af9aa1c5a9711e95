// Every query of the stitched API against the sandbox, as a retail and
// as a corporate customer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type RunningPortal } from './helpers.ts';
import { codes, gql, ok } from './graphql-support.ts';

let portal: RunningPortal;
let mario: string;
let anna: string;
let acme: string;

beforeAll(async () => {
  portal = await startPortal();
  mario = (await portal.signIn('mario.rossi@demo.it')).cookie;
  anna = (await portal.signIn('anna.huber@demo.it')).cookie;
  acme = (await portal.signIn('acme@demo.it')).cookie;
});
afterAll(async () => portal?.close());

interface InvoiceNode {
  id: string;
  documentNumber: string;
  issueDate: string;
  dueDate: string | null;
  amount: number;
  amountToPay: number;
  paid: boolean;
  paymentState: string;
  utility: string;
  supplyId: string | null;
  hasPdf: boolean;
  hasDetailPdf: boolean;
}
type InvoicePage = {
  totalCount: number;
  totalAmount: number;
  totalToPay: number;
  nodes: InvoiceNode[];
};
const INVOICE_FIELDS =
  'id documentNumber issueDate dueDate amount amountToPay paid paymentState utility supplyId hasPdf hasDetailPdf';

async function invoices(cookie: string, args: Record<string, unknown>): Promise<InvoicePage> {
  const data = ok(
    await gql<{ invoices: InvoicePage }>(
      portal,
      cookie,
      `query I($filter: InvoiceFilter, $first: Int, $offset: Int, $sort: InvoiceSort) {
        invoices(filter: $filter, first: $first, offset: $offset, sort: $sort) { totalCount totalAmount totalToPay nodes { ${INVOICE_FIELDS} } }
      }`,
      args,
    ),
  );
  return data.invoices;
}

describe('retail queries (§2 retail pages)', () => {
  it('retailDashboard answers bills to pay, supplies and notifications in one request', async () => {
    const { retailDashboard: d } = ok(
      await gql<{
        retailDashboard: {
          totalToPay: number;
          billsToPay: InvoiceNode[];
          supplies: Array<{ id: string; utility: string; greenEnergy: boolean }>;
          notifications: unknown[];
        };
      }>(
        portal,
        mario,
        `{ retailDashboard { totalToPay billsToPay { ${INVOICE_FIELDS} } supplies { id utility pointId address status greenEnergy } notifications { id date title body read } } }`,
      ),
    );
    expect(d.billsToPay.length).toBeGreaterThan(0);
    expect(d.billsToPay.every((b) => !b.paid)).toBe(true);
    expect(d.totalToPay).toBeCloseTo(
      d.billsToPay.reduce((s, b) => s + b.amountToPay, 0),
      2,
    );
    expect(new Set(d.supplies.map((s) => s.utility))).toEqual(new Set(['GAS', 'POWER']));
    expect(d.notifications.length).toBeGreaterThan(0);
  });

  it('invoices: offset paging, sort and totals of the whole filtered set (§7 fatture first/offset/sort)', async () => {
    const all = await invoices(mario, { first: 200 });
    expect(all.totalCount).toBe(all.nodes.length);
    const dates = all.nodes.map((n) => n.issueDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await invoices(mario, { first: 5, offset: 5 });
    expect(second.nodes.map((n) => n.id)).toEqual(all.nodes.slice(5, 10).map((n) => n.id));
    expect(second.totalAmount).toBeCloseTo(
      all.nodes.reduce((s, n) => s + n.amount, 0),
      2,
    );
    const byAmount = await invoices(mario, { first: 10, sort: 'AMOUNT_ASC' });
    const amounts = byAmount.nodes.map((n) => n.amount);
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
  });

  it('invoices: payment state, supply, issue and competence date filters (§3, §7, §5 day bounds)', async () => {
    const toPay = await invoices(mario, {
      filter: { paymentStates: ['TO_PAY', 'OVERDUE'] },
      first: 200,
    });
    // The state crosses as its key, never as upstream's Italian word.
    expect(
      toPay.nodes.every((n) => n.paymentState === 'TO_PAY' || n.paymentState === 'OVERDUE'),
    ).toBe(true);
    const all = await invoices(mario, { first: 200 });
    const one = all.nodes[3] as InvoiceNode;
    const sameDay = await invoices(mario, {
      filter: { issueDateFrom: one.issueDate, issueDateTo: one.issueDate },
      first: 200,
    });
    expect(sameDay.nodes.map((n) => n.id)).toContain(one.id);
    expect(sameDay.nodes.every((n) => n.issueDate === one.issueDate)).toBe(true);
    const bySupply = await invoices(mario, { filter: { supplyId: one.supplyId }, first: 200 });
    expect(bySupply.nodes.length).toBeGreaterThan(0);
    expect(bySupply.nodes.map((n) => n.id)).toContain(one.id);
    const competence = await invoices(mario, {
      filter: { competenceFrom: '2030-01-01' },
      first: 10,
    });
    expect(competence.totalCount).toBe(0);
  });

  it('invoices: a document number search goes through browse and finds exactly that bill (§7 browse)', async () => {
    const all = await invoices(mario, { first: 3 });
    const one = all.nodes[1] as InvoiceNode;
    const found = await invoices(mario, { filter: { documentNumber: one.documentNumber } });
    expect(found.nodes.map((n) => n.id)).toEqual([one.id]);
    expect(found.totalCount).toBe(1);
  });

  it('invoice(documentNumber, issueDate) answers the detail with rows and PDF addresses (§2 /retail/myBills/{id})', async () => {
    const one = (await invoices(mario, { first: 1 })).nodes[0] as InvoiceNode;
    const { invoice } = ok(
      await gql<{
        invoice: {
          invoice: InvoiceNode;
          rows: Array<{ description: string; amount: number }>;
          pdfUrl: string | null;
          detailPdfUrl: string | null;
        };
      }>(
        portal,
        mario,
        'query D($n: String!, $d: String!) { invoice(documentNumber: $n, issueDate: $d) { invoice { id documentNumber } rows { description quantity unit unitPrice amount vatRate } pdfUrl detailPdfUrl } }',
        { n: one.documentNumber, d: one.issueDate },
      ),
    );
    expect(invoice.invoice.id).toBe(one.id);
    expect(invoice.rows.length).toBeGreaterThan(0);
    expect(invoice.pdfUrl).toBe(`/api/files/invoices/${one.id}`);
    expect(invoice.detailPdfUrl).toBe(
      one.hasDetailPdf ? `/api/files/invoices/${one.id}?variant=detail` : null,
    );
  });

  it('§9: a bill’s rows name their cost item’s kind, a band’s energy its band, and the language of upstream’s words', async () => {
    const rowsOf = async (cookie: string) => {
      const one = (await invoices(cookie, { first: 1 })).nodes[0] as InvoiceNode;
      return ok(
        await gql<{
          invoice: {
            rows: Array<{
              description: string;
              kind: string;
              band: string | null;
              textLanguage: string;
            }>;
          };
        }>(
          portal,
          cookie,
          'query D($n: String!, $d: String!) { invoice(documentNumber: $n, issueDate: $d) { rows { description kind band textLanguage } } }',
          { n: one.documentNumber, d: one.issueDate },
        ),
      ).invoice.rows;
    };
    const marios = await rowsOf(mario);
    expect(marios.length).toBeGreaterThan(0);
    expect(marios.every((r) => r.kind !== 'OTHER' && r.textLanguage === 'it')).toBe(true);
    for (const r of marios.filter((r) => r.kind === 'ENERGY_BAND'))
      expect(r.description).toContain(r.band);
    const annas = await rowsOf(anna);
    expect(annas.every((r) => r.kind !== 'OTHER' && r.textLanguage === 'de')).toBe(true);
  });

  it('invoice(documentNumber, issueDate) is null for a wrong day (§5 day bounds)', async () => {
    const one = (await invoices(mario, { first: 1 })).nodes[0] as InvoiceNode;
    const answer = ok(
      await gql<{ invoice: unknown }>(
        portal,
        mario,
        'query D($n: String!) { invoice(documentNumber: $n, issueDate: "1999-01-01") { invoice { id } } }',
        { n: one.documentNumber },
      ),
    );
    expect(answer.invoice).toBeNull();
  });

  it('registry answers anagrafica with aidIndici and fatturaDigitale (§3)', async () => {
    const { registry } = ok(
      await gql<{
        registry: {
          id: string;
          companyName: string;
          aidIndici: { annualPowerConsumption: number } | null;
          fatturaDigitale: { email: string; digital: boolean } | null;
        };
      }>(
        portal,
        mario,
        '{ registry { id companyName firstName lastName taxCode vatNumber address postalCode locality province country splitPayment email phone mobile aidIndici { annualPowerConsumption } fatturaDigitale { email digital byEmail grouped deliveryTypeId deliveryType masterId flags } } }',
      ),
    );
    expect(registry.id).toBe('100001');
    expect(registry.companyName).toBe('Mario Rossi');
    expect(registry.aidIndici?.annualPowerConsumption).toBeGreaterThan(0);
    expect(registry.fatturaDigitale?.email).toContain('@');
  });

  it('supplies with green-energy flags, and the green-energy filter (§2 supplies/greenEnergy)', async () => {
    const { supplies } = ok(
      await gql<{
        supplies: { totalCount: number; nodes: Array<{ id: string; greenEnergy: boolean }> };
      }>(
        portal,
        mario,
        '{ supplies { totalCount nodes { id greenEnergy renewablePercent co2AvoidedKg } } }',
      ),
    );
    expect(supplies.totalCount).toBe(2);
    const green = ok(
      await gql<{ supplies: { nodes: Array<{ greenEnergy: boolean }> } }>(
        portal,
        mario,
        '{ supplies(greenEnergy: true) { nodes { greenEnergy } } }',
      ),
    );
    expect(green.supplies.nodes.every((s) => s.greenEnergy)).toBe(true);
    const one = supplies.nodes[0] as { id: string };
    const single = ok(
      await gql<{ supply: { id: string } }>(
        portal,
        mario,
        'query S($id: ID!) { supply(id: $id) { id pointId } }',
        { id: one.id },
      ),
    );
    expect(single.supply.id).toBe(one.id);
  });

  it('consumptions per supply and month with F1/F2/F3 bands and costs', async () => {
    const { supplies } = ok(
      await gql<{ supplies: { nodes: Array<{ id: string; utility: string }> } }>(
        portal,
        mario,
        '{ supplies { nodes { id utility } } }',
      ),
    );
    const power = supplies.nodes.find((s) => s.utility === 'POWER') as { id: string };
    const { consumptions } = ok(
      await gql<{
        consumptions: {
          unit: string;
          totalQuantity: number;
          points: Array<{
            period: string;
            quantity: number;
            f1: number;
            f2: number;
            f3: number;
            cost: number;
            costWithVat: number;
          }>;
        };
      }>(
        portal,
        mario,
        'query C($id: ID!) { consumptions(supplyId: $id, from: "2025-01", to: "2025-12") { unit from to totalQuantity totalCost points { period quantity f1 f2 f3 cost costWithVat estimated } } }',
        { id: power.id },
      ),
    );
    expect(consumptions.unit).toBe('kWh');
    expect(consumptions.points.map((p) => p.period)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`),
    );
    for (const p of consumptions.points) {
      expect(p.f1 + p.f2 + p.f3).toBe(p.quantity);
      expect(p.costWithVat).toBeGreaterThan(p.cost);
    }
  });

  it('loadCurve: a year of quarter-hours for power in one compact answer; a meter without intervals has none', async () => {
    const { supplies } = ok(
      await gql<{ supplies: { nodes: Array<{ id: string; utility: string }> } }>(
        portal,
        mario,
        '{ supplies { nodes { id utility } } }',
      ),
    );
    const power = supplies.nodes.find((s) => s.utility === 'POWER') as { id: string };
    const gas = supplies.nodes.find((s) => s.utility === 'GAS') as { id: string };
    const q =
      'query L($id: ID!) { loadCurve(supplyId: $id, from: "2025-01-01", to: "2025-12-31") { supplyId utility unit start stepMinutes values } }';
    const p = ok(
      await gql<{ loadCurve: { start: string; stepMinutes: number; values: number[] } }>(
        portal,
        mario,
        q,
        { id: power.id },
      ),
    ).loadCurve;
    expect(p.start).toBe('2025-01-01T00:00:00+01:00'); // Rome time with its offset
    expect(p.stepMinutes).toBe(15);
    expect(p.values).toHaveLength(365 * 96);
    // Mario reads his gas meter himself: it records no intervals, so it has no curve.
    const g = await gql(portal, mario, q, { id: gas.id });
    expect(g.errors?.[0]?.extensions).toMatchObject({ reason: 'noIntervalMeter' });
  });

  it('notifications, operations with state history and the loyalty bonus', async () => {
    const data = ok(
      await gql<{
        notifications: { totalCount: number; unreadCount: number; nodes: Array<{ read: boolean }> };
        operations: {
          totalCount: number;
          nodes: Array<{ state: string; history: Array<{ state: string; date: string }> }>;
        };
        loyaltyBonus: {
          points: number;
          level: string;
          nextLevelThreshold: number | null;
          movements: unknown[];
          program: {
            eurosPerPoint: number;
            minPointsPerBill: number;
            levels: Array<{ level: string; from: number }>;
            pointsValidYears: number;
          };
        } | null;
      }>(
        portal,
        mario,
        `{ notifications(first: 50) { totalCount unreadCount nodes { id date title body read category link } }
           operations { totalCount nodes { id kind description state openedAt updatedAt supplyId pointId utility history { state date note } } }
           loyaltyBonus { points level nextLevelThreshold eligible notEligibleReason pointsExpireOn movements { date points description }
             program { eurosPerPoint minPointsPerBill levels { level levelText from } pointsValidYears } } }`,
      ),
    );
    expect(data.notifications.unreadCount).toBe(
      data.notifications.nodes.filter((n) => !n.read).length,
    );
    const unread = ok(
      await gql<{ notifications: { nodes: Array<{ read: boolean }> } }>(
        portal,
        mario,
        '{ notifications(unreadOnly: true) { nodes { read } } }',
      ),
    );
    expect(unread.notifications.nodes.every((n) => !n.read)).toBe(true);
    expect(data.operations.totalCount).toBeGreaterThan(0);
    for (const op of data.operations.nodes) expect(op.history.at(-1)?.state).toBe(op.state);
    expect(data.loyaltyBonus?.points).toBeGreaterThan(0);
    // The programme's rules come from the supplier's bonusFedelta.programma.
    const program = data.loyaltyBonus!.program;
    expect(program).toMatchObject({ eurosPerPoint: 5, minPointsPerBill: 5, pointsValidYears: 1 });
    expect(program.levels).toEqual([
      { level: 'BRONZE', levelText: 'Bronzo', from: 0 },
      { level: 'SILVER', levelText: 'Argento', from: 500 },
      { level: 'GOLD', levelText: 'Oro', from: 1500 },
    ]);
    const reached = program.levels.filter((l) => data.loyaltyBonus!.points >= l.from);
    expect(data.loyaltyBonus!.level).toBe(reached.at(-1)?.level);
    expect(data.loyaltyBonus!.nextLevelThreshold).toBe(
      program.levels[reached.length]?.from ?? null,
    );
  });

  it('news(page) is in the session language: Italian for mario, German for anna (§5, §9 size 10)', async () => {
    const q =
      '{ news { page totalCount totalPages posts { id date slug link title excerpt content } } }';
    const it = ok(
      await gql<{ news: { posts: Array<{ link: string }>; totalPages: number } }>(portal, mario, q),
    ).news;
    const de = ok(await gql<{ news: { posts: Array<{ link: string }> } }>(portal, anna, q)).news;
    expect(it.posts).toHaveLength(10);
    expect(it.posts.every((p) => p.link.includes('/it/'))).toBe(true);
    expect(de.posts.length).toBeGreaterThan(0);
    expect(de.posts.every((p) => p.link.includes('/de/'))).toBe(true);
    const page2 = ok(
      await gql<{ news: { page: number; posts: Array<{ id: string }> } }>(
        portal,
        mario,
        '{ news(page: 2) { page posts { id } } }',
      ),
    ).news;
    expect(page2.page).toBe(2);
  });

  it('news(language) follows the page’s language, not the registry’s (§9)', async () => {
    const q = 'query N($l: ContentLanguage) { news(language: $l) { posts { link } } }';
    type News = { news: { posts: Array<{ link: string }> } };
    const de = ok(await gql<News>(portal, mario, q, { l: 'DE' })).news.posts;
    const it = ok(await gql<News>(portal, anna, q, { l: 'IT' })).news.posts;
    expect(de.length).toBeGreaterThan(0);
    expect(de.every((p) => p.link.includes('/de/'))).toBe(true);
    expect(it.length).toBeGreaterThan(0);
    expect(it.every((p) => p.link.includes('/it/'))).toBe(true);
  });

  it('news(page) is the session’s audience’s: a household reads no business offer, a business no household bonus (§7 posts)', async () => {
    const titles = async (cookie: string) => {
      const q = 'query N($p: Int) { news(page: $p) { totalCount totalPages posts { title } } }';
      const first = ok(
        await gql<{ news: { totalCount: number; totalPages: number; posts: { title: string }[] } }>(
          portal,
          cookie,
          q,
          { p: 1 },
        ),
      ).news;
      const rest =
        first.totalPages > 1
          ? ok(await gql<{ news: { posts: { title: string }[] } }>(portal, cookie, q, { p: 2 }))
              .news.posts
          : [];
      const all = [...first.posts, ...rest].map((p) => p.title);
      expect(all).toHaveLength(first.totalCount);
      return all;
    };
    const household = await titles(mario);
    const business = await titles(acme);
    expect(household).toContain('Bonus sociale: come richiederlo');
    expect(household).not.toContain('Nuove offerte per le imprese');
    expect(business).toContain('Nuove offerte per le imprese');
    expect(business).not.toContain('Bonus sociale: come richiederlo');
    expect(new Set(household).size).toBe(household.length);
  });

  it('selfReading: allowed for mario with the last readings (§5 canInsertLettura of a gas contract)', async () => {
    const { selfReading } = ok(
      await gql<{
        selfReading: {
          allowed: boolean;
          supplies: Array<{
            contractId: string;
            lastReading: number;
            readings: Array<{ value: number }>;
          }>;
        };
      }>(
        portal,
        mario,
        '{ selfReading { allowed supplies { contractId supplyId pointId address readingWindowFrom readingWindowTo lastReading lastReadingDate readings { id date value kind unit } } } }',
      ),
    );
    expect(selfReading.allowed).toBe(true);
    const first = selfReading.supplies[0];
    expect(first?.readings[0]?.value).toBe(first?.lastReading);
  });

  it('selfReading: not allowed for a customer without a readable gas contract (§5)', async () => {
    const { selfReading } = ok(
      await gql<{ selfReading: { allowed: boolean; supplies: unknown[] } }>(
        portal,
        acme,
        '{ selfReading { allowed supplies { contractId } } }',
      ),
    );
    expect(selfReading).toEqual({ allowed: false, supplies: [] });
  });
});

describe('upstream’s Italian enumerations cross the API as keys', () => {
  it('gives a German customer keys, never Italian words, for every enumerated field (upstream’s text beside them)', async () => {
    const data = ok(
      await gql<Record<string, unknown>>(
        portal,
        anna,
        `{ invoices(first: 50) { nodes { paymentState paymentStateText paymentMethod paymentMethodText documentType } }
           contracts(first: 20) { nodes { status macroStatus billingFrequency paymentType signingChannel readingType } }
           supplies { nodes { status use voltage } }
           operations { nodes { kind kindText state history { state } } }
           notifications(first: 50) { nodes { category } }
           loyaltyBonus { level }
           registry { fatturaDigitale { deliveryType } } }`,
      ),
    );
    const keys: Record<string, Set<unknown>> = {};
    const walk = (node: unknown, path: string): void => {
      if (Array.isArray(node)) for (const item of node) walk(item, path);
      else if (node && typeof node === 'object')
        for (const [name, child] of Object.entries(node))
          walk(child, name === 'nodes' ? path : `${path}.${name}`);
      else if (!path.endsWith('Text')) (keys[path] ??= new Set()).add(node);
    };
    walk(data, '');
    for (const path of [
      '.invoices.paymentState',
      '.invoices.paymentMethod',
      '.invoices.documentType',
      '.contracts.status',
      '.contracts.macroStatus',
      '.contracts.billingFrequency',
      '.contracts.paymentType',
      '.contracts.signingChannel',
      '.contracts.readingType',
      '.supplies.status',
      '.supplies.use',
      '.supplies.voltage',
      '.operations.kind',
      '.operations.state',
      '.operations.history.state',
      '.notifications.category',
      '.loyaltyBonus.level',
      '.registry.fatturaDigitale.deliveryType',
    ]) {
      const values = [...(keys[path] ?? [])].filter((value) => value !== null);
      expect(values.length, path).toBeGreaterThan(0);
      for (const value of values) expect(value, path).toMatch(/^[A-Z][A-Z_]*$/);
      expect(values, path).not.toContain('OTHER');
    }
    // The sandbox answers anna's operations in German; they still come out as the same keys.
    const operations = (data.operations as { nodes: Array<{ kind: string; kindText: string }> })
      .nodes;
    expect(operations.some((o) => /[äöüß]|Lieferung|Umschreibung/.test(o.kindText))).toBe(true);
  });

  it('refuses OTHER as a payment-state filter: it names no state upstream can be asked for', async () => {
    const answer = await gql(
      portal,
      anna,
      '{ invoices(filter: { paymentStates: [PAID, OTHER] }) { totalCount } }',
    );
    expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
    expect(answer.errors?.[0]?.extensions?.field).toBe('paymentStates');
  });
});

describe('corporate queries (§2 corporate pages)', () => {
  it('contracts with utility filter and contract detail with its supply and recent invoices', async () => {
    const { contracts } = ok(
      await gql<{
        contracts: {
          totalCount: number;
          nodes: Array<{ id: string; utility: string; status: string; statusTone: string }>;
        };
      }>(
        portal,
        acme,
        '{ contracts(utility: GAS, first: 10) { totalCount nodes { id contractNumber utility pointId status statusTone product siteName activatedOn validTo canInsertReading registryId supplyId } } }',
      ),
    );
    expect(contracts.totalCount).toBeGreaterThan(0);
    expect(contracts.nodes.every((c) => c.utility === 'GAS')).toBe(true);
    const one = contracts.nodes[0] as { id: string };
    const { contract } = ok(
      await gql<{
        contract: {
          contract: { id: string };
          supply: { id: string } | null;
          recentInvoices: InvoiceNode[];
        };
      }>(
        portal,
        acme,
        'query C($id: ID!) { contract(id: $id) { contract { id } supply { id utility } recentInvoices { id utility } } }',
        { id: one.id },
      ),
    );
    expect(contract.contract.id).toBe(one.id);
    expect(contract.supply?.id).toBeTruthy();
    expect(contract.recentInvoices.every((i) => i.utility === 'GAS')).toBe(true);
  });

  it("a contract's latest invoices are its own supply point's, though its site has other points", async () => {
    const { contracts } = ok(
      await gql<{ contracts: { nodes: Array<{ id: string; supplyId: string | null }> } }>(
        portal,
        acme,
        '{ contracts(utility: POWER, first: 20) { nodes { id supplyId } } }',
      ),
    );
    const billed = [];
    for (const one of contracts.nodes) {
      const { contract } = ok(
        await gql<{ contract: { recentInvoices: InvoiceNode[] } }>(
          portal,
          acme,
          'query C($id: ID!) { contract(id: $id) { recentInvoices { id supplyId } } }',
          { id: one.id },
        ),
      );
      expect(
        contract.recentInvoices.map((i) => i.supplyId),
        `contract ${one.id}`,
      ).toEqual(contract.recentInvoices.map(() => one.supplyId));
      if (contract.recentInvoices.length > 0) billed.push(one.id);
    }
    expect(billed.length).toBeGreaterThan(1);
  });

  it('exportJobs lists the jobs with the shared status map (§4 export job states)', async () => {
    const ids = (await invoices(acme, { first: 3 })).nodes.map((n) => n.id);
    const started = ok(
      await gql<{
        startInvoiceExport: { id: string; status: string; statusCode: number; ready: boolean };
      }>(
        portal,
        acme,
        'mutation E($ids: [ID!]!) { startInvoiceExport(invoiceIds: $ids) { id kind status statusCode tone ready invoiceCount downloadUrl } }',
        { ids },
      ),
    );
    expect(started.startInvoiceExport).toMatchObject({
      status: 'created',
      statusCode: 0,
      ready: false,
    });
    const { exportJobs } = ok(
      await gql<{ exportJobs: Array<{ id: string; invoiceCount: number; kind: string }> }>(
        portal,
        acme,
        '{ exportJobs { id kind status statusCode tone ready createdAt updatedAt invoiceCount downloadUrl } }',
      ),
    );
    expect(exportJobs.find((j) => j.id === started.startInvoiceExport.id)).toMatchObject({
      invoiceCount: 3,
      kind: 'list',
    });
  });

  it('an unknown field is a BAD_USER_INPUT with the client document named, not an internal error', async () => {
    const answer = await gql(portal, acme, '{ contracts { nodes { nope } } }');
    expect(answer.status).toBe(400);
    expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('consortia: several registries (§1, §3 selected registry)', () => {
  it("lists follow the selected registry; any own registry can be named; another customer's cannot", async () => {
    const consortium = (await portal.signIn('consorzio@demo.it')).cookie;
    const q = '{ registry { id } supplies(first: 200) { nodes { id } } }';
    const first = ok(
      await gql<{ registry: { id: string }; supplies: { nodes: Array<{ id: string }> } }>(
        portal,
        consortium,
        q,
      ),
    );
    const switched = await portal.api(consortium, '/api/session/registry', {
      method: 'PUT',
      body: JSON.stringify({ idAnagrafica: 500002 }),
    });
    expect(switched.status).toBe(200);
    const second = ok(
      await gql<{ registry: { id: string }; supplies: { nodes: Array<{ id: string }> } }>(
        portal,
        consortium,
        q,
      ),
    );
    expect(second.registry.id).toBe('500002');
    expect(second.registry.id).not.toBe(first.registry.id);
    const overlap = second.supplies.nodes.filter((n) =>
      first.supplies.nodes.some((m) => m.id === n.id),
    );
    expect(overlap).toEqual([]);
    const named = ok(
      await gql<{ registry: { id: string } }>(
        portal,
        consortium,
        'query R($id: ID) { registry(id: $id) { id } }',
        { id: first.registry.id },
      ),
    );
    expect(named.registry.id).toBe(first.registry.id);
    const foreign = await gql(portal, consortium, '{ registry(id: "100001") { id } }');
    expect(codes(foreign)).toEqual(['NOT_FOUND']);
  });
});
