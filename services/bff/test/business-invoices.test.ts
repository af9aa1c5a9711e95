// Through the real flow (BFF + sandbox): the business invoices page's API for
// corporate, pa, pa-non-conv and consortia — a commodity's invoices across the registry's sites,
// registry and site filters checked against the session, totals of the whole filtered set, units
// as keys, the detail PDF where upstream has one. Expected values are read from the sandbox's data
// service directly, as the supplier's systems hold them.
import { portalTokens } from '@portal/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, ok } from './graphql-support.ts';
import { startPortal, type RunningPortal } from './helpers.ts';

let portal: RunningPortal;
const cookies = new Map<string, string>();

const BUSINESS = {
  corporate: 'acme@demo.it',
  pa: 'comune.verona@demo.it',
  'pa-non-conv': 'asl.trento@demo.it',
  consortia: 'consorzio@demo.it',
} as const;

beforeAll(async () => {
  portal = await startPortal();
  for (const email of Object.values(BUSINESS))
    cookies.set(email, (await portal.signIn(email)).cookie);
}, 60_000);
afterAll(async () => portal?.close());

interface Held {
  idfattura: number;
  idsede: number;
  idfornitura: number;
  codUtility: number;
  importo: number;
  totaleApagare: number;
  pagato: boolean;
}

/** The invoices upstream holds for a registry (every one: these customers have fewer than 500). */
async function held(email: string, idanagrafica: number): Promise<Held[]> {
  const { access_token } = await portalTokens(portal.sandbox, email);
  const response = await fetch(`${portal.sandbox.url}/ubik/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ fatture(idanagrafica: [${idanagrafica}], first: 500) { totalCount nodes { idfattura idsede idfornitura codUtility importo totaleApagare pagato } } }`,
    }),
  });
  const body = (await response.json()) as {
    data: { fatture: { totalCount: number; nodes: Held[] } };
  };
  expect(body.data.fatture.totalCount).toBe(body.data.fatture.nodes.length);
  return body.data.fatture.nodes;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

interface Page {
  totalCount: number;
  totalAmount: number;
  totalToPay: number;
  nodes: Array<{ id: string; utility: string; registryId: string; paymentState: string }>;
}

const INVOICES = `query I($filter: InvoiceFilter, $first: Int, $offset: Int) {
  invoices(filter: $filter, first: $first, offset: $offset) {
    totalCount totalAmount totalToPay nodes { id utility registryId paymentState }
  }
}`;

async function invoices(email: string, filter: Record<string, unknown>, first = 50, offset = 0) {
  return gql<{ invoices: Page }>(portal, cookies.get(email)!, INVOICES, { filter, first, offset });
}

async function registryOf(email: string): Promise<number> {
  const data = ok(
    await gql<{ registry: { id: string } }>(portal, cookies.get(email)!, '{ registry { id } }'),
  );
  return Number(data.registry.id);
}

