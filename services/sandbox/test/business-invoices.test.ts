// The data behind the business invoices page — every business segment has gas and
// power invoices over several sites, in every payment state, with rows whose unit prices keep their
// precision and whose quantities carry their unit; fatture pages by site and answers the totals of
// the whole filtered set.
import { OTHER, unitValue } from '@portal/shared/enumerations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNITA_RIGA } from '../src/data/invoice-rows.ts';
import type { Fattura } from '../src/data/model.ts';
import { pdfOf, pdfPages, startDataApp, type DataApp } from './data-helpers.ts';

let app: DataApp;

beforeAll(async () => {
  app = await startDataApp();
});
afterAll(async () => {
  await app.close();
});

/** The business demo customers: corporate, pa, pa-non-conv and the consortium's members. */
const BUSINESS = {
  corporate: { email: 'acme@demo.it', ids: [200001] },
  pa: { email: 'comune.verona@demo.it', ids: [300001] },
  'pa-non-conv': { email: 'asl.trento@demo.it', ids: [400001] },
  consortia: { email: 'consorzio@demo.it', ids: [500001, 500002, 500003] },
} as const;

interface Page {
  totalCount: number;
  totaleImporto: number;
  totaleDaPagare: number;
  nodes: Array<{
    idfattura: number;
    idanagrafica: number;
    idsede: number;
    codUtility: number;
    statoPagamento: string;
    importo: number;
    totaleApagare: number;
    dataEmissione: string;
  }>;
}

async function fatture(args: string): Promise<Page> {
  const r = await app.gql<{ fatture: Page }>(
    `{ fatture(${args}) { totalCount totaleImporto totaleDaPagare
        nodes { idfattura idanagrafica idsede codUtility statoPagamento importo totaleApagare dataEmissione } } }`,
  );
  expect(r.errors).toBeUndefined();
  return r.data.fatture;
}

const invoicesOf = (ids: readonly number[]): Fattura[] =>
  ids.flatMap((id) => app.store.data.fatture.get(id) ?? []);

const round2 = (n: number): number => Math.round(n * 100) / 100;

describe('business invoices in the data set', () => {
  it.each(Object.entries(BUSINESS))(
    '%s has gas and power invoices, each commodity at its own sites, in every payment state',
    (_segment, { ids }) => {
      const all = invoicesOf(ids);
      const sitesOf = (code: number) =>
        new Set(all.filter((f) => f.codUtility === code).map((f) => f.idsede));
      const power = sitesOf(0);
      const gas = sitesOf(1);
      expect(power.size).toBeGreaterThanOrEqual(1);
      expect(gas.size).toBeGreaterThanOrEqual(1);
      expect(power.size + gas.size).toBeGreaterThanOrEqual(3);
      // A site is supplied with one commodity: its sites name a commodity's invoices.
      expect([...power].filter((s) => gas.has(s))).toEqual([]);
      const states = new Set(all.map((f) => f.statoPagamento));
      expect(states).toEqual(new Set(['Pagata', 'Da pagare', 'Scaduta', 'Parzialmente pagata']));
    },
  );

  it('the contracts name the same sites per commodity as the invoices (the portal asks contratti for them)', () => {
    for (const { ids } of Object.values(BUSINESS)) {
      for (const id of ids) {
        const contractSite = new Map(
          (app.store.data.contratti.get(id) ?? []).map((c) => [c.idsede, c.codUtility]),
        );
        for (const f of app.store.data.fatture.get(id) ?? []) {
          expect(contractSite.get(f.idsede)).toBe(f.codUtility);
        }
      }
    }
  });

  it('some business invoices have a detailed copy and some do not; §7 apccb/pdf serves it only where hasPdfdettaglio', async () => {
    const all = invoicesOf([300001]);
    const withDetail = all.find((f) => f.hasPdfdettaglio);
    const without = all.find((f) => !f.hasPdfdettaglio);
    if (!withDetail || !without) throw new Error('expected both kinds of invoice');
    expect(without.fileIdDetail).toBeNull();
    const email = BUSINESS.pa.email;
    const detail = await app.call(`/api/fattura/apccb/pdf?idfattura=${withDetail.idfattura}`, {
      email,
    });
    expect(detail.status).toBe(200);
    expect(detail.headers.get('content-type')).toBe('application/pdf');
    expect(pdfPages(await pdfOf(detail))).toBe(1);
    const missing = await app.json(`/api/fattura/apccb/pdf?idfattura=${without.idfattura}`, {
      email,
    });
    expect(missing.status).toBe(404);
    expect(
      (await app.call(`/api/fattura/pdf?idfattura=${without.idfattura}`, { email })).status,
    ).toBe(200);
  });

  it('rows: unit prices keep four to six decimals, months are counted in mese/mesi, every unit is known to the portal', async () => {
    type Row = { quantita: number; unita: string; prezzoUnitario: number; importo: number };
    const rowsOf = async (inv: Fattura, email: string): Promise<Row[]> =>
      (
        await app.json<{ rows: Row[] }>(
          `/api/invoices/get-invoice-rows?idfattura=${inv.idfattura}`,
          {
            email,
          },
        )
      ).body.rows;
    const power = invoicesOf([200001]).find((f) => f.codUtility === 0);
    const gas = invoicesOf([500001]).find((f) => f.codUtility === 1);
    if (!power || !gas) throw new Error('expected power and gas invoices');
    const powerRows = await rowsOf(power, BUSINESS.corporate.email);
    const energy = powerRows.find((r) => r.unita === 'kWh');
    const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;
    expect(decimals(energy?.prezzoUnitario ?? 0)).toBeGreaterThanOrEqual(4);
    expect(decimals(energy?.prezzoUnitario ?? 0)).toBeLessThanOrEqual(6);
    expect(powerRows.some((r) => r.unita === 'kW')).toBe(true);
    expect(powerRows.find((r) => r.unita === 'mese')?.quantita).toBe(1);
    // A German-speaking member's bimonthly gas bill counts two months in German.
    const bimonthly = invoicesOf([500003]).find((f) => f.codUtility === 1);
    if (!bimonthly) throw new Error('expected a bimonthly gas invoice');
    const gasRows = [
      ...(await rowsOf(gas, BUSINESS.consortia.email)),
      ...(await rowsOf(bimonthly, BUSINESS.consortia.email)),
    ];
    expect(gasRows.some((r) => r.unita === 'Smc')).toBe(true);
    const units = new Set([...powerRows, ...gasRows].map((r) => r.unita));
    for (const unit of units) expect(unitValue(unit)?.key, unit).not.toBe(OTHER);
    for (const unit of [...Object.values(UNITA_RIGA.it), ...Object.values(UNITA_RIGA.de)]) {
      expect(unitValue(unit)?.key, unit).not.toBe(OTHER);
    }
  });

  it('rows still add up to the invoice: taxable rows plus VAT make its amount', async () => {
    for (const { email, ids } of Object.values(BUSINESS)) {
      for (const inv of invoicesOf(ids).slice(0, 6)) {
        const { body } = await app.json<{ rows: Array<{ importo: number; aliquotaIva: number }> }>(
          `/api/invoices/get-invoice-rows?idfattura=${inv.idfattura}`,
          { email },
        );
        const taxable = body.rows.reduce((s, r) => s + r.importo, 0);
        const vat = (body.rows[0]?.aliquotaIva ?? 0) / 100;
        expect(Math.abs(taxable * (1 + vat) - inv.importo)).toBeLessThan(0.1);
      }
    }
  });
});

