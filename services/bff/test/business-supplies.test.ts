// Through the real flow (BFF + sandbox): the business supplies pages' API — the
// supplies of a commodity searched by point id, address, locality or site, filtered by §4 status
// and site, over the selected registry or all of a consortium's members, paged, with the green
// totals of the whole filtered set; every id checked against the session, inputs validated.
// Expected values are read from the sandbox's data service directly.
import { portalTokens } from '@portal/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, ok, type GraphQLAnswer } from './graphql-support.ts';
import { startPortal, type RunningPortal } from './helpers.ts';

let portal: RunningPortal;
const cookies = new Map<string, string>();

const ACME = 'acme@demo.it';
const CONSORZIO = 'consorzio@demo.it';
const VERONA = 'comune.verona@demo.it';

beforeAll(async () => {
  portal = await startPortal();
  for (const email of [ACME, CONSORZIO, VERONA])
    cookies.set(email, (await portal.signIn(email)).cookie);
}, 60_000);
afterAll(async () => portal?.close());

interface Held {
  idfornitura: number;
  idsede: number;
  codUtility: number;
  podPdr: string;
  descrizioneSede: string;
  indirizzo: string;
  localita: string;
  statoFornitura: string;
  energiaVerde: boolean;
  co2EvitataKg: number;
  percentualeRinnovabile: number;
}

/** The supplies upstream holds for a registry (every one: these customers have fewer than 500). */
async function held(email: string, idanagrafica: number): Promise<Held[]> {
  const { access_token } = await portalTokens(portal.sandbox, email);
  const response = await fetch(`${portal.sandbox.url}/ubik/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ forniture(idanagrafica: [${idanagrafica}], first: 500) { nodes { idfornitura idsede codUtility podPdr
        descrizioneSede indirizzo localita statoFornitura energiaVerde co2EvitataKg percentualeRinnovabile } } }`,
    }),
  });
  const body = (await response.json()) as { data: { forniture: { nodes: Held[] } } };
  return body.data.forniture.nodes;
}

interface Page {
  totalCount: number;
  totalCo2AvoidedKg: number;
  averageRenewablePercent: number | null;
  nodes: Array<{
    id: string;
    utility: string;
    pointId: string;
    status: string;
    siteId: string;
    greenEnergy: boolean;
    contractId: string | null;
  }>;
}

const Q = `query S($utility: Utility, $greenEnergy: Boolean, $search: String, $status: ContractStatus,
  $siteId: ID, $registryId: ID, $allRegistries: Boolean, $first: Int, $offset: Int) {
  supplies(utility: $utility, greenEnergy: $greenEnergy, search: $search, status: $status, siteId: $siteId,
    registryId: $registryId, allRegistries: $allRegistries, first: $first, offset: $offset) {
    totalCount totalCo2AvoidedKg averageRenewablePercent
    nodes { id utility pointId status siteId greenEnergy contractId }
  }
}`;

function supplies(email: string, variables: Record<string, unknown>) {
  return gql<{ supplies: Page }>(portal, cookies.get(email)!, Q, variables);
}

const ids = (page: Page) => page.nodes.map((n) => Number(n.id));
const matches = (f: Held, text: string) =>
  [f.podPdr, f.descrizioneSede, f.indirizzo, f.localita].some((v) =>
    v.toLowerCase().includes(text.toLowerCase()),
  );

