// The convention of a public body — comune.verona's gas and light conventions, its
// orders with a lifecycle the clock moves on (Trasmessa → In lavorazione → Accettata, or Respinta
// with a reason), each point's way to supply, the contracts, reports and documents; an order placed
// by REST with its validation; every read and call answers only for the token's own registries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../src/config.ts';
import { placedOrderSteps } from '../src/data/convention.ts';

const PLACED_ORDER_STEPS = placedOrderSteps(DEFAULT_OPTIONS.orderStepSeconds);
import { DEMO_NOW, startDataApp, type DataApp } from './data-helpers.ts';

let app: DataApp;
const VERONA = 'comune.verona@demo.it';

beforeAll(async () => {
  app = await startDataApp();
});
afterAll(async () => {
  await app.close();
});

interface Convention {
  idConvenzione: number;
  codUtility: number;
  dataInizio: string;
  dataFine: string;
  quantitaMassima: number;
  quantitaOrdinata: number;
  quantitaDisponibile: number;
  numeroForniture: number;
  spesaTotale: number;
  ordiniAperti: number;
}
interface Order {
  idOrdine: number;
  stato: string;
  cig: string;
  motivoRifiuto: string | null;
  storico: { stato: string }[];
  punti: {
    idfornitura: number | null;
    nuovoAllaccio: boolean;
    allaccio: { stato: string; podPdr: string | null };
  }[];
}

const CONVENTIONS = `query ($id: [Int!]!, $u: CodUtility) { convenzioni(idanagrafica: $id, codUtility: $u) {
  idConvenzione codUtility dataInizio dataFine quantitaMassima quantitaOrdinata quantitaDisponibile
  numeroForniture spesaTotale ordiniAperti } }`;
const ORDERS = `query ($id: [Int!]!, $u: CodUtility) { ordiniConvenzione(idanagrafica: $id, codUtility: $u) {
  idOrdine stato cig motivoRifiuto storico { stato } punti { idfornitura nuovoAllaccio allaccio { stato podPdr } } } }`;

async function conventions(utility: 'Gas' | 'Power', email = VERONA) {
  const r = await app.gql<{ convenzioni: Convention[] }>(
    CONVENTIONS,
    { id: [300001], u: utility },
    email,
  );
  return r.data.convenzioni;
}

async function orders(utility: 'Gas' | 'Power') {
  const r = await app.gql<{ ordiniConvenzione: Order[] }>(
    ORDERS,
    { id: [300001], u: utility },
    VERONA,
  );
  return r.data.ordiniConvenzione;
}

