// The business supplies pages at real size: SANDBOX_SCALE=large gives acme 2,000 supplies (1,400 power and 600
// gas) over 400 sites. The supplies pages' search, status and site filters and the paging work on
// all of them, each list one upstream query (a site filter adds its ownership check).
import { largeSandbox } from '@portal/sandbox/testing/large';
import { portalTokens } from '@portal/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, ok } from './graphql-support.ts';
import { startPortal, type RunningPortal } from './helpers.ts';

let portal: RunningPortal;
let acme: string;

beforeAll(async () => {
  portal = await startPortal({ shared: largeSandbox() });
  acme = (await portal.signIn('acme@demo.it')).cookie;
});
afterAll(async () => portal?.close());

interface Held {
  idfornitura: number;
  idsede: number;
  codUtility: number;
  podPdr: string;
  localita: string;
  statoFornitura: string;
  energiaVerde: boolean;
  co2EvitataKg: number;
}

/** Every supply upstream holds for acme, read in pages of 500. */
async function held(): Promise<Held[]> {
  const { access_token } = await portalTokens(portal.sandbox, 'acme@demo.it');
  const out: Held[] = [];
  for (let offset = 0; offset < 2000; offset += 500) {
    const response = await fetch(`${portal.sandbox.url}/ubik/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ forniture(idanagrafica: [200001], first: 500, offset: ${offset}) { nodes { idfornitura idsede
          codUtility podPdr localita statoFornitura energiaVerde co2EvitataKg } } }`,
      }),
    });
    const body = (await response.json()) as { data: { forniture: { nodes: Held[] } } };
    out.push(...body.data.forniture.nodes);
  }
  return out;
}

interface Page {
  totalCount: number;
  totalCo2AvoidedKg: number;
  nodes: Array<{ id: string; utility: string; status: string; siteId: string }>;
}

const Q = `query S($utility: Utility, $greenEnergy: Boolean, $search: String, $status: ContractStatus,
  $siteId: ID, $offset: Int) {
  supplies(utility: $utility, greenEnergy: $greenEnergy, search: $search, status: $status, siteId: $siteId,
    first: 20, offset: $offset) {
    totalCount totalCo2AvoidedKg nodes { id utility status siteId }
  }
}`;

async function supplies(variables: Record<string, unknown>): Promise<Page> {
  return ok(await gql<{ supplies: Page }>(portal, acme, Q, variables)).supplies;
}

describe('the business supplies pages at SANDBOX_SCALE=large (acme)', () => {
  it('search, status, site and paging on 2,000 supplies, each list one upstream query', async () => {
    const all = await held();
    expect(all).toHaveLength(2000);
    const power = all.filter((f) => f.codUtility === 0);
    expect(power).toHaveLength(1400);

    await portal.sandbox.admin.resetCalls();
    const first = await supplies({ utility: 'POWER' });
    expect((await portal.sandbox.admin.calls())['POST /ubik/graphql']).toBe(1);
    expect(first.totalCount).toBe(1400);
    const last = await supplies({ utility: 'POWER', offset: 1390 });
    expect(last.nodes.map((n) => Number(n.id))).toEqual(
      power.slice(1390).map((f) => f.idfornitura),
    );

    const locality = power[7]!.localita;
    const inLocality = power.filter((f) =>
      f.localita.toLowerCase().includes(locality.toLowerCase()),
    );
    expect(inLocality.length).toBeGreaterThan(20);
    const page2 = await supplies({ utility: 'POWER', search: locality.toUpperCase(), offset: 20 });
    expect(page2.totalCount).toBe(inLocality.length);
    expect(page2.nodes.map((n) => Number(n.id))).toEqual(
      inLocality.slice(20, 40).map((f) => f.idfornitura),
    );

    const byPoint = await supplies({ utility: 'POWER', search: power[1234]!.podPdr });
    expect(byPoint.nodes.map((n) => Number(n.id))).toEqual([power[1234]!.idfornitura]);

    const site = power[42]!.idsede;
    await portal.sandbox.admin.resetCalls();
    const atSite = await supplies({ utility: 'POWER', siteId: String(site), status: 'ACTIVE' });
    // The site's ownership check, then the list.
    expect((await portal.sandbox.admin.calls())['POST /ubik/graphql']).toBe(2);
    const expected = power.filter((f) => f.idsede === site && f.statoFornitura === 'Attiva');
    expect(atSite.totalCount).toBe(expected.length);
    expect(atSite.nodes.every((n) => n.siteId === String(site) && n.status === 'ACTIVE')).toBe(
      true,
    );

    const green = power.filter((f) => f.energiaVerde);
    const greenPage = await supplies({ utility: 'POWER', greenEnergy: true, offset: 100 });
    expect(greenPage.totalCount).toBe(green.length);
    expect(greenPage.totalCo2AvoidedKg).toBe(green.reduce((s, f) => s + f.co2EvitataKg, 0));
  });
});
