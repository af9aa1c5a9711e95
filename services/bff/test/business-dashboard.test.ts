// Through the real flow (BFF + sandbox): the business home's figures for corporate,
// pa, pa-non-conv and consortia — per commodity the menu shows, the bills to pay and overdue, the
// supplies by §4 status and the open operations; the latest notifications and export jobs. The
// expected values are read from the sandbox's data service directly, as the supplier's systems
// hold them. A consortium sees its selected member registry (§1); a block whose upstream call
// fails is reported unavailable while the rest is answered.
import { portalTokens } from '@portal/sandbox/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { romeToday } from '../src/graphql/inputs.ts';
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
  for (const email of [...Object.values(BUSINESS), 'solo.luce@demo.it'])
    cookies.set(email, (await portal.signIn(email)).cookie);
}, 60_000);
afterEach(async () => portal.sandbox.admin.clearFaults());
afterAll(async () => portal?.close());

interface Figure {
  count: number;
  amount: number;
}
interface Home {
  registryIds: string[];
  commodities: Array<{
    utility: 'GAS' | 'POWER';
    bills: { toPay: Figure; overdue: Figure } | null;
    supplies: { totalCount: number; byStatus: Array<{ status: string; count: number }> } | null;
    operations: { openCount: number; byState: Array<{ state: string; count: number }> } | null;
  }>;
  notifications: {
    unreadCount: number;
    latest: Array<{ id: string; date: string; title: string }>;
  } | null;
  exports: { totalCount: number; latest: Array<{ id: string; status: string }> } | null;
  unavailable: string[];
}

const HOME = `query Home($registryId: ID, $allRegistries: Boolean) {
  businessDashboard(registryId: $registryId, allRegistries: $allRegistries) {
    registryIds
    commodities {
      utility
      bills { toPay { count amount } overdue { count amount } }
      supplies { totalCount byStatus { status count } }
      operations { openCount byState { state count } }
    }
    notifications { unreadCount latest { id date title } }
    exports { totalCount latest { id status } }
    unavailable
  }
}`;

function home(email: string, variables: Record<string, unknown> = {}) {
  return gql<{ businessDashboard: Home }>(portal, cookies.get(email)!, HOME, variables);
}

/** What the data service holds for some registries (every record: these customers have fewer than 500). */
async function held(email: string, ids: number[]) {
  const { access_token } = await portalTokens(portal.sandbox, email);
  const response = await fetch(`${portal.sandbox.url}/ubik/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query H($ids: [Int!]!) {
        fatture(idanagrafica: $ids, first: 500) { totalCount nodes { codUtility statoPagamento totaleApagare dataScadenza } }
        forniture(idanagrafica: $ids, first: 500) { totalCount nodes { codUtility statoFornitura } }
        operazioni(idanagrafica: $ids, first: 500) { totalCount nodes { codUtility stato } }
        notifiche(idanagrafica: $ids, first: 500) { totalCount nonLette }
      }`,
      variables: { ids },
    }),
  });
  const { data } = (await response.json()) as {
    data: {
      fatture: {
        totalCount: number;
        nodes: Array<{
          codUtility: number;
          statoPagamento: string;
          totaleApagare: number;
          dataScadenza: string;
        }>;
      };
      forniture: {
        totalCount: number;
        nodes: Array<{ codUtility: number; statoFornitura: string }>;
      };
      operazioni: { totalCount: number; nodes: Array<{ codUtility: number; stato: string }> };
      notifiche: { totalCount: number; nonLette: number };
    };
  };
  expect(data.fatture.nodes).toHaveLength(data.fatture.totalCount);
  expect(data.forniture.nodes).toHaveLength(data.forniture.totalCount);
  return data;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const CODE = { GAS: 1, POWER: 0 } as const;
const SUPPLY_STATUS: Record<string, string> = {
  Attiva: 'ACTIVE',
  'In fase di attivazione': 'ACTIVATING',
  Sospesa: 'SUSPENDED',
  Cessata: 'CEASED',
};

async function registryOf(email: string): Promise<number> {
  const data = ok(
    await gql<{ registry: { id: string } }>(portal, cookies.get(email)!, '{ registry { id } }'),
  );
  return Number(data.registry.id);
}