describe('fatture by site, with the totals of the whole filtered set', () => {
  it('totaleImporto and totaleDaPagare add up every selected invoice, not only the page', async () => {
    const ids = BUSINESS.pa.ids;
    const all = invoicesOf(ids);
    const page = await fatture(`idanagrafica: [${ids.join(',')}], first: 5`);
    expect(page.nodes).toHaveLength(5);
    expect(page.totalCount).toBe(all.length);
    expect(page.totaleImporto).toBe(round2(all.reduce((s, f) => s + f.importo, 0)));
    expect(page.totaleDaPagare).toBe(round2(all.reduce((s, f) => s + f.totaleApagare, 0)));
    expect(page.totaleDaPagare).toBeGreaterThan(0);
    const due = await fatture(
      `idanagrafica: [${ids.join(',')}], statoPagamento: ["Scaduta", "Parzialmente pagata"], first: 1`,
    );
    const dueAll = all.filter((f) => ['Scaduta', 'Parzialmente pagata'].includes(f.statoPagamento));
    expect(due.totalCount).toBe(dueAll.length);
    expect(due.totaleDaPagare).toBe(round2(dueAll.reduce((s, f) => s + f.totaleApagare, 0)));
  });

  it('the consortium’s gas sites across its member registries page newest first, like filtering the whole list', async () => {
    const ids = BUSINESS.consortia.ids;
    const all = invoicesOf(ids).sort(
      (a, b) => b.dataEmissione.localeCompare(a.dataEmissione) || b.idfattura - a.idfattura,
    );
    const gasSites = [...new Set(all.filter((f) => f.codUtility === 1).map((f) => f.idsede))];
    expect(new Set(all.filter((f) => f.codUtility === 1).map((f) => f.idanagrafica)).size).toBe(3);
    const expected = all.filter((f) => gasSites.includes(f.idsede));
    const seen: number[] = [];
    for (let offset = 0; offset < expected.length; offset += 7) {
      const page = await fatture(
        `idanagrafica: [${ids.join(',')}], idSedi: [${gasSites.join(',')}], first: 7, offset: ${offset}`,
      );
      expect(page.totalCount).toBe(expected.length);
      expect(page.totaleImporto).toBe(round2(expected.reduce((s, f) => s + f.importo, 0)));
      seen.push(...page.nodes.map((n) => n.idfattura));
    }
    expect(seen).toEqual(expected.map((f) => f.idfattura));
  });

  it('a site of another registry adds nothing; an empty site list selects nothing', async () => {
    const foreignSite = invoicesOf([200001])[0]?.idsede;
    const own = invoicesOf([300001]);
    const ownSite = own[0]?.idsede;
    const mixed = await fatture(`idanagrafica: [300001], idSedi: [${ownSite}, ${foreignSite}]`);
    expect(mixed.totalCount).toBe(own.filter((f) => f.idsede === ownSite).length);
    expect(mixed.nodes.every((n) => n.idanagrafica === 300001)).toBe(true);
    const none = await fatture('idanagrafica: [300001], idSedi: []');
    expect(none).toMatchObject({ totalCount: 0, totaleImporto: 0, totaleDaPagare: 0, nodes: [] });
  });

  it('a sort with filters orders the filtered set as sorting it would', async () => {
    const ids = BUSINESS.corporate.ids;
    const all = invoicesOf(ids);
    const site = all.find((f) => f.codUtility === 1)?.idsede;
    const page = await fatture(
      `idanagrafica: [${ids.join(',')}], idSedi: [${site}], sort: "importo:desc", first: 500`,
    );
    const amounts = page.nodes.map((n) => n.importo);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(page.totalCount).toBe(all.filter((f) => f.idsede === site).length);
  });

  it('a payment moves the invoice out of a state filter and out of the amount still to pay', async () => {
    const ids = BUSINESS['pa-non-conv'].ids;
    const args = `idanagrafica: [${ids.join(',')}], statoPagamento: ["Scaduta"], first: 500`;
    const before = await fatture(args);
    const target = before.nodes[0];
    if (!target) throw new Error('expected an overdue invoice');
    const inv = app.store.data.fattureById.get(target.idfattura);
    if (!inv) throw new Error('unknown invoice');
    app.store.markPaid(inv);
    const after = await fatture(args);
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect(after.totaleDaPagare).toBe(round2(before.totaleDaPagare - target.totaleApagare));
    app.store.reset();
  });
});