describe('a commodity’s invoices of each business segment', () => {
  it.each(Object.entries(BUSINESS))(
    '%s: gas and light pages hold exactly the commodity’s invoices of the registry, with the totals of all of them',
    async (_segment, email) => {
      const registry = await registryOf(email);
      const all = await held(email, registry);
      for (const [utility, code] of [
        ['GAS', 1],
        ['POWER', 0],
      ] as const) {
        const expected = all.filter((f) => f.codUtility === code);
        expect(expected.length).toBeGreaterThan(0);
        const page = ok(await invoices(email, { utility }, 10)).invoices;
        expect(page.totalCount).toBe(expected.length);
        expect(page.nodes).toHaveLength(Math.min(10, expected.length));
        expect(page.nodes.every((n) => n.utility === utility)).toBe(true);
        expect(page.totalAmount).toBe(round2(expected.reduce((s, f) => s + f.importo, 0)));
        expect(page.totalToPay).toBe(round2(expected.reduce((s, f) => s + f.totaleApagare, 0)));
      }
    },
  );

  it('filters combine: a site of the commodity and payment states narrow the set and its totals', async () => {
    const email = BUSINESS.pa;
    const registry = await registryOf(email);
    const all = await held(email, registry);
    const site = all.find((f) => f.codUtility === 1)!.idsede;
    const page = ok(
      await invoices(email, {
        utility: 'GAS',
        siteId: String(site),
        paymentStates: ['PAID'],
      }),
    ).invoices;
    const expected = all.filter((f) => f.idsede === site && f.pagato);
    expect(page.totalCount).toBe(expected.length);
    expect(page.totalAmount).toBe(round2(expected.reduce((s, f) => s + f.importo, 0)));
    expect(page.nodes.every((n) => n.paymentState === 'PAID')).toBe(true);
    // A power site on the gas page: nothing.
    const powerSite = all.find((f) => f.codUtility === 0)!.idsede;
    const none = ok(await invoices(email, { utility: 'GAS', siteId: String(powerSite) })).invoices;
    expect(none).toEqual({ totalCount: 0, totalAmount: 0, totalToPay: 0, nodes: [] });
  });

  it('a supply’s invoices are its own, not those of the other supplies of its site', async () => {
    const email = BUSINESS.corporate;
    const all = await held(email, await registryOf(email));
    const perSite = new Map<number, Set<number>>();
    for (const f of all)
      perSite.set(f.idsede, (perSite.get(f.idsede) ?? new Set()).add(f.idfornitura));
    const shared = all.find((f) => (perSite.get(f.idsede)?.size ?? 0) > 1)!;
    const own = all.filter((f) => f.idfornitura === shared.idfornitura);
    const page = ok(
      await invoices(
        email,
        { supplyId: String(shared.idfornitura), competenceFrom: '2000-01-01' },
        200,
      ),
    ).invoices;
    expect(page.totalCount).toBe(own.length);
    expect(page.totalAmount).toBe(round2(own.reduce((s, f) => s + f.importo, 0)));
    expect(page.totalCount).toBeLessThan(all.filter((f) => f.idsede === shared.idsede).length);
  });

  it('the site filter’s options are the registry’s sites of the commodity', async () => {
    const email = BUSINESS.corporate;
    const all = await held(email, await registryOf(email));
    const data = ok(
      await gql<{
        sites: Array<{ id: string; utility: string; registryId: string; name: string }>;
      }>(
        portal,
        cookies.get(email)!,
        '{ sites(utility: GAS) { id name address locality registryId utility } }',
      ),
    );
    const gasSites = new Set(all.filter((f) => f.codUtility === 1).map((f) => String(f.idsede)));
    expect(new Set(data.sites.map((s) => s.id))).toEqual(gasSites);
    expect(data.sites.every((s) => s.utility === 'GAS' && s.name)).toBe(true);
  });
});