/** The home's figures of one commodity, worked out from what the data service holds. */
function expected(data: Awaited<ReturnType<typeof held>>, utility: 'GAS' | 'POWER') {
  const code = CODE[utility];
  const unpaid = data.fatture.nodes.filter(
    (f) => f.codUtility === code && f.statoPagamento !== 'Pagata',
  );
  // §4 overdue: unpaid past the due date, whatever word upstream has for it yet.
  const overdue = unpaid.filter((f) => f.dataScadenza.slice(0, 10) < romeToday());
  const sum = (list: typeof unpaid) => round2(list.reduce((s, f) => s + f.totaleApagare, 0));
  const supplies = data.forniture.nodes.filter((f) => f.codUtility === code);
  const byStatus = new Map<string, number>();
  for (const f of supplies) {
    const status = SUPPLY_STATUS[f.statoFornitura] ?? 'UNKNOWN';
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  }
  const open = data.operazioni.nodes.filter(
    (o) => o.codUtility === code && (o.stato === 'Trasmessa' || o.stato === 'In lavorazione'),
  );
  return {
    bills: {
      toPay: { count: unpaid.length, amount: sum(unpaid) },
      overdue: { count: overdue.length, amount: sum(overdue) },
    },
    supplies: { totalCount: supplies.length, byStatus: Object.fromEntries(byStatus) },
    openOperations: open.length,
  };
}

describe('the business home of each segment (§2 /corporate, /pa, /pa-non-conv, /consortia)', () => {
  it.each(Object.entries(BUSINESS))(
    '%s: each commodity’s bills to pay and overdue, supplies by §4 status and open operations are what upstream holds',
    async (_segment, email) => {
      const registry = await registryOf(email);
      const data = await held(email, [registry]);
      const answer = ok(await home(email)).businessDashboard;
      expect(answer.unavailable).toEqual([]);
      expect(answer.registryIds).toEqual([String(registry)]);
      // These customers have both commodities in their menu (§4 section flags).
      expect(answer.commodities.map((c) => c.utility).sort()).toEqual(['GAS', 'POWER']);
      for (const commodity of answer.commodities) {
        const want = expected(data, commodity.utility);
        expect(commodity.bills).toEqual(want.bills);
        expect(commodity.supplies?.totalCount).toBe(want.supplies.totalCount);
        expect(commodity.supplies?.totalCount).toBeGreaterThan(0);
        expect(
          Object.fromEntries(commodity.supplies!.byStatus.map((s) => [s.status, s.count])),
        ).toEqual(want.supplies.byStatus);
        expect(commodity.operations?.openCount).toBe(want.openOperations);
        expect(commodity.operations?.byState.every((s) => s.count > 0)).toBe(true);
      }
      expect(answer.notifications?.unreadCount).toBe(data.notifiche.nonLette);
      expect(answer.notifications?.latest.length).toBe(Math.min(3, data.notifiche.totalCount));
      expect(answer.exports).toEqual({ totalCount: expect.any(Number), latest: expect.any(Array) });
    },
  );

  it('acme has bills to pay and overdue ones somewhere: the figures are not all zero', async () => {
    const answer = ok(await home(BUSINESS.corporate)).businessDashboard;
    const toPay = answer.commodities.reduce((n, c) => n + (c.bills?.toPay.count ?? 0), 0);
    expect(toPay).toBeGreaterThan(0);
    for (const c of answer.commodities)
      expect(c.bills!.overdue.count).toBeLessThanOrEqual(c.bills!.toPay.count);
  });

  it('§2 menu: a customer with light only gets the light figures only', async () => {
    const answer = ok(await home('solo.luce@demo.it')).businessDashboard;
    expect(answer.commodities.map((c) => c.utility)).toEqual(['POWER']);
  });

  it('the latest export jobs come newest first, at most three, with their §4 status keys', async () => {
    const email = BUSINESS.corporate;
    const invoices = ok(
      await gql<{ invoices: { nodes: Array<{ id: string }> } }>(
        portal,
        cookies.get(email)!,
        '{ invoices(first: 4) { nodes { id } } }',
      ),
    ).invoices.nodes.map((n) => n.id);
    // Four different exports: the same one asked for again would answer its first job.
    for (let i = 0; i < 4; i++)
      ok(
        await gql(
          portal,
          cookies.get(email)!,
          'mutation S($ids: [ID!]!) { startInvoiceExport(invoiceIds: $ids) { id } }',
          { ids: [invoices[i]] },
        ),
      );
    const answer = ok(await home(email)).businessDashboard;
    expect(answer.exports!.totalCount).toBeGreaterThanOrEqual(4);
    expect(answer.exports!.latest).toHaveLength(3);
    const KEYS = [
      'created',
      'waitingForActivation',
      'waitingToRun',
      'running',
      'waitingForChildrenToComplete',
      'ranToCompletion',
      'canceled',
      'faulted',
      'unknown',
    ];
    expect(answer.exports!.latest.every((j) => KEYS.includes(j.status))).toBe(true);
  });
});