describe('the business supplies list', () => {
  it('a commodity’s supplies, searched by point id, address, locality or site name whatever the case', async () => {
    const all = (await held(ACME, 200001)).filter((f) => f.codUtility === 0);
    const page = ok(await supplies(ACME, { utility: 'POWER', first: 50 })).supplies;
    expect(ids(page)).toEqual(all.map((f) => f.idfornitura));
    expect(page.nodes.every((n) => n.utility === 'POWER' && n.contractId)).toBe(true);
    const one = all[1]!;
    for (const text of [one.podPdr.toLowerCase(), one.indirizzo, one.localita.toUpperCase()]) {
      const found = ok(await supplies(ACME, { utility: 'POWER', search: text })).supplies;
      expect(ids(found)).toEqual(all.filter((f) => matches(f, text)).map((f) => f.idfornitura));
      expect(ids(found)).toContain(one.idfornitura);
    }
    const bySite = ok(
      await supplies(ACME, { utility: 'POWER', search: one.descrizioneSede }),
    ).supplies;
    expect(ids(bySite)).toContain(one.idfornitura);
  });

  it('§4 status and site narrow the list; a page is cut on the server', async () => {
    const all = (await held(ACME, 200001)).filter((f) => f.codUtility === 0);
    const activating = ok(
      await supplies(ACME, { utility: 'POWER', status: 'ACTIVATING' }),
    ).supplies;
    expect(activating.totalCount).toBeGreaterThan(0);
    expect(ids(activating)).toEqual(
      all.filter((f) => f.statoFornitura === 'In fase di attivazione').map((f) => f.idfornitura),
    );
    expect(activating.nodes.every((n) => n.status === 'ACTIVATING')).toBe(true);
    const site = all[0]!.idsede;
    const atSite = ok(
      await supplies(ACME, { utility: 'POWER', siteId: String(site), status: 'ACTIVE' }),
    ).supplies;
    expect(ids(atSite)).toEqual(
      all
        .filter((f) => f.idsede === site && f.statoFornitura === 'Attiva')
        .map((f) => f.idfornitura),
    );
    const second = ok(await supplies(ACME, { utility: 'POWER', first: 3, offset: 3 })).supplies;
    expect(second.totalCount).toBe(all.length);
    expect(ids(second)).toEqual(all.slice(3, 6).map((f) => f.idfornitura));
  });

  it('the green page’s totals cover every green supply of the filter, not only the page', async () => {
    const green = (await held(ACME, 200001)).filter((f) => f.energiaVerde && f.codUtility === 0);
    expect(green.length).toBeGreaterThan(1);
    const page = ok(
      await supplies(ACME, { utility: 'POWER', greenEnergy: true, first: 1 }),
    ).supplies;
    expect(page.totalCount).toBe(green.length);
    expect(page.nodes).toHaveLength(1);
    expect(page.totalCo2AvoidedKg).toBe(green.reduce((s, f) => s + f.co2EvitataKg, 0));
    expect(page.averageRenewablePercent).toBe(100);
    const none = ok(
      await supplies(ACME, { utility: 'POWER', greenEnergy: true, search: 'nessuna-fornitura' }),
    ).supplies;
    expect(none).toMatchObject({
      totalCount: 0,
      totalCo2AvoidedKg: 0,
      averageRenewablePercent: null,
    });
  });

  it('a consortium sees its selected member, one member it names, or all of its members', async () => {
    const members = [500001, 500002, 500003];
    const held3 = await Promise.all(members.map((m) => held(CONSORZIO, m)));
    const power = held3.map((list) => list.filter((f) => f.codUtility === 0));
    const all = ok(await supplies(CONSORZIO, { utility: 'POWER', allRegistries: true })).supplies;
    expect(new Set(ids(all))).toEqual(new Set(power.flat().map((f) => f.idfornitura)));
    const second = ok(
      await supplies(CONSORZIO, { utility: 'POWER', registryId: '500002' }),
    ).supplies;
    expect(ids(second)).toEqual(power[1]!.map((f) => f.idfornitura));
    const selected = ok(await supplies(CONSORZIO, { utility: 'POWER' })).supplies;
    expect(selected.totalCount).toBeLessThan(all.totalCount);
  });

  it('another customer’s site or registry is NOT_FOUND, exactly like an unknown one', async () => {
    const acmeSite = (await held(ACME, 200001))[0]!.idsede;
    const shape = (a: GraphQLAnswer<unknown>) => ({
      data: a.data,
      errors: a.errors?.map((e) => ({ message: e.message, code: e.extensions?.code })),
    });
    for (const [foreign, unknown] of [
      [{ siteId: String(acmeSite) }, { siteId: '99999991' }],
      [{ registryId: '200001' }, { registryId: '999991' }],
    ] as const) {
      const a = await supplies(VERONA, foreign);
      const b = await supplies(VERONA, unknown);
      expect(a.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(shape(a)).toEqual(shape(b));
    }
  });

  it('a search over 100 characters, a control character, UNKNOWN as status, a bad site id and registryId with allRegistries are BAD_USER_INPUT', async () => {
    for (const variables of [
      { search: 'x'.repeat(101) },
      { search: 'via\u0007roma' },
      { status: 'UNKNOWN' },
      { siteId: 'abc' },
      { registryId: '500001', allRegistries: true },
    ]) {
      const answer = await supplies(CONSORZIO, variables);
      expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe(
        'BAD_USER_INPUT',
      );
    }
  });
});