describe('the convention of comune.verona', () => {
  it('has a gas convention nearly used up and a light one ending within 60 days', async () => {
    const [gas] = await conventions('Gas');
    const [light] = await conventions('Power');
    expect(gas?.quantitaOrdinata).toBeGreaterThanOrEqual(0.9 * (gas?.quantitaMassima ?? 0));
    expect(gas?.quantitaDisponibile).toBe(
      (gas?.quantitaMassima ?? 0) - (gas?.quantitaOrdinata ?? 0),
    );
    expect(light?.dataFine).toBe('2027-01-06');
    expect(light?.quantitaOrdinata).toBeLessThan(0.9 * (light?.quantitaMassima ?? 0));
    for (const c of [gas, light]) {
      expect(c?.numeroForniture).toBeGreaterThan(0);
      expect(c?.spesaTotale).toBeGreaterThan(0);
      expect(c?.ordiniAperti).toBeGreaterThan(0);
    }
  });

  it('has orders in every state, each history ending in its state, a refusal with its reason', async () => {
    const list = await orders('Gas');
    expect(new Set(list.map((o) => o.stato))).toEqual(
      new Set(['Trasmessa', 'In lavorazione', 'Accettata', 'Respinta']),
    );
    for (const o of list) expect(o.storico[o.storico.length - 1]?.stato).toBe(o.stato);
    expect(list.find((o) => o.stato === 'Respinta')?.motivoRifiuto).toMatch(/distributore/);
    const states = new Set(list.flatMap((o) => o.punti.map((p) => p.allaccio.stato)));
    expect(states).toEqual(new Set(['Attivo', 'Nuovo allaccio in corso', 'Ordinato', 'Respinto']));
  });

  it('has contracts, monthly report rows, documents and the registry for e-invoicing', async () => {
    const r = await app.gql<{
      contrattiConvenzione: { stato: string; quantitaContrattuale: number }[];
      reportConvenzione: { mese: string; consumo: number; spesa: number }[];
      documentiConvenzione: { idDocumento: string; tipo: string }[];
      anagraficaConvenzione: { codiceIpa: string; uffici: { codiceUfficio: string }[] } | null;
    }>(
      `{ contrattiConvenzione(idanagrafica: [300001], codUtility: Gas) { stato quantitaContrattuale }
         reportConvenzione(idanagrafica: [300001], codUtility: Gas, meseDal: "2026-01", meseAl: "2026-10") { mese consumo spesa }
         documentiConvenzione(idanagrafica: [300001], codUtility: Gas) { idDocumento tipo }
         anagraficaConvenzione(idanagrafica: 300001) { codiceIpa uffici { codiceUfficio } } }`,
      {},
      VERONA,
    );
    expect(r.data.contrattiConvenzione.length).toBeGreaterThanOrEqual(2);
    expect(r.data.reportConvenzione.map((x) => x.mese)).toContain('2026-10');
    expect(r.data.reportConvenzione.every((x) => x.consumo > 0 && x.spesa > 0)).toBe(true);
    expect(new Set(r.data.documentiConvenzione.map((d) => d.tipo))).toEqual(
      new Set(['adesione', 'confermaOrdine', 'report']),
    );
    expect(r.data.anagraficaConvenzione?.uffici[0]?.codiceUfficio).toMatch(/^[0-9A-Z]{6}$/);
    const doc = r.data.documentiConvenzione.find((d) => d.tipo === 'report');
    const pdf = await app.call(
      `/api/convenzioni/documenti/pdf?idDocumento=${doc?.idDocumento ?? ''}`,
      { email: VERONA },
    );
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('answers nothing for another body: asl.trento reads no convention, registry or document of Verona', async () => {
    expect(await conventions('Gas', 'asl.trento@demo.it')).toEqual([]);
    const r = await app.gql<{ anagraficaConvenzione: unknown; ordiniConvenzione: unknown[] }>(
      `{ anagraficaConvenzione(idanagrafica: 300001) { ragSoc } ordiniConvenzione(idanagrafica: [300001]) { idOrdine } }`,
      {},
      'asl.trento@demo.it',
    );
    expect(r.data).toEqual({ anagraficaConvenzione: null, ordiniConvenzione: [] });
    const [gasDoc] = (
      await app.gql<{ documentiConvenzione: { idDocumento: string }[] }>(
        `{ documentiConvenzione(idanagrafica: [300001]) { idDocumento } }`,
        {},
        VERONA,
      )
    ).data.documentiConvenzione;
    const foreign = await app.call(
      `/api/convenzioni/documenti/pdf?idDocumento=${gasDoc?.idDocumento ?? ''}`,
      { email: 'asl.trento@demo.it' },
    );
    expect(foreign.status).toBe(404);
  });
});

describe('placing an order', () => {
  const valid = {
    idanagrafica: 300001,
    codUtility: 'Power',
    cig: '8f1a2b3c4d',
    cup: 'B31H26000120005',
    codiceUfficio: 'uf7k2p',
    splitPayment: true,
    dataDecorrenza: '2026-12-28',
    punti: [
      {
        descrizioneSede: 'Biblioteca civica',
        indirizzo: 'Via Cappello 43',
        cap: '37121',
        localita: 'Verona',
        provincia: 'VR',
        consumoAnnuoStimato: 12000,
      },
    ],
  };

  it('refuses bad codes, dates, quantities, foreign registries and supplies', async () => {
    const post = (body: unknown, email = VERONA) =>
      app.json<{ error: string }>('/api/convenzioni/ordini', { body, email });
    expect((await post({ ...valid, cig: '123' })).body.error).toBe('cigNonValido');
    expect((await post({ ...valid, cup: 'X' })).body.error).toBe('cupNonValido');
    expect((await post({ ...valid, codiceUfficio: 'ABC' })).body.error).toBe(
      'codiceUfficioNonValido',
    );
    // 30 days ahead at the earliest, and the light convention ends on 2027-01-06.
    expect((await post({ ...valid, dataDecorrenza: '2026-12-01' })).body.error).toBe(
      'dataDecorrenzaNonValida',
    );
    expect((await post({ ...valid, dataDecorrenza: '2027-02-01' })).body.error).toBe(
      'dataDecorrenzaNonValida',
    );
    const tooMuch = { ...valid, punti: [{ ...valid.punti[0], consumoAnnuoStimato: 9e8 }] };
    expect((await post(tooMuch)).status).toBe(409);
    expect((await post(valid, 'asl.trento@demo.it')).status).toBe(404);
    expect(
      (await post({ ...valid, punti: [{ idfornitura: 20_000_001, consumoAnnuoStimato: 5 }] }))
        .status,
    ).toBe(404);
  });

  it('is Trasmessa, then In lavorazione, then Accettata as time passes; its new point gets a POD', async () => {
    const placed = await app.json<Order>('/api/convenzioni/ordini', { body: valid, email: VERONA });
    expect(placed.status).toBe(201);
    expect(placed.body.stato).toBe('Trasmessa');
    expect(placed.body.cig).toBe('8F1A2B3C4D');
    expect(placed.body.punti[0]?.allaccio).toMatchObject({ stato: 'Ordinato', podPdr: null });
    const find = async () =>
      (await orders('Power')).find((o) => o.idOrdine === placed.body.idOrdine);
    app.clock.now = DEMO_NOW + PLACED_ORDER_STEPS.processingAfterMs;
    expect((await find())?.stato).toBe('In lavorazione');
    app.clock.now = DEMO_NOW + PLACED_ORDER_STEPS.outcomeAfterMs;
    const accepted = await find();
    expect(accepted?.stato).toBe('Accettata');
    expect(accepted?.storico.map((s) => s.stato)).toEqual([
      'Trasmessa',
      'In lavorazione',
      'Accettata',
    ]);
    expect(accepted?.punti[0]?.allaccio.stato).toBe('Nuovo allaccio in corso');
    expect(accepted?.punti[0]?.allaccio.podPdr).toMatch(/^IT001E/);
    // A second order quoting the same CIG is refused by the supplier, with the reason.
    const again = await app.json<Order>('/api/convenzioni/ordini', { body: valid, email: VERONA });
    app.clock.now += PLACED_ORDER_STEPS.outcomeAfterMs;
    const refused = (await orders('Power')).find((o) => o.idOrdine === again.body.idOrdine);
    expect(refused?.stato).toBe('Respinta');
    expect(refused?.motivoRifiuto).toMatch(/CIG già indicato/);
    app.clock.now = DEMO_NOW;
  });

  it('by default moves at a back office’s pace: still Trasmessa an hour later, decided days later', async () => {
    const placed = await app.json<Order>('/api/convenzioni/ordini', {
      body: { ...valid, cig: '5A1B2C3D4E' },
      email: VERONA,
    });
    const find = async () =>
      (await orders('Power')).find((o) => o.idOrdine === placed.body.idOrdine);
    app.clock.now = DEMO_NOW + 3_600_000;
    expect((await find())?.stato).toBe('Trasmessa');
    app.clock.now = DEMO_NOW + 3 * 86_400_000;
    const decided = await find();
    app.clock.now = DEMO_NOW;
    expect(decided?.stato).toBe('Accettata');
  });

  it('writes its instants in Rome time: sent at 22:19 in Rome, its day the Rome day', async () => {
    // 21:19 UTC is 22:19 in Rome in November; 23:30 UTC is already the next day in Rome.
    app.clock.now = Date.parse('2026-11-22T21:19:00Z');
    const placed = await app.json<Order>('/api/convenzioni/ordini', {
      body: { ...valid, cig: '7A1B2C3D4E' },
      email: VERONA,
    });
    app.clock.now = Date.parse('2026-11-22T23:30:00Z');
    const late = await app.json<Order>('/api/convenzioni/ordini', {
      body: { ...valid, cig: '6A1B2C3D4E' },
      email: VERONA,
    });
    const r = await app.gql<{
      ordiniConvenzione: {
        idOrdine: number;
        dataTrasmissione: string;
        storico: { data: string }[];
        punti: { allaccio: { dataOrdine: string } }[];
      }[];
    }>(
      `query ($id: [Int!]!) { ordiniConvenzione(idanagrafica: $id, codUtility: Power) {
        idOrdine dataTrasmissione storico { data } punti { allaccio { dataOrdine } } } }`,
      { id: [300001] },
      VERONA,
    );
    app.clock.now = DEMO_NOW;
    const first = r.data.ordiniConvenzione.find((o) => o.idOrdine === placed.body.idOrdine);
    expect(first?.dataTrasmissione).toBe('2026-11-22T22:19:00');
    expect(first?.storico[0]?.data).toBe('2026-11-22T22:19:00');
    const second = r.data.ordiniConvenzione.find((o) => o.idOrdine === late.body.idOrdine);
    expect(second?.dataTrasmissione).toBe('2026-11-23T00:30:00');
    expect(second?.punti[0]?.allaccio.dataOrdine).toBe('2026-11-23');
  });
});

describe('a correction of the registry', () => {
  it('is filed for the own registry, listed with the registry and moves on; another body is 404', async () => {
    const body = {
      idanagrafica: 300001,
      campo: 'pec',
      valoreRichiesto: 'ragioneria@pec.comune.verona.it',
    };
    const filed = await app.json<{ numeroPratica: string; stato: string }>(
      '/api/convenzioni/anagrafica/rettifiche',
      { body, email: VERONA },
    );
    expect(filed.status).toBe(201);
    expect(filed.body).toMatchObject({ stato: 'Trasmessa', campo: 'pec' });
    expect(filed.body.numeroPratica).toMatch(/^RA-\d{4}-\d{5}$/);
    app.clock.now = DEMO_NOW + PLACED_ORDER_STEPS.outcomeAfterMs;
    const r = await app.gql<{
      anagraficaConvenzione: { rettifiche: { numeroPratica: string; stato: string }[] };
    }>(
      `{ anagraficaConvenzione(idanagrafica: 300001) { rettifiche { numeroPratica stato } } }`,
      {},
      VERONA,
    );
    app.clock.now = DEMO_NOW;
    expect(r.data.anagraficaConvenzione.rettifiche[0]).toEqual({
      numeroPratica: filed.body.numeroPratica,
      stato: 'Accettata',
    });
    const foreign = await app.json('/api/convenzioni/anagrafica/rettifiche', {
      body,
      email: 'comune.bolzano@demo.it',
    });
    expect(foreign.status).toBe(404);
  });
});

describe('a second public body', () => {
  const BOLZANO = 'comune.bolzano@demo.it';

  it('comune.bolzano has its own conventions, without alerts, in its own city', async () => {
    const r = await app.gql<{
      convenzioni: Convention[];
      ordiniConvenzione: { punti: { nuovoAllaccio: boolean; localita: string }[] }[];
    }>(
      `{ convenzioni(idanagrafica: [300002]) { idConvenzione codUtility dataFine quantitaMassima quantitaOrdinata }
         ordiniConvenzione(idanagrafica: [300002]) { punti { nuovoAllaccio localita } } }`,
      {},
      BOLZANO,
    );
    expect(r.data.convenzioni.map((c) => c.codUtility).sort()).toEqual([0, 1]);
    for (const c of r.data.convenzioni) {
      expect(c.quantitaOrdinata).toBeLessThan(0.9 * c.quantitaMassima);
      expect(c.dataFine).toBe('2027-12-31');
    }
    const cities = r.data.ordiniConvenzione.flatMap((o) =>
      o.punti.filter((p) => p.nuovoAllaccio).map((p) => p.localita),
    );
    expect(new Set(cities)).toEqual(new Set(['Bolzano/Bozen']));
  });

  it('one body reads nothing of the other: conventions, orders, registry, documents, an order for it', async () => {
    const [own] = (
      await app.gql<{ ordiniConvenzione: { idOrdine: number }[] }>(
        `{ ordiniConvenzione(idanagrafica: [300002]) { idOrdine } }`,
        {},
        BOLZANO,
      )
    ).data.ordiniConvenzione;
    const r = await app.gql<Record<string, unknown>>(
      `query ($o: Int) { convenzioni(idanagrafica: [300002]) { idConvenzione }
         ordiniConvenzione(idanagrafica: [300001, 300002], idOrdine: $o) { idOrdine }
         anagraficaConvenzione(idanagrafica: 300002) { ragSoc }
         documentiConvenzione(idanagrafica: [300002]) { idDocumento } }`,
      { o: own?.idOrdine },
      VERONA,
    );
    expect(r.data).toEqual({
      convenzioni: [],
      ordiniConvenzione: [],
      anagraficaConvenzione: null,
      documentiConvenzione: [],
    });
    const order = await app.json('/api/convenzioni/ordini', {
      email: VERONA,
      body: {
        idanagrafica: 300002,
        codUtility: 'Gas',
        cig: '8F1A2B3C4D',
        codiceUfficio: 'UF7K2P',
        splitPayment: true,
        dataDecorrenza: '2027-01-15',
        punti: [{ idfornitura: 20_000_001, consumoAnnuoStimato: 100 }],
      },
    });
    expect(order.status).toBe(404);
  });
});

describe('SANDBOX_SCALE=large', () => {
  it("comune.bolzano's convention holds 240 points, each in a monthly report", async () => {
    const large = await startDataApp({ scale: 'large' });
    try {
      const r = await large.gql<{
        convenzioni: { codUtility: number; numeroForniture: number }[];
        reportConvenzione: { idfornitura: number }[];
      }>(
        `{ convenzioni(idanagrafica: [300002]) { codUtility numeroForniture }
           reportConvenzione(idanagrafica: [300002], codUtility: Power, meseDal: "2026-10", meseAl: "2026-10") { idfornitura } }`,
        {},
        'comune.bolzano@demo.it',
      );
      const count = Object.fromEntries(
        r.data.convenzioni.map((c) => [c.codUtility, c.numeroForniture]),
      );
      expect(count).toEqual({ 0: 160, 1: 80 });
      expect(r.data.reportConvenzione).toHaveLength(160);
    } finally {
      await large.close();
    }
  }, 60_000);
});