describe('§1: a consortium’s home is its selected member registry', () => {
  const email = BUSINESS.consortia;
  const MEMBERS = [500001, 500002, 500003];

  it('the selected registry by default; the switcher moves it; another registry is named, all members asked for', async () => {
    const selected = await registryOf(email);
    expect(MEMBERS).toContain(selected);
    const first = ok(await home(email)).businessDashboard;
    expect(first.registryIds).toEqual([String(selected)]);
    const own = await held(email, [selected]);
    for (const c of first.commodities)
      expect(c.supplies?.totalCount).toBe(expected(own, c.utility).supplies.totalCount);

    const other = MEMBERS.find((m) => m !== selected)!;
    const switched = await portal.api(cookies.get(email)!, '/api/session/registry', {
      method: 'PUT',
      body: JSON.stringify({ idAnagrafica: other }),
    });
    expect(switched.status).toBe(200);
    const after = ok(await home(email)).businessDashboard;
    expect(after.registryIds).toEqual([String(other)]);
    const theirs = await held(email, [other]);
    for (const c of after.commodities) {
      const want = expected(theirs, c.utility);
      expect(c.bills).toEqual(want.bills);
      expect(c.supplies?.totalCount).toBe(want.supplies.totalCount);
      expect(c.operations?.openCount).toBe(want.openOperations);
    }

    const named = ok(await home(email, { registryId: String(selected) })).businessDashboard;
    expect(named.registryIds).toEqual([String(selected)]);
    expect(named.commodities).toEqual(first.commodities);

    const all = ok(await home(email, { allRegistries: true })).businessDashboard;
    expect(all.registryIds.map(Number).sort()).toEqual(MEMBERS);
    const every = await held(email, MEMBERS);
    for (const c of all.commodities)
      expect(c.supplies?.totalCount).toBe(expected(every, c.utility).supplies.totalCount);
    // Back to where the suite started.
    await portal.api(cookies.get(email)!, '/api/session/registry', {
      method: 'PUT',
      body: JSON.stringify({ idAnagrafica: selected }),
    });
  });

  it('another customer’s registry is NOT_FOUND, like an unknown one; both scopes at once is BAD_USER_INPUT', async () => {
    const foreign = await registryOf(BUSINESS.corporate);
    expect(codes(await home(BUSINESS.consortia, { registryId: String(foreign) }))).toEqual([
      'NOT_FOUND',
    ]);
    expect(codes(await home(BUSINESS.consortia, { registryId: '999999999' }))).toEqual([
      'NOT_FOUND',
    ]);
    expect(
      codes(await home(BUSINESS.consortia, { registryId: '500001', allRegistries: true })),
    ).toEqual(['BAD_USER_INPUT']);
  });
});

describe('a block whose upstream call fails is unavailable, the others are answered', () => {
  it('the export list keeps failing: exports are null and named, bills, supplies, operations and notifications are there', async () => {
    await portal.sandbox.admin.addFault({
      method: 'GET',
      path: '^/api/invoices/export-pdf/list$',
      status: 503,
      times: 0,
    });
    const answer = await home(BUSINESS.pa);
    expect(answer.errors).toBeUndefined();
    const data = answer.data!.businessDashboard;
    expect(data.unavailable).toEqual(['EXPORTS']);
    expect(data.exports).toBeNull();
    expect(data.notifications).not.toBeNull();
    for (const c of data.commodities) {
      expect(c.bills).not.toBeNull();
      expect(c.supplies).not.toBeNull();
      expect(c.operations).not.toBeNull();
    }
  });

  it('the data service keeps failing: every data block is unavailable, the export jobs still show', async () => {
    await portal.sandbox.admin.addFault({
      method: 'POST',
      path: '^/ubik/graphql$',
      status: 502,
      times: 0,
    });
    const data = ok(await home(BUSINESS['pa-non-conv'])).businessDashboard;
    expect(data.unavailable).toEqual(['BILLS', 'SUPPLIES', 'OPERATIONS', 'NOTIFICATIONS']);
    expect(data.commodities.length).toBe(2);
    for (const c of data.commodities) expect(c).toMatchObject({ bills: null, supplies: null });
    expect(data.exports).not.toBeNull();
  });

  it('an ended session is not a missing block: a refused refresh fails the request, UNAUTHENTICATED (§4)', async () => {
    const email = BUSINESS.corporate;
    await portal.sandbox.admin.expireTokens(email, true);
    const answer = await home(email);
    expect(answer.status).toBe(401);
    expect(codes(answer)).toContain('UNAUTHENTICATED');
    // Signed in again for any test after this one.
    cookies.set(email, (await portal.signIn(email)).cookie);
  });
});
