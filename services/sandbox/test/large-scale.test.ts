import { beforeAll, describe, expect, it } from 'vitest';
import { portalTokens, type SandboxClient } from '../src/testing.ts';
import { largeSandbox } from './large-sandbox.ts';

let sandbox: SandboxClient;
let token: string;

beforeAll(async () => {
  sandbox = largeSandbox();
  token = (await portalTokens(sandbox, 'acme@demo.it')).access_token;
});

async function gql<T>(query: string): Promise<T> {
  const response = await fetch(`${sandbox.url}/ubik/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

describe('SANDBOX_SCALE=large', () => {
  it('acme has 2,000 supplies and 100,000 invoices; the first page is the newest, paging and sorting work at that size', async () => {
    const data = await gql<{
      fatture: { totalCount: number; nodes: Array<{ dataEmissione: string }> };
      forniture: { totalCount: number };
      contratti: { totalCount: number };
    }>(
      '{ fatture(idanagrafica: [200001], first: 20) { totalCount nodes { idfattura dataEmissione } } forniture(idanagrafica: [200001], first: 1) { totalCount } contratti(idanagrafica: [200001], lastContrattoSede: true, first: 1) { totalCount } }',
    );
    expect(data.fatture.totalCount).toBe(100_000);
    expect(data.fatture.nodes).toHaveLength(20);
    expect(data.forniture.totalCount).toBe(2_000);
    expect(data.contratti.totalCount).toBe(2_000);
    const newest = data.fatture.nodes[0]?.dataEmissione ?? '';
    const oldest = await gql<{ fatture: { nodes: Array<{ dataEmissione: string }> } }>(
      '{ fatture(idanagrafica: [200001], first: 1, sort: "dataEmissione:asc") { nodes { dataEmissione } } }',
    );
    expect((oldest.fatture.nodes[0]?.dataEmissione ?? '') < newest).toBe(true);
    const deep = await gql<{ fatture: { nodes: unknown[] } }>(
      '{ fatture(idanagrafica: [200001], first: 500, offset: 99800) { nodes { idfattura } } }',
    );
    expect(deep.fatture.nodes).toHaveLength(200);
  });
});

describe('the business invoices page at SANDBOX_SCALE=large', () => {
  it('totals of all 100,000 invoices and of a commodity’s sites, paged deep, answer without reading the invoices', async () => {
    const sites = await gql<{ contratti: { nodes: Array<{ idsede: number }> } }>(
      '{ contratti(idanagrafica: [200001], codUtility: Gas, lastContrattoSede: true, first: 500) { nodes { idsede } } }',
    );
    const gasSites = [...new Set(sites.contratti.nodes.map((n) => n.idsede))];
    expect(gasSites.length).toBeGreaterThan(1);
    type Page = {
      fatture: {
        totalCount: number;
        totaleImporto: number;
        totaleDaPagare: number;
        nodes: Array<{ codUtility: number; idsede: number }>;
      };
    };
    const all = await gql<Page>(
      '{ fatture(idanagrafica: [200001], first: 1) { totalCount totaleImporto totaleDaPagare nodes { codUtility idsede } } }',
    );
    expect(all.fatture.totalCount).toBe(100_000);
    const gas = await gql<Page>(
      `{ fatture(idanagrafica: [200001], idSedi: [${gasSites.join(',')}], first: 20) { totalCount totaleImporto totaleDaPagare nodes { codUtility idsede } } }`,
    );
    const last = await gql<Page>(
      `{ fatture(idanagrafica: [200001], idSedi: [${gasSites.join(',')}], first: 20, offset: ${gas.fatture.totalCount - 5}) { totalCount totaleImporto totaleDaPagare nodes { codUtility idsede } } }`,
    );
    expect(gas.fatture.totalCount).toBeGreaterThan(10_000);
    expect(gas.fatture.totalCount).toBeLessThan(100_000);
    expect(gas.fatture.nodes.every((n) => n.codUtility === 1)).toBe(true);
    // The last page of the gas sites: the five last invoices, still gas.
    expect(last.fatture.nodes).toHaveLength(5);
    expect(last.fatture.nodes.every((n) => n.codUtility === 1)).toBe(true);
    expect(gas.fatture.totaleImporto).toBeGreaterThan(0);
    expect(gas.fatture.totaleImporto).toBeLessThan(all.fatture.totaleImporto);
    expect(all.fatture.totaleDaPagare).toBeGreaterThan(gas.fatture.totaleDaPagare);
  });
});
