import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataset } from '../src/data/dataset.ts';
import { DEMO_NOW, startDataApp, type DataApp } from './data-helpers.ts';

let app: DataApp;

beforeAll(async () => {
  app = await startDataApp();
});
afterAll(async () => {
  await app.close();
});

interface Page<T> {
  totalCount: number;
  nodes: T[];
}
type Inv = Record<string, string | number | boolean | null>;

const FATTURA_FIELDS =
  'bitMask cardStatusMask cardToken codiceRigaContratto codiceStatoPagamento codUtility compAl compDal creditCard dataEmissione dataPagamento dataScadenza fileId fileIdDetail hasMovimentiVisibili hasPdfdettaglio hasPdftestata idanagrafica idfattura importo isMultiSede modalitaPagamento numeroDoc numeroFattura pagamentoOnlineAbilitato pagato podPdr rate saldo statoPagamento tipoDoc totaleApagare idsede idCausaleMovimento';

const CONTRATTO_FIELDS =
  'agenteTestata bitMask businessConventionCode businessConventionCouponCode businessConventionEndDate businessConventionName businessConventionStartDate businessConventionType canInsertLettura cardType cc codDomiciliazione codiceAgenteTestata codiceContratto codicePunto codiceRigaContratto codUtility consumoContrattualeEe consumoContrattualeGas currentCarica dataAttivazione dataCessazione dataFineValidita dataInizioValidita dataStipula descrizioneSede finestraLetturaAl finestraLetturaDal frequenzaFatturazione friendlyName idagenteTestata idanagrafica idbanca idcontratto idcreditcard idfrequenzaFatturazione idmacroStato idmodalitaStipula idprodotto idrigaContratto idsede idstatoRiga indirizzo lastContrattoSede localita macroStato modalitaStipula noteAgenzia offerCode pAN prodotto provincia rataCostante statoRiga tipoLettura tipoPagamento token';

async function fatture(args: string, email?: string): Promise<Page<Inv>> {
  const r = await app.gql<{ fatture: Page<Inv> }>(
    `{ fatture(${args}) { totalCount nodes { ${FATTURA_FIELDS} } } }`,
    {},
    email,
  );
  expect(r.errors).toBeUndefined();
  return r.data.fatture;
}

async function contratti(args: string): Promise<Page<Inv>> {
  const r = await app.gql<{ contratti: Page<Inv> }>(
    `{ contratti(${args}) { totalCount nodes { ${CONTRATTO_FIELDS} } } }`,
  );
  expect(r.errors).toBeUndefined();
  return r.data.contratti;
}

