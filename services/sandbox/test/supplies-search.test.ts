// What the business supplies pages ask the data service — forniture searched by
// point id, site name, address or locality (`cerca`, case-insensitive, every word), filtered by
// status and site, paged, with the totals of the whole filtered set for the green energy page
// (docs/upstream-contract.md). Expected values come from the sandbox's own data set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fornitura } from '../src/data/model.ts';
import { startDataApp, type DataApp } from './data-helpers.ts';

let app: DataApp;

beforeAll(async () => {
  app = await startDataApp();
});
afterAll(async () => {
  await app.close();
});

interface Page {
  totalCount: number;
  totaleCo2EvitataKg: number;
  mediaPercentualeRinnovabile: number | null;
  nodes: Array<{ idfornitura: number; podPdr: string; statoFornitura: string; idsede: number }>;
}

const ACME = 200001;

async function forniture(args: string, email = 'acme@demo.it') {
  return app.gql<{ forniture: Page }>(
    `{ forniture(${args}) { totalCount totaleCo2EvitataKg mediaPercentualeRinnovabile
        nodes { idfornitura podPdr statoFornitura idsede } } }`,
    {},
    email,
  );
}

async function page(args: string, email?: string): Promise<Page> {
  const r = await forniture(args, email);
  expect(r.errors).toBeUndefined();
  return r.data.forniture;
}

const held = (): Fornitura[] => app.store.data.forniture.get(ACME) ?? [];

describe('forniture searched, filtered and summed for the supplies pages', () => {
  it('cerca matches a point id, a site name, an address or a locality, whatever the case', async () => {
    const [one] = held();
    if (!one) throw new Error('acme has no supply');
    const byPoint = await page(`idanagrafica: [${ACME}], cerca: "${one.podPdr.toLowerCase()}"`);
    expect(byPoint.nodes.map((n) => n.idfornitura)).toEqual([one.idfornitura]);
    for (const text of [one.descrizioneSede, one.indirizzo, one.localita]) {
      const expected = held().filter((f) =>
        [f.podPdr, f.descrizioneSede, f.indirizzo, f.cap, f.localita, f.provincia].some((v) =>
          v.toLowerCase().includes(text.toLowerCase()),
        ),
      );
      const found = await page(`idanagrafica: [${ACME}], cerca: "${text.toUpperCase()}"`);
      expect(found.totalCount).toBe(expected.length);
      expect(found.nodes.map((n) => n.idfornitura)).toContain(one.idfornitura);
    }
  });

  it('every word of cerca must match; nothing matches an unknown text; spaces alone search nothing', async () => {
    const [one] = held();
    if (!one) throw new Error('acme has no supply');
    const both = await page(`idanagrafica: [${ACME}], cerca: "${one.localita} ${one.podPdr}"`);
    expect(both.nodes.map((n) => n.idfornitura)).toEqual([one.idfornitura]);
    expect((await page(`idanagrafica: [${ACME}], cerca: "nessuna-fornitura-qui"`)).totalCount).toBe(
      0,
    );
    expect((await page(`idanagrafica: [${ACME}], cerca: "   "`)).totalCount).toBe(held().length);
  });

  it('statoFornitura (any case) and idsede narrow the search; another registry is not searched', async () => {
    const activating = await page(
      `idanagrafica: [${ACME}], codUtility: Power, statoFornitura: "in fase di attivazione"`,
    );
    expect(activating.totalCount).toBe(
      held().filter((f) => f.codUtility === 0 && f.statoFornitura === 'In fase di attivazione')
        .length,
    );
    expect(activating.totalCount).toBeGreaterThan(0);
    const [one] = held();
    if (!one) throw new Error('acme has no supply');
    const site = await page(
      `idanagrafica: [${ACME}], idsede: ${one.idsede}, cerca: "${one.localita}"`,
    );
    expect(site.nodes.every((n) => n.idsede === one.idsede)).toBe(true);
    expect(site.nodes.map((n) => n.idfornitura)).toContain(one.idfornitura);
    expect((await page(`idanagrafica: [300001], cerca: "${one.podPdr}"`)).totalCount).toBe(0);
  });

  it('the green totals add up every green supply the filter selects, not only the page', async () => {
    const green = held().filter((f) => f.energiaVerde);
    expect(green.length).toBeGreaterThan(1);
    const first = await page(`idanagrafica: [${ACME}], energiaVerde: true, first: 1`);
    expect(first.nodes).toHaveLength(1);
    expect(first.totalCount).toBe(green.length);
    expect(first.totaleCo2EvitataKg).toBe(
      Math.round(green.reduce((sum, f) => sum + f.co2EvitataKg, 0)),
    );
    expect(first.mediaPercentualeRinnovabile).toBe(100);
    const none = await page(`idanagrafica: [${ACME}], cerca: "nessuna-fornitura-qui"`);
    expect(none.totaleCo2EvitataKg).toBe(0);
    expect(none.mediaPercentualeRinnovabile).toBeNull();
  });

  it('a supply still being activated has avoided no CO₂ yet; a delivering green one has', async () => {
    const all = [...app.store.data.forniture.values()].flat();
    const activating = all.filter((f) => f.statoFornitura === 'In fase di attivazione');
    expect(activating.filter((f) => f.energiaVerde).length).toBeGreaterThan(0);
    expect(activating.map((f) => f.co2EvitataKg)).toEqual(activating.map(() => 0));
    const delivering = all.filter((f) => f.energiaVerde && f.statoFornitura === 'Attiva');
    expect(delivering.length).toBeGreaterThan(0);
    expect(delivering.every((f) => f.co2EvitataKg > 0)).toBe(true);
  });

  it('a cerca longer than 100 characters is a badRequest naming the argument', async () => {
    const r = await forniture(`idanagrafica: [${ACME}], cerca: "${'a'.repeat(101)}"`);
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'badRequest', field: 'cerca' });
  });
});
