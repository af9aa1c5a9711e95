// Through the real flow (BFF + sandbox): the commodity overview of each
// business segment — every figure checked against what the sandbox's data service holds — and the
// consortium's profile: its conventions with the §6 logos the BFF serves, and its member registries.
import { portalTokens } from '@portal/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { romeToday } from '../src/graphql/inputs.ts';
import { yearEndingOn } from '../src/domains/overview/resolvers.ts';
import { codes, gql, ok } from './graphql-support.ts';
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

/** A query straight to the sandbox's data service, as the supplier's systems answer it. */
async function upstream<T>(email: string, query: string): Promise<T> {
  const { access_token } = await portalTokens(portal.sandbox, email);
  const response = await fetch(`${portal.sandbox.url}/ubik/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data: T };
  return body.data;
}

interface Held {
  supplies: Array<{ idsede: number; statoFornitura: string; consumoAnnuo: number }>;
  invoices: Array<{
    idfattura: number;
    idsede: number;
    importo: number;
    totaleApagare: number;
    dataEmissione: string;
    dataScadenza: string;
    statoPagamento: string;
  }>;
  convention: { businessConventionCode: string } | undefined;
  aidIndici: number;
}

/** Everything upstream holds of one registry's commodity (these customers have fewer than 500). */
async function held(email: string, idanagrafica: number, code: 0 | 1): Promise<Held> {
  const codUtility = code === 1 ? 'Gas' : 'Power';
  const data = await upstream<{
    forniture: { nodes: Held['supplies'] };
    fatture: {
      totalCount: number;
      nodes: Array<Held['invoices'][number] & { codUtility: number }>;
    };
    contratti: { nodes: Array<{ businessConventionCode: string }> };
    anagrafica: { aidIndici: { consumoAnnoEe: number } };
  }>(
    email,
    `{
      forniture(idanagrafica: [${idanagrafica}], codUtility: ${codUtility}, first: 500) { nodes { idsede statoFornitura consumoAnnuo } }
      fatture(idanagrafica: [${idanagrafica}], first: 500) { totalCount nodes { idfattura idsede codUtility importo totaleApagare dataEmissione dataScadenza statoPagamento } }
      contratti(idanagrafica: [${idanagrafica}], codUtility: ${codUtility}, hasBusinessConvention: true, first: 1) { nodes { businessConventionCode } }
      anagrafica(idanagrafica: ${idanagrafica}) { aidIndici { consumoAnnoEe } }
    }`,
  );
  expect(data.fatture.totalCount).toBe(data.fatture.nodes.length);
  return {
    supplies: data.forniture.nodes,
    invoices: data.fatture.nodes.filter((f) => f.codUtility === code),
    convention: data.contratti.nodes[0],
    aidIndici: data.anagrafica.aidIndici.consumoAnnoEe,
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

const OVERVIEW = `query O($u: Utility!, $r: ID, $all: Boolean) {
  commodityOverview(utility: $u, registryId: $r, allRegistries: $all) {
    utility supplyCount suppliesByStatus { status count } siteCount annualConsumption unit
    registryAnnualConsumption spendFrom spendTo invoiceCount annualSpend unpaidCount amountToPay
    overdueCount overdueAmount nextDue { invoiceId documentNumber dueDate amountToPay }
    convention { code name type startDate endDate }
  }
}`;

interface Overview {
  utility: string;
  supplyCount: number;
  suppliesByStatus: Array<{ status: string; count: number }>;
  siteCount: number;
  annualConsumption: number;
  unit: string;
  registryAnnualConsumption: number | null;
  spendFrom: string;
  spendTo: string;
  invoiceCount: number;
  annualSpend: number;
  unpaidCount: number;
  amountToPay: number;
  overdueCount: number;
  overdueAmount: number;
  nextDue: { invoiceId: string; dueDate: string; amountToPay: number } | null;
  convention: { code: string; name: string | null; startDate: string | null } | null;
}

async function overview(email: string, variables: Record<string, unknown>) {
  return gql<{ commodityOverview: Overview }>(portal, cookies.get(email)!, OVERVIEW, variables);
}

async function registryOf(email: string): Promise<number> {
  const data = ok(
    await gql<{ registry: { id: string } }>(portal, cookies.get(email)!, '{ registry { id } }'),
  );
  return Number(data.registry.id);
}

const UNPAID = ['Da pagare', 'Scaduta', 'Parzialmente pagata'];
const STATE_KEYS: Record<string, string> = {
  Attiva: 'ACTIVE',
  'In fase di attivazione': 'ACTIVATING',
  Sospesa: 'SUSPENDED',
  Cessata: 'CEASED',
};

/** The overview the held data gives, worked out here the long way. */
function expected(h: Held, code: 0 | 1) {
  const sites = new Set(h.supplies.map((s) => s.idsede));
  const today = romeToday();
  const { from, to } = yearEndingOn(today);
  const lastYear = h.invoices.filter(
    (f) => sites.has(f.idsede) && f.dataEmissione >= from && f.dataEmissione <= to,
  );
  const unpaid = h.invoices
    .filter((f) => sites.has(f.idsede) && UNPAID.includes(f.statoPagamento))
    .sort((a, b) => a.dataScadenza.localeCompare(b.dataScadenza));
  const overdue = unpaid.filter((f) => f.dataScadenza.slice(0, 10) < today);
  const byStatus = new Map<string, number>();
  for (const s of h.supplies) {
    const key = STATE_KEYS[s.statoFornitura] ?? 'UNKNOWN';
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }
  return {
    supplyCount: h.supplies.length,
    byStatus,
    siteCount: sites.size,
    annualConsumption: Math.round(
      h.supplies
        .filter((s) => s.statoFornitura === 'Attiva')
        .reduce((n, s) => n + s.consumoAnnuo, 0),
    ),
    registryAnnualConsumption: code === 0 ? Math.round(h.aidIndici) : null,
    invoiceCount: lastYear.length,
    annualSpend: round2(lastYear.reduce((n, f) => n + f.importo, 0)),
    unpaidCount: unpaid.length,
    amountToPay: round2(unpaid.reduce((n, f) => n + f.totaleApagare, 0)),
    overdueCount: overdue.length,
    overdueAmount: round2(overdue.reduce((n, f) => n + f.totaleApagare, 0)),
    // The earliest due date from today on: a bill overdue for months is not the next one due.
    firstDue:
      unpaid.find((f) => f.dataScadenza.slice(0, 10) >= today)?.dataScadenza.slice(0, 10) ?? null,
  };
}

describe('the commodity overview of each business segment', () => {
  it.each(Object.entries(BUSINESS))(
    '%s: gas and light — supplies by §4 state, sites, consumption, 12 months’ spend, what is left to pay and the first due date, as upstream holds them',
    async (_segment, email) => {
      const registry = await registryOf(email);
      for (const [utility, code] of [
        ['GAS', 1],
        ['POWER', 0],
      ] as const) {
        const h = await held(email, registry, code);
        const want = expected(h, code);
        const got = ok(await overview(email, { u: utility })).commodityOverview;
        expect(got.utility).toBe(utility);
        expect(got.unit).toBe(code === 1 ? 'SMC' : 'KWH');
        expect(got.supplyCount).toBe(want.supplyCount);
        expect(got.supplyCount).toBeGreaterThan(0);
        expect(new Map(got.suppliesByStatus.map((s) => [s.status, s.count]))).toEqual(
          want.byStatus,
        );
        expect(got.siteCount).toBe(want.siteCount);
        expect(got.annualConsumption).toBe(want.annualConsumption);
        expect(got.registryAnnualConsumption).toBe(want.registryAnnualConsumption);
        expect(got.invoiceCount).toBe(want.invoiceCount);
        expect(got.annualSpend).toBe(want.annualSpend);
        expect(got.unpaidCount).toBe(want.unpaidCount);
        expect(got.amountToPay).toBe(want.amountToPay);
        expect(got.overdueCount).toBe(want.overdueCount);
        expect(got.overdueAmount).toBe(want.overdueAmount);
        expect(got.nextDue?.dueDate ?? null).toBe(want.firstDue);
        expect(got.convention?.code ?? null).toBe(h.convention?.businessConventionCode ?? null);
      }
    },
  );

  it('§3 businessConvention*: the pa customer’s convention contracts give the convention and its dates', async () => {
    const got = ok(await overview(BUSINESS.pa, { u: 'POWER' })).commodityOverview;
    expect(got.convention).toMatchObject({ code: 'CONV-PA-VR' });
    expect(got.convention?.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const acme = ok(await overview(BUSINESS.corporate, { u: 'POWER' })).commodityOverview;
    expect(acme.convention).toBeNull();
  });

  it('a consortium: allRegistries adds up its members; registryId names one; both at once is refused', async () => {
    const email = BUSINESS.consortia;
    const members = [500001, 500002, 500003];
    const each = await Promise.all(
      members.map(
        async (m) => ok(await overview(email, { u: 'GAS', r: String(m) })).commodityOverview,
      ),
    );
    const all = ok(await overview(email, { u: 'GAS', all: true })).commodityOverview;
    expect(all.supplyCount).toBe(each.reduce((n, o) => n + o.supplyCount, 0));
    expect(all.siteCount).toBe(each.reduce((n, o) => n + o.siteCount, 0));
    expect(all.annualSpend).toBeCloseTo(
      each.reduce((n, o) => n + o.annualSpend, 0),
      2,
    );
    expect(all.unpaidCount).toBe(each.reduce((n, o) => n + o.unpaidCount, 0));
    const both = await overview(email, { u: 'GAS', r: '500001', all: true });
    expect(codes(both)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('the consortium’s conventions, logos and member registries', () => {
  const CONSORTIUM = `{ consortium { conventions { code name logoUrl } members { id companyName taxCode vatNumber customerKind } } }`;

  it('§6: the consorzio account’s consortia with their logos, and its three member registries with their tax codes', async () => {
    const data = ok(
      await gql<{
        consortium: {
          conventions: Array<{ code: string; name: string; logoUrl: string | null }>;
          members: Array<{
            id: string;
            companyName: string;
            taxCode: string;
            customerKind: string;
          }>;
        };
      }>(portal, cookies.get(BUSINESS.consortia)!, CONSORTIUM),
    );
    expect(data.consortium.conventions).toEqual([
      {
        code: 'CONS-ALTO-ADIGE',
        name: 'Consorzio Energia Alto Adige',
        logoUrl: '/brand/consortia/CONS-ALTO-ADIGE.svg',
      },
      {
        code: 'CONS-DOLOMITI',
        name: 'Consorzio Dolomiti Energia Imprese',
        logoUrl: '/brand/consortia/CONS-DOLOMITI.svg',
      },
    ]);
    expect(data.consortium.members.map((m) => [m.id, m.customerKind])).toEqual([
      ['500001', 'CORPORATE'],
      ['500002', 'ASSOCIATION'],
      ['500003', 'SME'],
    ]);
    for (const member of data.consortium.members) {
      const held = await upstream<{ anagrafica: { ragSoc: string; cfisc: string } }>(
        BUSINESS.consortia,
        `{ anagrafica(idanagrafica: ${member.id}) { ragSoc cfisc } }`,
      );
      expect([member.companyName, member.taxCode]).toEqual([
        held.anagrafica.ragSoc,
        held.anagrafica.cfisc,
      ]);
    }
    for (const { logoUrl } of data.consortium.conventions) {
      const response = await fetch(`${portal.url}${logoUrl}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('content-security-policy')).toContain('sandbox');
      expect(await response.text()).toMatch(/^<svg[\s\S]*<title id="t">Consorzio/);
    }
  });

  it('a customer who is not a consortium has none', async () => {
    const data = ok(
      await gql<{ consortium: null }>(portal, cookies.get(BUSINESS.corporate)!, CONSORTIUM),
    );
    expect(data.consortium).toBeNull();
  });
});