describe('§7 data service: fatture', () => {
  it('§3 every Fattura field resolves; mario.rossi has ≥ 30 invoices, paid and to pay, both utilities', async () => {
    const page = await fatture('idanagrafica: [100001], first: 500');
    expect(page.totalCount).toBeGreaterThanOrEqual(30);
    const states = new Set(page.nodes.map((n) => n.statoPagamento));
    expect(states).toContain('Pagata');
    expect(states).toContain('Da pagare');
    expect(states).toContain('Scaduta');
    expect(new Set(page.nodes.map((n) => n.codUtility))).toEqual(new Set([0, 1]));
    expect(page.nodes.some((n) => String(n.dataEmissione) < '2024-06-17')).toBe(true);
    expect(page.nodes.some((n) => String(n.dataEmissione) >= '2024-06-17')).toBe(true);
    for (const n of page.nodes) {
      expect(n.numeroFattura).toMatch(/^FT\d{4}\/\d{6}$/);
      expect(n.pagato).toBe(n.statoPagamento === 'Pagata');
    }
  });

  it('§7 default order is dataEmissione desc; sort "importo:asc" and paging with first/offset', async () => {
    const all = await fatture('idanagrafica: [100001], first: 500');
    const dates = all.nodes.map((n) => String(n.dataEmissione));
    expect([...dates].sort().reverse()).toEqual(dates);
    const sorted = await fatture('idanagrafica: [100001], first: 500, sort: "importo:asc"');
    const amounts = sorted.nodes.map((n) => Number(n.importo));
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
    const p2 = await fatture('idanagrafica: [100001], first: 10, offset: 10');
    expect(p2.nodes.map((n) => n.idfattura)).toEqual(
      all.nodes.slice(10, 20).map((n) => n.idfattura),
    );
    expect(p2.totalCount).toBe(all.totalCount);
  });

  it('§7 filters statoPagamento, idSedi, compDal/compAl, dataEmissioneDal/Al, idCausaliMovimenti, several idanagrafica', async () => {
    const toPay = await fatture('idanagrafica: [100001], statoPagamento: ["Da pagare", "Scaduta"]');
    expect(toPay.totalCount).toBeGreaterThan(0);
    expect(
      toPay.nodes.every((n) => n.statoPagamento === 'Da pagare' || n.statoPagamento === 'Scaduta'),
    ).toBe(true);
    const year = await fatture(
      'idanagrafica: [100001], dataEmissioneDal: "2025-01-01", dataEmissioneAl: "2025-12-31", first: 500',
    );
    expect(year.totalCount).toBeGreaterThan(0);
    expect(year.nodes.every((n) => String(n.dataEmissione).startsWith('2025'))).toBe(true);
    const comp = await fatture(
      'idanagrafica: [100001], compDal: "2025-03-01", compAl: "2025-06-30", first: 500',
    );
    expect(
      comp.nodes.every(
        (n) => String(n.compDal) >= '2025-03-01' && String(n.compAl) <= '2025-06-30',
      ),
    ).toBe(true);
    expect(comp.totalCount).toBeGreaterThan(0);
    const sede = Number(toPay.nodes[0]?.idsede);
    const bySede = await fatture(`idanagrafica: [300001], idSedi: [${sede}]`);
    expect(bySede.totalCount).toBe(0);
    const conguagli = await fatture('idanagrafica: [100001], idCausaliMovimenti: [2], first: 500');
    expect(conguagli.nodes.every((n) => n.idCausaleMovimento === 2)).toBe(true);
    const consortium = await fatture('idanagrafica: [500001, 500002, 500003], first: 1');
    const parts = await Promise.all(
      [500001, 500002, 500003].map((id) => fatture(`idanagrafica: [${id}], first: 1`)),
    );
    expect(consortium.totalCount).toBe(parts.reduce((s, p) => s + p.totalCount, 0));
  });

  it('§7 bad arguments are GraphQL errors with code badRequest naming the field (first > 500, sort, dates, statoPagamento)', async () => {
    for (const [args, field] of [
      ['first: 501', 'first'],
      ['offset: -1', 'offset'],
      ['sort: "nope:asc"', 'sort'],
      ['sort: "importo:sideways"', 'sort'],
      ['compDal: "2025-13-01"', 'compDal'],
      ['dataEmissioneAl: "yesterday"', 'dataEmissioneAl'],
      ['statoPagamento: ["Forse"]', 'statoPagamento'],
    ] as const) {
      const r = await app.gql(`{ fatture(idanagrafica: [100001], ${args}) { totalCount } }`);
      expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'badRequest', field });
    }
    const missing = await app.json('/ubik/graphql', {
      body: { query: '{ fatture { totalCount } }' },
    });
    expect(missing.status).toBe(400);
  });
});