describe('fatture of one supply (idForniture, an extension)', () => {
  it('a supply’s invoices only, with their totals, even where its site has other supplies', async () => {
    const all = invoicesOf(BUSINESS.corporate.ids);
    const supplies = (site: number) =>
      new Set(all.filter((f) => f.idsede === site).map((f) => f.idfornitura));
    const shared = all.find((f) => supplies(f.idsede).size > 1)!;
    const own = all.filter((f) => f.idfornitura === shared.idfornitura);
    const page = await fatture(
      `idanagrafica: [200001], idSedi: [${shared.idsede}], idForniture: [${shared.idfornitura}], first: 500`,
    );
    expect(page.totalCount).toBe(own.length);
    expect(page.totaleImporto).toBe(round2(own.reduce((s, f) => s + f.importo, 0)));
    expect(page.nodes.map((f) => f.idfattura).sort()).toEqual(own.map((f) => f.idfattura).sort());
    const site = await fatture(`idanagrafica: [200001], idSedi: [${shared.idsede}], first: 0`);
    expect(site.totalCount).toBeGreaterThan(own.length);
  });
});

describe('fatture by due date (dataScadenzaDal, dataScadenzaAl, an extension)', () => {
  it('the unpaid invoices due from a day, and those due up to the day before, with their totals', async () => {
    const unpaid = invoicesOf(BUSINESS.corporate.ids).filter((f) => f.statoPagamento !== 'Pagata');
    const day = [...new Set(unpaid.map((f) => f.dataScadenza))].sort()[1]!;
    const before = new Date(`${day}T12:00:00Z`);
    before.setUTCDate(before.getUTCDate() - 1);
    const dayBefore = before.toISOString().slice(0, 10);
    const states = '["Da pagare", "Scaduta", "Parzialmente pagata"]';
    const due = await fatture(
      `idanagrafica: [200001], statoPagamento: ${states}, dataScadenzaDal: "${day}", sort: "dataScadenza:asc", first: 1`,
    );
    const past = await fatture(
      `idanagrafica: [200001], statoPagamento: ${states}, dataScadenzaAl: "${dayBefore}", first: 0`,
    );
    const later = unpaid.filter((f) => f.dataScadenza >= day);
    const earlier = unpaid.filter((f) => f.dataScadenza < day);
    expect(earlier.length).toBeGreaterThan(0);
    expect(due.totalCount).toBe(later.length);
    expect(due.nodes[0]?.idfattura).toBe(
      later.sort((a, b) => a.dataScadenza.localeCompare(b.dataScadenza))[0]?.idfattura,
    );
    expect(past.totalCount).toBe(earlier.length);
    expect(past.totaleDaPagare).toBe(round2(earlier.reduce((s, f) => s + f.totaleApagare, 0)));
    const wrong = await app.gql(
      `{ fatture(idanagrafica: [200001], dataScadenzaDal: "27/11/2026") { totalCount } }`,
    );
    expect(wrong.errors?.[0]?.message).toContain('dataScadenzaDal must be a date YYYY-MM-DD');
  });
});
