// Through the real flow (BFF + sandbox): the business operations page's API for
// corporate, pa, pa-non-conv and consortia — a commodity's requests with their history, filtered
// by state, type and opening days, paged, for the selected registry or a consortium's members.
// Expected values are read from the sandbox's data service directly, as the supplier's systems
// hold them.
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
  idoperazione: number;
  idanagrafica: number;
  codUtility: number;
  tipo: string;
  stato: string;
  dataApertura: string;
}

/** The operations upstream holds for registries (every one: fewer than 500). */
async function held(email: string, ids: number[]): Promise<Held[]> {
  const { access_token } = await portalTokens(portal.sandbox, email);
  const response = await fetch(`${portal.sandbox.url}/ubik/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ operazioni(idanagrafica: ${JSON.stringify(ids)}, first: 500) { nodes { idoperazione idanagrafica codUtility tipo stato dataApertura } } }`,
    }),
  });
  const body = (await response.json()) as { data: { operazioni: { nodes: Held[] } } };
  return body.data.operazioni.nodes;
}

interface Page {
  totalCount: number;
  nodes: Array<{
    id: string;
    registryId: string;
    kind: string;
    state: string;
    utility: string;
    openedAt: string;
    updatedAt: string;
    history: Array<{ state: string; date: string }>;
  }>;
}

const OPERATIONS = `query O($utility: Utility, $state: RequestState, $kind: OperationKind, $openedFrom: String,
  $openedTo: String, $registryId: ID, $allRegistries: Boolean, $first: Int, $offset: Int) {
  operations(utility: $utility, state: $state, kind: $kind, openedFrom: $openedFrom, openedTo: $openedTo,
    registryId: $registryId, allRegistries: $allRegistries, first: $first, offset: $offset) {
    totalCount nodes { id registryId kind state utility openedAt updatedAt history { state date } }
  }
}`;

async function operations(email: string, variables: Record<string, unknown>) {
  return gql<{ operations: Page }>(portal, cookies.get(email)!, OPERATIONS, {
    first: 50,
    ...variables,
  });
}

async function registryOf(email: string): Promise<number> {
  const data = ok(
    await gql<{ registry: { id: string } }>(portal, cookies.get(email)!, '{ registry { id } }'),
  );
  return Number(data.registry.id);
}

const ids = (nodes: ReadonlyArray<{ idoperazione: number } | { id: string }>) =>
  nodes.map((n) => ('id' in n ? n.id : String(n.idoperazione))).sort();

describe('a commodity’s operations of each business segment', () => {
  it.each(Object.entries(BUSINESS))(
    '%s: the gas and light pages hold exactly the commodity’s operations of the registry, each with its history, latest update first',
    async (_segment, email) => {
      const registry = await registryOf(email);
      const all = await held(email, [registry]);
      for (const [utility, code] of [
        ['GAS', 1],
        ['POWER', 0],
      ] as const) {
        const expected = all.filter((o) => o.codUtility === code);
        expect(expected.length).toBeGreaterThanOrEqual(8);
        const page = ok(await operations(email, { utility })).operations;
        expect(page.totalCount).toBe(expected.length);
        expect(ids(page.nodes)).toEqual(ids(expected));
        const updated = page.nodes.map((n) => n.updatedAt);
        expect(updated).toEqual([...updated].sort().reverse());
        for (const op of page.nodes) {
          expect(op.utility).toBe(utility);
          expect(op.registryId).toBe(String(registry));
          expect(op.history.at(-1)?.state).toBe(op.state);
          expect(op.history[0]?.date).toBe(op.openedAt);
        }
        expect(new Set(page.nodes.map((n) => n.state))).toEqual(
          new Set(['TRANSMITTED', 'PROCESSING', 'ACCEPTED', 'REJECTED', 'CANCELED']),
        );
      }
    },
  );

  it('state, type and opening days combine, and pages follow the filtered set', async () => {
    const email = BUSINESS.corporate;
    const all = (await held(email, [await registryOf(email)])).filter((o) => o.codUtility === 0);
    const accepted = all.filter((o) => o.stato === 'Accettata');
    const page = ok(await operations(email, { utility: 'POWER', state: 'ACCEPTED' })).operations;
    expect(ids(page.nodes)).toEqual(ids(accepted));
    const power = all.filter((o) => o.tipo === 'Variazione potenza');
    const byKind = ok(
      await operations(email, { utility: 'POWER', kind: 'POWER_VARIATION' }),
    ).operations;
    expect(ids(byKind.nodes)).toEqual(ids(power));
    const day = [...all]
      .sort((a, b) => a.dataApertura.localeCompare(b.dataApertura))
      [Math.floor(all.length / 2)]!.dataApertura.slice(0, 10);
    const since = all.filter((o) => o.dataApertura.slice(0, 10) >= day);
    const opened = ok(
      await operations(email, { utility: 'POWER', openedFrom: day, first: 3 }),
    ).operations;
    expect(opened.totalCount).toBe(since.length);
    expect(opened.nodes).toHaveLength(Math.min(3, since.length));
    const second = ok(
      await operations(email, { utility: 'POWER', openedFrom: day, first: 3, offset: 3 }),
    ).operations;
    expect(second.nodes.map((n) => n.id)).not.toContain(opened.nodes[0]?.id);
  });

  it('a consortium sees its selected member, one member named, or all of them together', async () => {
    const email = BUSINESS.consortia;
    const members = [500001, 500002, 500003];
    const all = await held(email, members);
    const light = all.filter((o) => o.codUtility === 0);
    const everyone = ok(
      await operations(email, { utility: 'POWER', allRegistries: true, first: 100 }),
    ).operations;
    expect(everyone.totalCount).toBe(light.length);
    expect(new Set(everyone.nodes.map((n) => n.registryId))).toEqual(new Set(members.map(String)));
    const one = ok(await operations(email, { utility: 'POWER', registryId: '500002' })).operations;
    expect(ids(one.nodes)).toEqual(ids(light.filter((o) => o.idanagrafica === 500002)));
    // The German member's types are German upstream; one filter finds them in both languages.
    const holder = ok(
      await operations(email, { kind: 'HOLDER_CHANGE', allRegistries: true, first: 100 }),
    ).operations;
    expect(ids(holder.nodes)).toEqual(
      ids(all.filter((o) => o.tipo === 'Voltura' || o.tipo === 'Umschreibung')),
    );
    expect(holder.nodes.some((n) => n.registryId === '500001')).toBe(true);
  });

  it('a bad day, a backward range or another customer’s registry is refused before upstream', async () => {
    const email = BUSINESS.pa;
    const bad = await operations(email, { openedFrom: '2026-13-01' });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'openedFrom',
    });
    const backward = await operations(email, { openedFrom: '2026-06-02', openedTo: '2026-06-01' });
    expect(backward.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'openedTo',
    });
    const foreign = await operations(email, { registryId: '200001' });
    const unknown = await operations(email, { registryId: '999991' });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(foreign.errors?.[0]?.message).toBe(unknown.errors?.[0]?.message);
  });
});