describe('§7 data service: contratti and anagrafica', () => {
  it('§3 every Contratto field resolves; codUtility 0 power 1 gas; mario can self-read gas in a window containing today (§5)', async () => {
    const page = await contratti('idanagrafica: [100001]');
    expect(page.nodes.map((n) => n.codUtility).sort()).toEqual([0, 0, 1]);
    expect(page.nodes.some((n) => n.statoRiga === 'Cessata')).toBe(true);
    const gas = await contratti('idanagrafica: [100001], codUtility: Gas, canInsertLettura: true');
    expect(gas.totalCount).toBe(1);
    const row = gas.nodes[0] ?? {};
    expect(String(row.codicePunto)).toMatch(/^\d{14}$/);
    expect(
      String(row.finestraLetturaDal) <= '2026-11-22' &&
        '2026-11-22' <= String(row.finestraLetturaAl),
    ).toBe(true);
    const power = await contratti(
      'idanagrafica: [100001], codUtility: Power, lastContrattoSede: true',
    );
    expect(String(power.nodes[0]?.codicePunto)).toMatch(/^IT001E\d{8}$/);
  });

  it('§4 section probes: comune.verona has convention and non-convention contracts of both utilities; asl.trento none under convention', async () => {
    for (const utility of ['Power', 'Gas']) {
      for (const conv of [true, false]) {
        const r = await app.gql<{ contratti: Page<{ idcontratto: number }> }>(
          `{ contratti(idanagrafica: [300001], codUtility: ${utility}, hasBusinessConvention: ${conv}, first: 1) { totalCount nodes { idcontratto } } }`,
        );
        expect(r.data.contratti.nodes).toHaveLength(1);
      }
    }
    const conv = await contratti('idanagrafica: [300001], hasBusinessConvention: true');
    expect(
      conv.nodes.every(
        (n) =>
          n.businessConventionCode === 'CONV-PA-VR' && n.businessConventionType === 'convention',
      ),
    ).toBe(true);
    const asl = await contratti('idanagrafica: [400001], hasBusinessConvention: true');
    expect(asl.totalCount).toBe(0);
    const aslAll = await contratti('idanagrafica: [400001]');
    expect(new Set(aslAll.nodes.map((n) => n.codUtility))).toEqual(new Set([0, 1]));
    expect(aslAll.nodes.some((n) => n.statoRiga === 'Sospesa')).toBe(true);
    const consortium = await contratti(
      'idanagrafica: [500001, 500002, 500003], hasBusinessConvention: true',
    );
    expect(consortium.nodes.every((n) => n.businessConventionType === 'consortium')).toBe(true);
  });

  it('§7 contratti filters idrigaContratto, idsede, idbanca, idcreditcard, distinct, sort', async () => {
    const all = await contratti('idanagrafica: [300001], first: 500');
    const first = all.nodes[0] ?? {};
    const byRow = await contratti(`idrigaContratto: ${Number(first.idrigaContratto)}`);
    expect(byRow.nodes.map((n) => n.idrigaContratto)).toEqual([first.idrigaContratto]);
    const bySite = await contratti(`idanagrafica: [300001], idsede: ${Number(first.idsede)}`);
    expect(bySite.nodes.every((n) => n.idsede === first.idsede)).toBe(true);
    const distinct = await contratti('idanagrafica: [300001], distinct: true');
    expect(distinct.totalCount).toBe(new Set(all.nodes.map((n) => n.idcontratto)).size);
    expect(distinct.totalCount).toBeLessThan(all.totalCount);
    const acme = await contratti('idanagrafica: [200001], first: 500');
    const bank = acme.nodes.find((n) => n.idbanca !== null);
    const byBank = await contratti(`idanagrafica: [200001], idbanca: ${Number(bank?.idbanca)}`);
    expect(byBank.totalCount).toBeGreaterThan(0);
    const card = await contratti('idcreditcard: 9001');
    expect(card.nodes.every((n) => n.idcreditcard === 9001 && n.idanagrafica === 100001)).toBe(
      true,
    );
    const sorted = await contratti('idanagrafica: [300001], sort: "idrigaContratto:desc"');
    const ids = sorted.nodes.map((n) => Number(n.idrigaContratto));
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('§3 anagrafica resolves every field with aidIndici and fatturaDigitale; unknown id is null', async () => {
    const r = await app.gql<{ anagrafica: Record<string, unknown> | null; none: unknown }>(
      `{ anagrafica(idanagrafica: 300001) { ateco ateco2 cap cfisc codiceFiscaleEstero cognome idanagrafica indirizzo localita nazione nazioneDatoFiscale nome piva provincia ragSoc splitPayment
           aidIndici { consumoAnnoEe idanagrafica }
           fatturaDigitale { eMail flgDigi flgEMail flgRaggr iDAnagrafica idTipoInvioFattura iDTMaster tipoInvioFatturaDescrizione valoreFlags } }
         none: anagrafica(idanagrafica: 1) { ragSoc } }`,
    );
    expect(r.data.anagrafica).toMatchObject({
      idanagrafica: 300001,
      ragSoc: 'Comune di Verona',
      provincia: 'VR',
      splitPayment: true,
      aidIndici: { idanagrafica: 300001 },
      fatturaDigitale: { iDAnagrafica: 300001 },
    });
    expect(r.data.none).toBeNull();
  });

  it('upstream contract: the data service answers 401 without a valid bearer token', async () => {
    const r = await app.json('/ubik/graphql', {
      body: { query: '{ anagrafica(idanagrafica: 100001) { ragSoc } }' },
      email: null,
    });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ error: 'unauthorized' });
  });
});

describe('deterministic data', () => {
  it('the same seed gives the same data; another seed gives other data', () => {
    const a = buildDataset(7, 'small', DEMO_NOW);
    const b = buildDataset(7, 'small', DEMO_NOW);
    const c = buildDataset(8, 'small', DEMO_NOW);
    expect(JSON.stringify([...a.fatture.entries()])).toBe(JSON.stringify([...b.fatture.entries()]));
    expect(JSON.stringify([...a.contratti.entries()])).toBe(
      JSON.stringify([...b.contratti.entries()]),
    );
    expect(JSON.stringify([...a.fatture.entries()])).not.toBe(
      JSON.stringify([...c.fatture.entries()]),
    );
  });
});
