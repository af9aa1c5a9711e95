// Through the real flow (BFF + sandbox): the API of a public body's convention pages —
// comune.verona's gas and light conventions with their alerts, orders, connections, contracts,
// registry, report (and its CSV in both dialects, totals equal to the API's), documents; placing an
// order, validated first; asl.trento (pa-non-conv) and a company refused. Expected figures are read
// from the sandbox's data service directly, as the supplier's systems hold them.
import { parseCsv, parseCsvNumber } from '@portal/shared/csv';
import { addIsoDays } from '@portal/shared/procurement';
import { portalTokens } from '@portal/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { romeToday } from '../src/graphql/inputs.ts';
import { codes, gql, ok } from './graphql-support.ts';
import { startPortal, type RunningPortal } from './helpers.ts';

let portal: RunningPortal;
let verona = '';
let asl = '';
let acme = '';

beforeAll(async () => {
  portal = await startPortal();
  verona = (await portal.signIn('comune.verona@demo.it')).cookie;
  asl = (await portal.signIn('asl.trento@demo.it')).cookie;
  acme = (await portal.signIn('acme@demo.it')).cookie;
}, 60_000);
afterAll(async () => portal?.close());

async function upstream<T>(query: string): Promise<T> {
  const { access_token } = await portalTokens(portal.sandbox, 'comune.verona@demo.it');
  const response = await fetch(`${portal.sandbox.url}/ubik/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return ((await response.json()) as { data: T }).data;
}

const CONVENTION = `query C($u: Utility!) { convention(utility: $u) {
  id utility name lot frameworkCig validFrom validTo unit maxQuantity orderedQuantity availableQuantity
  usedShare supplies spend openOrders earliestStartDate alerts { kind daysLeft usedShare }
  contacts { role name email phone } } }`;

interface Convention {
  validTo: string;
  maxQuantity: number;
  orderedQuantity: number;
  availableQuantity: number;
  spend: number;
  openOrders: number;
  earliestStartDate: string | null;
  contacts: { role: string; name: string; email: string | null; phone: string | null }[];
  alerts: { kind: string; daysLeft: number | null; usedShare: number | null }[];
}

const convention = async (cookie: string, u: 'GAS' | 'POWER') =>
  gql<{ convention: Convention }>(portal, cookie, CONVENTION, { u });

const ORDER_FIELDS = `id number state stateText cig cup officeCode startDate rejectionReason
  history { state date note } points { id supplyId pointId newConnection site connectionState expectedStart }`;

describe('the convention overview', () => {
  it('gas: the figures upstream holds, the quantity nearly used up', async () => {
    const gas = ok(await convention(verona, 'GAS')).convention;
    const held = await upstream<{
      convenzioni: { quantitaMassima: number; quantitaOrdinata: number; spesaTotale: number }[];
    }>(
      '{ convenzioni(idanagrafica: [300001], codUtility: Gas) { quantitaMassima quantitaOrdinata spesaTotale } }',
    );
    expect(gas.maxQuantity).toBe(held.convenzioni[0]?.quantitaMassima);
    expect(gas.orderedQuantity).toBe(held.convenzioni[0]?.quantitaOrdinata);
    expect(gas.spend).toBe(held.convenzioni[0]?.spesaTotale);
    expect(gas.alerts.map((a) => a.kind)).toEqual(['QUANTITY_NEARLY_USED']);
    expect(gas.alerts[0]?.usedShare).toBeGreaterThanOrEqual(0.9);
    expect(gas.openOrders).toBeGreaterThan(0);
    expect(gas.contacts.map((c) => c.role)).toEqual([
      'CONVENTION_DESK',
      'ACCOUNT_MANAGER',
      'CERTIFIED_MAIL',
    ]);
  });

  it('light: ending within 60 days, the earliest start 30 days ahead', async () => {
    const light = ok(await convention(verona, 'POWER')).convention;
    const today = romeToday();
    expect(light.alerts).toEqual([
      { kind: 'EXPIRING', daysLeft: expect.any(Number) as number, usedShare: null },
    ]);
    expect(light.alerts[0]?.daysLeft).toBeLessThanOrEqual(60);
    expect(light.earliestStartDate).toBe(addIsoDays(today, 30));
  });

  it('asl.trento (pa-non-conv) and a company are FORBIDDEN with reason noConvention; a foreign registry is NOT_FOUND', async () => {
    for (const cookie of [asl, acme]) {
      const answer = await convention(cookie, 'GAS');
      expect(codes(answer)).toEqual(['FORBIDDEN']);
      expect(answer.errors?.[0]?.extensions?.reason).toBe('noConvention');
    }
    const foreign = await gql(
      portal,
      asl,
      `{ convention(utility: GAS, registryId: "300001") { id } }`,
    );
    expect(codes(foreign)).toEqual(['NOT_FOUND']);
    // Another pa under a convention: the registry and the orders of comune.verona are not its own.
    const bolzano = (await portal.signIn('comune.bolzano@demo.it')).cookie;
    expect(ok(await convention(bolzano, 'GAS')).convention.alerts).toEqual([]);
    const veronaOrder = ok(
      await gql<{ conventionOrders: { id: string }[] }>(
        portal,
        verona,
        '{ conventionOrders(utility: GAS) { id } }',
      ),
    ).conventionOrders[0]?.id;
    for (const query of [
      `{ convention(utility: GAS, registryId: "300001") { id } }`,
      `{ conventionOrders(utility: GAS, orderId: "${veronaOrder ?? ''}") { id } }`,
    ])
      expect(codes(await gql(portal, bolzano, query))).toEqual(['NOT_FOUND']);
    const csv = await portal.api(
      asl,
      '/api/files/convention-report.csv?utility=GAS&from=2026-01&to=2026-03',
    );
    expect(csv.status).toBe(403);
  });
});

describe('orders, connections, contracts, registry and documents', () => {
  it('orders in every state with their history and points; an unknown order is NOT_FOUND', async () => {
    const { conventionOrders } = ok(
      await gql<{
        conventionOrders: {
          state: string;
          history: { state: string }[];
          rejectionReason: string | null;
        }[];
      }>(portal, verona, `{ conventionOrders(utility: GAS) { ${ORDER_FIELDS} } }`),
    );
    expect(new Set(conventionOrders.map((o) => o.state))).toEqual(
      new Set(['TRANSMITTED', 'PROCESSING', 'ACCEPTED', 'REJECTED']),
    );
    for (const o of conventionOrders) expect(o.history.at(-1)?.state).toBe(o.state);
    expect(conventionOrders.find((o) => o.state === 'REJECTED')?.rejectionReason).toBeTruthy();
    const unknown = await gql(
      portal,
      verona,
      `{ conventionOrders(utility: GAS, orderId: "1") { id } }`,
    );
    expect(codes(unknown)).toEqual(['NOT_FOUND']);
  });

  it('connections, contracts, the registry for e-invoicing and the documents as PDFs', async () => {
    const data = ok(
      await gql<{
        conventionConnections: { connectionState: string }[];
        conventionContracts: { status: string; contractedQuantity: number }[];
        conventionRegistry: {
          ipaCode: string;
          splitPayment: boolean;
          invoicingOffices: { code: string }[];
        };
        conventionDocuments: { kind: string; downloadUrl: string }[];
      }>(
        portal,
        verona,
        `{ conventionConnections(utility: GAS) { connectionState }
           conventionContracts(utility: GAS) { status contractedQuantity }
           conventionRegistry(utility: GAS) { ipaCode splitPayment invoicingOffices { code } }
           conventionDocuments(utility: GAS) { kind downloadUrl } }`,
      ),
    );
    expect(new Set(data.conventionConnections.map((p) => p.connectionState))).toEqual(
      new Set(['ACTIVE', 'NEW_CONNECTION', 'ORDERED', 'REJECTED']),
    );
    expect(
      data.conventionContracts.every((c) => c.status === 'ACTIVE' || c.status === 'ACTIVATING'),
    ).toBe(true);
    expect(data.conventionRegistry.splitPayment).toBe(true);
    expect(data.conventionRegistry.invoicingOffices[0]?.code).toMatch(/^[0-9A-Z]{6}$/);
    expect(new Set(data.conventionDocuments.map((d) => d.kind))).toEqual(
      new Set(['ADHESION', 'ORDER_CONFIRMATION', 'REPORT']),
    );
    const pdf = await portal.api(verona, data.conventionDocuments[0]?.downloadUrl ?? '');
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const foreign = await portal.api(asl, data.conventionDocuments[0]?.downloadUrl ?? '');
    expect(foreign.status).toBe(403);
    // Another pa under a convention: comune.verona's document is not among its own.
    const bolzano = (await portal.signIn('comune.bolzano@demo.it')).cookie;
    const other = await portal.api(bolzano, data.conventionDocuments[0]?.downloadUrl ?? '');
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: 'NOT_FOUND' });
  });
});

describe('a correction of the registry', () => {
  const ASK = `mutation C($input: RegistryCorrectionInput!) { requestRegistryCorrection(input: $input) {
    id caseNumber field requestedValue state } }`;

  it('is sent once and listed with the registry; a PEC must be an e-mail, an office code 6 characters', async () => {
    const asked = ok(
      await gql<{
        requestRegistryCorrection: { caseNumber: string; field: string; state: string };
      }>(portal, verona, ASK, {
        input: { utility: 'GAS', field: 'PEC', requestedValue: 'ragioneria@pec.comune.verona.it' },
      }),
    ).requestRegistryCorrection;
    expect(asked).toMatchObject({ field: 'PEC', state: 'TRANSMITTED' });
    const { conventionRegistry } = ok(
      await gql<{ conventionRegistry: { corrections: { caseNumber: string }[] } }>(
        portal,
        verona,
        '{ conventionRegistry(utility: GAS) { corrections { caseNumber } } }',
      ),
    );
    expect(conventionRegistry.corrections[0]?.caseNumber).toBe(asked.caseNumber);
    for (const [field, requestedValue, reason] of [
      ['PEC', 'non-una-pec', 'invalidEmail'],
      ['INVOICING_OFFICE', 'ABC', 'invalidOfficeCode'],
    ]) {
      const answer = await gql(portal, verona, ASK, {
        input: { utility: 'GAS', field, requestedValue },
      });
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason });
    }
    const refused = await gql(portal, asl, ASK, {
      input: { utility: 'GAS', field: 'OTHER', requestedValue: 'Ragione sociale' },
    });
    expect(codes(refused)).toEqual(['FORBIDDEN']);
  });
});

describe("the convention's invoices", () => {
  it('underConvention keeps the invoices of the supplies under the convention, and needs the utility', async () => {
    const q = `query I($c: Boolean) { invoices(filter: { utility: GAS, underConvention: $c }, first: 200) {
      totalCount nodes { supplyId } } }`;
    type Page = { invoices: { totalCount: number; nodes: { supplyId: string | null }[] } };
    const all = ok(await gql<Page>(portal, verona, q, { c: false })).invoices;
    const under = ok(await gql<Page>(portal, verona, q, { c: true })).invoices;
    const { conventionConnections } = ok(
      await gql<{ conventionConnections: { supplyId: string | null }[] }>(
        portal,
        verona,
        '{ conventionConnections(utility: GAS) { supplyId } }',
      ),
    );
    const points = new Set(conventionConnections.map((p) => p.supplyId).filter(Boolean));
    expect(under.totalCount).toBeGreaterThan(0);
    expect(under.totalCount).toBeLessThan(all.totalCount);
    for (const invoice of under.nodes) expect(points.has(invoice.supplyId)).toBe(true);
    const alone = await gql(
      portal,
      verona,
      '{ invoices(filter: { underConvention: true }) { totalCount } }',
    );
    expect(codes(alone)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('the report and its CSV', () => {
  const from = '2025-11';
  const to = '2026-10';

  it('totals per site and month add up to the total; the CSV in both dialects carries the same figures', async () => {
    const { conventionReport: r } = ok(
      await gql<{
        conventionReport: {
          rows: { consumption: number; spend: number }[];
          sites: { consumption: number }[];
          months: { spend: number }[];
          totalConsumption: number;
          totalSpend: number;
          consumedShareOfOrdered: number;
        };
      }>(
        portal,
        verona,
        `query R($f: String!, $t: String!) { conventionReport(utility: GAS, fromMonth: $f, toMonth: $t) {
          rows { consumption spend } sites { consumption } months { spend } totalConsumption totalSpend consumedShareOfOrdered } }`,
        { f: from, t: to },
      ),
    );
    expect(r.rows.length).toBeGreaterThan(0);
    const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
    expect(sum(r.sites.map((s) => s.consumption))).toBeCloseTo(r.totalConsumption, 2);
    expect(sum(r.months.map((m) => m.spend))).toBeCloseTo(r.totalSpend, 1);
    expect(r.consumedShareOfOrdered).toBeGreaterThan(0);
    for (const dialect of ['standard', 'it'] as const) {
      const response = await portal.api(
        verona,
        `/api/files/convention-report.csv?utility=GAS&from=${from}&to=${to}&dialect=${dialect}`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const lines = parseCsv(await response.text(), dialect);
      expect(lines[0]?.[0]).toMatch(dialect === 'it' ? /mese$/ : /^month$/);
      const body = lines.slice(1).filter((l) => l.length > 1);
      const total = body.at(-1) ?? [];
      expect(total[0]).toBe(dialect === 'it' ? 'totale' : 'total');
      expect(parseCsvNumber(total[3] ?? '', dialect)).toBe(r.totalConsumption);
      expect(parseCsvNumber(total[5] ?? '', dialect)).toBe(r.totalSpend);
      const rows = body.slice(0, -1);
      expect(rows).toHaveLength(r.rows.length);
      expect(sum(rows.map((l) => parseCsvNumber(l[3] ?? '', dialect) ?? 0))).toBeCloseTo(
        r.totalConsumption,
        2,
      );
    }
  });

  it('refuses months that are not months, run backwards or span more than 36', async () => {
    for (const [f, t] of [
      ['2026-13', '2026-12'],
      ['2026-05', '2026-01'],
      ['2022-01', '2026-01'],
    ]) {
      const answer = await gql(
        portal,
        verona,
        `query R($f: String!, $t: String!) { conventionReport(utility: GAS, fromMonth: $f, toMonth: $t) { totalSpend } }`,
        { f, t },
      );
      expect(codes(answer)).toEqual(['BAD_USER_INPUT']);
    }
  });
});

describe('placing an order', () => {
  const PLACE = `mutation P($input: ConventionOrderInput!) { placeConventionOrder(input: $input) { ${ORDER_FIELDS} } }`;
  const newPoint = {
    site: 'Biblioteca civica',
    address: 'Via Cappello 43',
    postalCode: '37121',
    city: 'Verona',
    province: 'VR',
    estimatedAnnualConsumption: 12000,
  };
  const valid = () => ({
    utility: 'POWER',
    cig: '8F1A2B3C4D',
    cup: 'B31H26000120005',
    officeCode: 'UF7K2P',
    splitPayment: true,
    startDate: addIsoDays(romeToday(), 31),
    points: [newPoint],
  });
  const reasonOf = async (input: Record<string, unknown>, cookie = verona) => {
    const answer = await gql(portal, cookie, PLACE, { input });
    return { codes: codes(answer), reason: answer.errors?.[0]?.extensions?.reason };
  };

  it('refuses bad codes, start days, quantities and points with their reasons', async () => {
    const today = romeToday();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ cig: '123' }, 'invalidCig'],
      [{ cup: 'X12' }, 'invalidCup'],
      [{ cup: null }, 'cupRequired'],
      [{ officeCode: 'ABC' }, 'invalidOfficeCode'],
      [{ startDate: '2026-02-30' }, 'startDateInvalid'],
      [{ startDate: addIsoDays(today, -1) }, 'startDateInPast'],
      [{ startDate: addIsoDays(today, 10) }, 'startDateTooSoon'],
      [{ startDate: addIsoDays(today, 400) }, 'startDateOutsideConvention'],
      [{ points: [] }, 'noPoints'],
      [{ points: [{ ...newPoint, address: ' ' }] }, 'incompletePoint'],
      [{ points: [{ ...newPoint, postalCode: '3712' }] }, 'invalidPostalCode'],
      [{ points: [{ ...newPoint, estimatedAnnualConsumption: -5 }] }, 'invalidQuantity'],
      [{ points: [{ ...newPoint, estimatedAnnualConsumption: 5e8 }] }, 'quantityNotAvailable'],
    ];
    for (const [change, reason] of cases)
      expect(await reasonOf({ ...valid(), ...change }), reason).toEqual({
        codes: ['BAD_USER_INPUT'],
        reason,
      });
  });

  it('§5 inputs: a control or bidirectional character in the note, site, address or city is refused before any write', async () => {
    const call = 'POST /api/convenzioni/ordini';
    const before = (await portal.sandbox.admin.calls())[call] ?? 0;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ note: 'Consegna\r\nurgente' }, 'note'],
      [{ note: 'nota\u0000' }, 'note'],
      [{ points: [{ ...newPoint, site: 'Biblioteca\ncivica' }] }, 'points.0.site'],
      [{ points: [{ ...newPoint, address: 'Via \u202eanilorac' }] }, 'points.0.address'],
      [{ points: [{ ...newPoint, city: 'Ver\u2066ona\u2069' }] }, 'points.0.city'],
    ];
    for (const [change, field] of cases) {
      const answer = await gql(portal, verona, PLACE, { input: { ...valid(), ...change } });
      expect(codes(answer), field).toEqual(['BAD_USER_INPUT']);
      expect(answer.errors?.[0]?.extensions, field).toMatchObject({
        field,
        reason: 'invalidCharacters',
      });
    }
    expect((await portal.sandbox.admin.calls())[call] ?? 0).toBe(before);
  });

  it("a supply already ordered is refused; another customer's supply is NOT_FOUND; asl.trento is FORBIDDEN", async () => {
    const { conventionConnections } = ok(
      await gql<{ conventionConnections: { supplyId: string | null; connectionState: string }[] }>(
        portal,
        verona,
        `{ conventionConnections(utility: POWER) { supplyId connectionState } }`,
      ),
    );
    const ordered = conventionConnections.find((p) => p.supplyId && p.connectionState === 'ACTIVE');
    expect(
      await reasonOf({
        ...valid(),
        points: [{ supplyId: ordered?.supplyId, estimatedAnnualConsumption: 10 }],
      }),
    ).toEqual({ codes: ['BAD_USER_INPUT'], reason: 'pointAlreadyOrdered' });
    const acmeSupply = ok(
      await gql<{ supplies: { nodes: { id: string }[] } }>(
        portal,
        acme,
        '{ supplies(utility: POWER, first: 1) { nodes { id } } }',
      ),
    ).supplies.nodes[0]?.id;
    expect(
      (
        await reasonOf({
          ...valid(),
          points: [{ supplyId: acmeSupply, estimatedAnnualConsumption: 10 }],
        })
      ).codes,
    ).toEqual(['NOT_FOUND']);
    expect(await reasonOf(valid(), asl)).toEqual({ codes: ['FORBIDDEN'], reason: 'noConvention' });
  });

  it('an order the supplier fails to take (503) is not sent again: one call, UPSTREAM_UNAVAILABLE (§7)', async () => {
    const call = 'POST /api/convenzioni/ordini';
    await portal.sandbox.admin.addFault({
      method: 'POST',
      path: '^/api/convenzioni/ordini$',
      status: 503,
      times: 1,
    });
    const before = (await portal.sandbox.admin.calls())[call] ?? 0;
    const answer = await gql(portal, verona, PLACE, { input: valid() });
    expect(codes(answer)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect((await portal.sandbox.admin.calls())[call] ?? 0).toBe(before + 1);
    await portal.sandbox.admin.clearFaults();
  });

  it('a valid order is transmitted once and listed with its new point', async () => {
    const placed = ok(
      await gql<{
        placeConventionOrder: {
          id: string;
          state: string;
          cig: string;
          points: { newConnection: boolean; connectionState: string }[];
        };
      }>(portal, verona, PLACE, { input: { ...valid(), cig: '8f1a 2b3c4d' } }),
    ).placeConventionOrder;
    expect(placed.state).toBe('TRANSMITTED');
    expect(placed.cig).toBe('8F1A2B3C4D');
    expect(placed.points).toEqual([
      expect.objectContaining({ newConnection: true, connectionState: 'ORDERED' }),
    ]);
    const { conventionOrders } = ok(
      await gql<{ conventionOrders: { id: string }[] }>(
        portal,
        verona,
        `query O($id: ID) { conventionOrders(utility: POWER, orderId: $id) { id } }`,
        { id: placed.id },
      ),
    );
    expect(conventionOrders.map((o) => o.id)).toEqual([placed.id]);
    const after = ok(await convention(verona, 'POWER')).convention;
    expect(after.openOrders).toBeGreaterThanOrEqual(2);
  });

  it('§9: an order quoting a CIG an earlier order quoted is refused for a reason the page words', async () => {
    const PLACED = `mutation P($input: ConventionOrderInput!) {
      placeConventionOrder(input: $input) { number rejectionReason rejectionReasonKind rejectionOrderNumber }
    }`;
    type Placed = {
      placeConventionOrder: {
        number: string;
        rejectionReason: string | null;
        rejectionReasonKind: string | null;
        rejectionOrderNumber: string | null;
      };
    };
    const input = {
      ...valid(),
      cig: '7E6D5C4B3A',
      points: [{ ...newPoint, estimatedAnnualConsumption: 1000 }],
    };
    const first = ok(await gql<Placed>(portal, verona, PLACED, { input })).placeConventionOrder;
    expect(first).toMatchObject({ rejectionReasonKind: null, rejectionOrderNumber: null });
    const again = ok(await gql<Placed>(portal, verona, PLACED, { input })).placeConventionOrder;
    expect(again).toEqual({
      number: expect.any(String),
      rejectionReason: `CIG già indicato nell’ordine ${first.number}`,
      rejectionReasonKind: 'CIG_ALREADY_USED',
      rejectionOrderNumber: first.number,
    });
  });
});