describe('the consortium across its member registries', () => {
  const email = BUSINESS.consortia;
  const MEMBERS = [500001, 500002, 500003];

  it('each member registry gives its own gas invoices and sites; the switcher moves the default', async () => {
    for (const member of MEMBERS) {
      const expected = (await held(email, member)).filter((f) => f.codUtility === 1);
      const page = ok(
        await invoices(email, { utility: 'GAS', registryId: String(member) }),
      ).invoices;
      expect(page.totalCount).toBe(expected.length);
      expect(page.nodes.every((n) => n.registryId === String(member))).toBe(true);
      const sites = ok(
        await gql<{ sites: Array<{ registryId: string }> }>(
          portal,
          cookies.get(email)!,
          'query S($r: ID) { sites(utility: GAS, registryId: $r) { registryId } }',
          { r: String(member) },
        ),
      ).sites;
      expect(sites.length).toBeGreaterThan(0);
      expect(sites.every((s) => s.registryId === String(member))).toBe(true);
    }
    const switched = await portal.api(cookies.get(email)!, '/api/session/registry', {
      method: 'PUT',
      body: JSON.stringify({ idAnagrafica: 500003 }),
    });
    expect(switched.status).toBe(200);
    const page = ok(await invoices(email, { utility: 'POWER' })).invoices;
    expect(page.nodes.every((n) => n.registryId === '500003')).toBe(true);
    expect(page.totalCount).toBe(
      (await held(email, 500003)).filter((f) => f.codUtility === 0).length,
    );
  });

  it('allRegistries: the page spans every member registry, its count and totals the sum of the members’', async () => {
    for (const [utility, code] of [
      ['GAS', 1],
      ['POWER', 0],
    ] as const) {
      const expected = (
        await Promise.all(
          MEMBERS.map(async (m) => (await held(email, m)).map((f) => ({ ...f, registry: m }))),
        )
      )
        .flat()
        .filter((f) => f.codUtility === code);
      const page = ok(await invoices(email, { utility, allRegistries: true }, 50)).invoices;
      expect(page.totalCount).toBe(expected.length);
      expect(page.totalAmount).toBe(round2(expected.reduce((s, f) => s + f.importo, 0)));
      expect(page.totalToPay).toBe(round2(expected.reduce((s, f) => s + f.totaleApagare, 0)));
      expect(page.nodes.every((n) => n.utility === utility)).toBe(true);
      // Newest first across the members: the first page already mixes their invoices.
      expect(new Set(page.nodes.map((n) => n.registryId)).size).toBeGreaterThan(1);
      const sites = ok(
        await gql<{ sites: Array<{ id: string; registryId: string }> }>(
          portal,
          cookies.get(email)!,
          'query S($u: Utility) { sites(utility: $u, allRegistries: true) { id registryId } }',
          { u: utility },
        ),
      ).sites;
      expect(new Set(sites.map((s) => s.id))).toEqual(
        new Set(expected.map((f) => String(f.idsede))),
      );
      expect(new Set(sites.map((s) => Number(s.registryId)))).toEqual(
        new Set(expected.map((f) => f.registry)),
      );
    }
  });

  it('registryId and allRegistries together are BAD_USER_INPUT', async () => {
    const both = await invoices(email, { registryId: '500001', allRegistries: true });
    expect(both.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const sites = await gql(
      portal,
      cookies.get(email)!,
      '{ sites(registryId: "500001", allRegistries: true) { id } }',
    );
    expect(sites.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('another customer’s registry or site is NOT_FOUND, exactly like an unknown one', async () => {
    const acmeSite = (await held(BUSINESS.corporate, 200001))[0]!.idsede;
    const shape = (a: Awaited<ReturnType<typeof invoices>>) => ({
      data: a.data,
      errors: a.errors?.map((e) => ({ message: e.message, code: e.extensions?.code })),
    });
    for (const [foreign, unknown] of [
      [{ registryId: '200001' }, { registryId: '999991' }],
      [{ siteId: String(acmeSite) }, { siteId: '99999991' }],
    ] as const) {
      const a = await invoices(email, foreign);
      const b = await invoices(email, unknown);
      expect(a.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(shape(a)).toEqual(shape(b));
    }
    const sites = await gql(portal, cookies.get(email)!, '{ sites(registryId: "200001") { id } }');
    expect(sites.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('an invoice’s detail', () => {
  it('rows carry units as keys with upstream’s words beside, unit prices with their precision; the detail PDF where upstream has one', async () => {
    const email = BUSINESS.pa;
    const cookie = cookies.get(email)!;
    const list = ok(
      await gql<{ invoices: { nodes: Array<{ id: string; hasDetailPdf: boolean }> } }>(
        portal,
        cookie,
        '{ invoices(first: 200, filter: { utility: POWER }) { nodes { id hasDetailPdf } } }',
      ),
    ).invoices.nodes;
    const withDetail = list.find((n) => n.hasDetailPdf)!;
    const without = list.find((n) => !n.hasDetailPdf)!;
    type Detail = {
      invoiceById: {
        invoice: { unit: string; unitText: string };
        rows: Array<{ unit: string; unitText: string; unitPrice: number; quantity: number }>;
        pdfUrl: string;
        detailPdfUrl: string | null;
      };
    };
    const q =
      'query D($id: ID!) { invoiceById(id: $id) { invoice { unit unitText } rows { unit unitText unitPrice quantity } pdfUrl detailPdfUrl } }';
    const detail = ok(await gql<Detail>(portal, cookie, q, { id: withDetail.id })).invoiceById;
    expect(detail.invoice).toEqual({ unit: 'KWH', unitText: 'kWh' });
    expect(new Set(detail.rows.map((r) => r.unit))).toEqual(new Set(['KWH', 'KW', 'MONTH']));
    expect(detail.rows.find((r) => r.unit === 'MONTH')).toMatchObject({
      unitText: 'mese',
      quantity: 1,
    });
    const price = detail.rows.find((r) => r.unit === 'KWH')!.unitPrice;
    expect(String(price).split('.')[1]!.length).toBeGreaterThanOrEqual(4);
    expect(detail.detailPdfUrl).toBe(`/api/files/invoices/${withDetail.id}?variant=detail`);
    const pdf = await portal.api(cookie, detail.detailPdfUrl!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    await pdf.body?.cancel();
    const plain = ok(await gql<Detail>(portal, cookie, q, { id: without.id })).invoiceById;
    expect(plain.detailPdfUrl).toBeNull();
    expect(plain.pdfUrl).toBe(`/api/files/invoices/${without.id}`);
  });
});
