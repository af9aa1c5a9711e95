import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceRequest, isValidItalianIban } from '../src/graphql/requests.ts';
import { startDataApp, type DataApp } from './data-helpers.ts';

let app: DataApp;
type Supply = {
  idfornitura: number;
  codUtility: number;
  podPdr: string;
  energiaVerde: boolean;
  statoFornitura: string;
  potenzaImpegnata: number | null;
  idsede: number;
  localita: string;
  provincia: string;
};

beforeAll(async () => {
  app = await startDataApp();
});
afterAll(async () => {
  await app.close();
});

async function supplies(args: string): Promise<{ totalCount: number; nodes: Supply[] }> {
  const r = await app.gql<{ forniture: { totalCount: number; nodes: Supply[] } }>(
    `{ forniture(${args}) { totalCount nodes { idfornitura codUtility podPdr energiaVerde statoFornitura potenzaImpegnata idsede localita provincia } } }`,
  );
  expect(r.errors).toBeUndefined();
  return r.data.forniture;
}

const marioPower = async () =>
  (await supplies('idanagrafica: [100001], codUtility: Power')).nodes[0] as Supply;
const marioGas = async () =>
  (await supplies('idanagrafica: [100001], codUtility: Gas')).nodes[0] as Supply;
/** Anna's gas has a smart meter, read daily (Mario's is one he reads himself: no curve). */
const annaGas = async () =>
  (await supplies('idanagrafica: [100002], codUtility: Gas')).nodes[0] as Supply;

describe('data service extras for the later pages', () => {
  it('forniture: POD IT001E… for power, 14-digit PDR for gas, green-energy flag and filters', async () => {
    const all = await supplies('idanagrafica: [200001], first: 500');
    expect(all.totalCount).toBe(12);
    for (const s of all.nodes)
      expect(s.podPdr).toMatch(s.codUtility === 0 ? /^IT001E\d{8}$/ : /^\d{14}$/);
    const green = await supplies('idanagrafica: [200001], energiaVerde: true');
    expect(green.nodes.every((s) => s.energiaVerde && s.codUtility === 0)).toBe(true);
    const gas = await supplies('idanagrafica: [200001], codUtility: Gas');
    expect(gas.totalCount).toBe(4);
    const bz = await supplies('idanagrafica: [100002]');
    expect(bz.nodes[0]).toMatchObject({ localita: 'Bolzano/Bozen', provincia: 'BZ' });
    const sorted = await supplies(
      'idanagrafica: [300001], sort: "consumoAnnuo:desc", first: 3, offset: 1',
    );
    expect(sorted.nodes).toHaveLength(3);
    const one = await supplies(`idanagrafica: [100001], podPdr: "${(await marioGas()).podPdr}"`);
    expect(one.totalCount).toBe(1);
  });

  it('consumi: per month, F1/F2/F3 bands for power, Smc for gas, costs that add up', async () => {
    const power = await marioPower();
    const r = await app.gql<{
      consumi: Array<{
        mese: string;
        f1: number;
        f2: number;
        f3: number;
        consumo: number;
        importoMateria: number;
        importoTrasporto: number;
        importoOneri: number;
        importoImposte: number;
        importoIva: number;
        importoTotale: number;
      }>;
    }>(
      `{ consumi(idfornitura: ${power.idfornitura}, meseDal: "2025-01", meseAl: "2025-12") { mese f1 f2 f3 consumo importoMateria importoTrasporto importoOneri importoImposte importoIva importoTotale unitaMisura } }`,
    );
    expect(r.data.consumi).toHaveLength(12);
    expect(r.data.consumi[0]?.mese).toBe('2025-01');
    for (const m of r.data.consumi) {
      expect(m.f1 + m.f2 + m.f3).toBe(m.consumo);
      const parts =
        m.importoMateria + m.importoTrasporto + m.importoOneri + m.importoImposte + m.importoIva;
      expect(Math.abs(parts - m.importoTotale)).toBeLessThan(0.05);
    }
    const gas = await marioGas();
    const g = await app.gql<{
      consumi: Array<{ f1: number | null; unitaMisura: string; consumo: number }>;
    }>(`{ consumi(idfornitura: ${gas.idfornitura}) { f1 unitaMisura consumo } }`);
    expect(g.data.consumi).toHaveLength(12);
    expect(
      g.data.consumi.every((m) => m.f1 === null && m.unitaMisura === 'Smc' && m.consumo > 0),
    ).toBe(true);
    for (const [args, field] of [
      [`idfornitura: ${gas.idfornitura}, meseDal: "2025-13"`, 'meseDal'],
      [`idfornitura: ${gas.idfornitura}, meseDal: "2020-01", meseAl: "2026-01"`, 'meseAl'],
      ['idfornitura: 1', 'idfornitura'],
    ] as const) {
      const bad = await app.gql(`{ consumi(${args}) { mese } }`);
      expect(bad.errors?.[0]?.extensions).toMatchObject({ field });
    }
  });

  it('curvaCarico: a year of quarter-hours is 35,040 compact points for power; daily Smc for gas; range checks', async () => {
    const power = await marioPower();
    const r = await app.gql<{
      curvaCarico: {
        start: string;
        stepMinutes: number;
        values: number[];
        totale: number;
        unitaMisura: string;
      };
    }>(
      `{ curvaCarico(idfornitura: ${power.idfornitura}, dal: "2025-01-01", al: "2025-12-31") { start stepMinutes values totale unitaMisura } }`,
    );
    expect(r.data.curvaCarico.values).toHaveLength(35_040);
    expect(r.data.curvaCarico).toMatchObject({
      start: '2025-01-01T00:00:00',
      stepMinutes: 15,
      unitaMisura: 'kW',
    });
    // kW quarter hours: a quarter of each is its kWh.
    const sum = r.data.curvaCarico.values.reduce((s, v) => s + v, 0) / 4;
    expect(Math.abs(sum - r.data.curvaCarico.totale)).toBeLessThan(1);
    const gas = await annaGas();
    const g = await app.gql<{ curvaCarico: { stepMinutes: number; values: number[] } }>(
      `{ curvaCarico(idfornitura: ${gas.idfornitura}, dal: "2025-02-01", al: "2025-02-28") { stepMinutes values } }`,
    );
    expect(g.data.curvaCarico.stepMinutes).toBe(1440);
    expect(g.data.curvaCarico.values).toHaveLength(28);
    for (const [dal, al, field] of [
      ['2025-01-01', '2026-01-02', 'al'],
      ['2025-02-01', '2025-01-01', 'dal'],
      ['2025-02-30', '2025-03-01', 'dal'],
    ] as const) {
      const bad = await app.gql(
        `{ curvaCarico(idfornitura: ${gas.idfornitura}, dal: "${dal}", al: "${al}") { stepMinutes } }`,
      );
      expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'badRequest', field });
    }
  });

  it('operazioni with state history, notifiche with read flag and segnaNotificaLetta, bonusFedelta, letture', async () => {
    const ops = await app.gql<{
      operazioni: {
        totalCount: number;
        nodes: Array<{ stato: string; storico: Array<{ stato: string; data: string }> }>;
      };
    }>(
      '{ operazioni(idanagrafica: [300001], first: 50) { totalCount nodes { idoperazione tipo stato dataApertura storico { stato data nota } } } }',
    );
    expect(ops.data.operazioni.totalCount).toBeGreaterThan(0);
    for (const op of ops.data.operazioni.nodes) expect(op.storico.at(-1)?.stato).toBe(op.stato);
    const filtered = await app.gql<{ operazioni: { nodes: Array<{ codUtility: number }> } }>(
      '{ operazioni(idanagrafica: [300001], codUtility: Gas) { nodes { codUtility } } }',
    );
    expect(filtered.data.operazioni.nodes.every((o) => o.codUtility === 1)).toBe(true);

    const notes = await app.gql<{
      notifiche: {
        totalCount: number;
        nonLette: number;
        nodes: Array<{ idnotifica: number; letta: boolean; categoria: string }>;
      };
    }>(
      '{ notifiche(idanagrafica: [100001]) { totalCount nonLette nodes { idnotifica letta categoria titolo testo dataCreazione link } } }',
    );
    expect(notes.data.notifiche.nodes.some((n) => n.categoria === 'lettura')).toBe(true);
    const unread = notes.data.notifiche.nodes.find((n) => !n.letta);
    const marked = await app.gql<{ segnaNotificaLetta: { letta: boolean } }>(
      `mutation { segnaNotificaLetta(idnotifica: ${unread?.idnotifica}) { letta } }`,
    );
    expect(marked.data.segnaNotificaLetta.letta).toBe(true);
    const after = await app.gql<{ notifiche: { nonLette: number } }>(
      '{ notifiche(idanagrafica: [100001], letta: false) { nonLette } }',
    );
    expect(after.data.notifiche.nonLette).toBe(notes.data.notifiche.nonLette - 1);
    const german = await app.gql<{ notifiche: { nodes: Array<{ titolo: string }> } }>(
      '{ notifiche(idanagrafica: [100002]) { nodes { titolo } } }',
    );
    expect(german.data.notifiche.nodes.some((n) => n.titolo.includes('Rechnung'))).toBe(true);

    const bonus = await app.gql<{
      retail: { punti: number; livello: string; idoneo: boolean; movimenti: unknown[] };
      corporate: { idoneo: boolean; motivoNonIdoneo: string };
      none: null;
    }>(
      '{ retail: bonusFedelta(idanagrafica: 100002) { punti livello idoneo movimenti { data punti descrizione } } corporate: bonusFedelta(idanagrafica: 200001) { idoneo motivoNonIdoneo } none: bonusFedelta(idanagrafica: 1) { punti } }',
    );
    expect(['Bronzo', 'Argento', 'Oro']).toContain(bonus.data.retail.livello);
    expect(bonus.data.retail.punti).toBeGreaterThan(0);
    expect(bonus.data.corporate.idoneo).toBe(false);
    expect(bonus.data.none).toBeNull();

    // The programme's rules come with the bonus, and the registry's level follows them.
    const rules = await app.gql<{
      bonusFedelta: {
        punti: number;
        livello: string;
        sogliaProssimoLivello: number | null;
        scadenzaPunti: string;
        movimenti: Array<{ punti: number }>;
        programma: {
          euroPerPunto: number;
          puntiMinimiBolletta: number;
          livelli: Array<{ livello: string; sogliaPunti: number }>;
          anniValiditaPunti: number;
        };
      };
    }>(
      '{ bonusFedelta(idanagrafica: 100001) { punti livello sogliaProssimoLivello scadenzaPunti movimenti { punti } programma { euroPerPunto puntiMinimiBolletta livelli { livello sogliaPunti } anniValiditaPunti } } }',
    );
    const b = rules.data.bonusFedelta;
    expect(b.programma).toEqual({
      euroPerPunto: 5,
      puntiMinimiBolletta: 5,
      livelli: [
        { livello: 'Bronzo', sogliaPunti: 0 },
        { livello: 'Argento', sogliaPunti: 500 },
        { livello: 'Oro', sogliaPunti: 1500 },
      ],
      anniValiditaPunti: 1,
    });
    const reached = b.programma.livelli.filter((l) => b.punti >= l.sogliaPunti);
    expect(b.livello).toBe(reached.at(-1)?.livello);
    expect(b.sogliaProssimoLivello).toBe(b.programma.livelli[reached.length]?.sogliaPunti ?? null);
    for (const m of b.movimenti) {
      expect(m.punti).toBeGreaterThanOrEqual(b.programma.puntiMinimiBolletta);
    }
    expect(Number(b.scadenzaPunti.slice(0, 4))).toBe(
      new Date().getUTCFullYear() + b.programma.anniValiditaPunti,
    );

    const letture = await app.gql<{ letture: Array<{ lettura: number; dataLettura: string }> }>(
      '{ letture(idanagrafica: [100001]) { lettura dataLettura tipoLettura codicePunto } }',
    );
    const values = letture.data.letture.map((l) => l.lettura);
    expect(values.length).toBeGreaterThan(3);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
  });

  it('§5: notifications and loyalty bonus speak the customer’s language (anna.huber, de-DE), amounts as §5 writes them', async () => {
    type Notes = {
      notifiche: { nodes: Array<{ categoria: string; titolo: string; testo: string }> };
    };
    const german = await app.gql<
      Notes & { bonusFedelta: { movimenti: Array<{ descrizione: string }> } }
    >(
      '{ notifiche(idanagrafica: [100002]) { nodes { categoria titolo testo } } bonusFedelta(idanagrafica: 100002) { movimenti { descrizione } } }',
    );
    const texts = german.data.notifiche.nodes.map((n) => `${n.titolo} ${n.testo}`).join(' ');
    expect(texts).toContain('Rechnung');
    expect(texts).not.toMatch(/bolletta|disponibile|richiesta/i);
    expect(german.data.bonusFedelta.movimenti.length).toBeGreaterThan(0);
    for (const m of german.data.bonusFedelta.movimenti)
      expect(m.descrizione).toMatch(/^Pünktliche Zahlung /);
    const ops = await app.gql<{
      operazioni: {
        nodes: Array<{
          tipo: string;
          descrizione: string;
          stato: string;
          storico: Array<{ nota: string | null }>;
        }>;
      };
    }>(
      '{ operazioni(idanagrafica: [100002], first: 50) { nodes { tipo descrizione stato storico { nota } } } }',
    );
    expect(ops.data.operazioni.nodes.length).toBeGreaterThan(0);
    for (const op of ops.data.operazioni.nodes) {
      expect(
        `${op.tipo} ${op.descrizione} ${op.storico.map((h) => h.nota ?? '').join(' ')}`,
      ).not.toMatch(/fornitura|Richiesta|Cambio|Reclamo|Rettifica|Variazione|Voltura/);
      // The state stays the §4 code the status labels are keyed on.
      expect(['Trasmessa', 'In lavorazione', 'Accettata']).toContain(op.stato);
    }

    const italian = await app.gql<Notes>(
      '{ notifiche(idanagrafica: [100001]) { nodes { categoria titolo testo } } }',
    );
    const bills = italian.data.notifiche.nodes.filter((n) => n.categoria === 'fattura');
    expect(bills.length).toBeGreaterThan(0);
    for (const n of bills)
      expect(n.testo).toMatch(/ di -?\d{1,3}(\.\d{3})*,\d{2} € è disponibile\.$/);
  });

  it('richiesteGestione and creaRichiestaGestione: payment method, bill delivery, power variation, termination, each validated', async () => {
    const power = await marioPower();
    const gas = await marioGas();
    const create = (input: string) =>
      app.gql<{
        creaRichiestaGestione: {
          idrichiesta: number;
          stato: string;
          tipo: string;
          storico: Array<{ stato: string }>;
        };
      }>(
        `mutation { creaRichiestaGestione(input: { idanagrafica: 100001, ${input} }) { idrichiesta stato tipo potenzaAttuale potenzaRichiesta iban storico { stato data } } }`,
      );
    const failures: Array<[string, string, string?]> = [
      [
        `idfornitura: ${power.idfornitura}, tipo: ModalitaPagamento, modalitaPagamento: "Contanti"`,
        'modalitaPagamento',
      ],
      [
        `idfornitura: ${power.idfornitura}, tipo: ModalitaPagamento, modalitaPagamento: "Addebito diretto SEPA", iban: "IT00X0000000000000000000000"`,
        'iban',
      ],
      [
        `idfornitura: ${power.idfornitura}, tipo: ModalitaPagamento, modalitaPagamento: "Addebito diretto SEPA", iban: "IT60X0542811101000000123456", intestatarioConto: "Mario Rossi", codiceFiscaleIntestatario: "RSSMRA85T10A562T"`,
        'codiceFiscaleIntestatario',
      ],
      [
        `idfornitura: ${power.idfornitura}, tipo: ModalitaPagamento, modalitaPagamento: "Addebito diretto SEPA", iban: "IT60X0542811101000000123456", codiceFiscaleIntestatario: "RSSMRA85T10A562S"`,
        'intestatarioConto',
      ],
      [
        `idfornitura: ${power.idfornitura}, tipo: Cessazione, dataCessazione: "2027-03-01", recapitoFinale: "Via Roma 1, Verona"`,
        'dataCessazione',
      ],
      [
        `idfornitura: ${power.idfornitura}, tipo: Cessazione, dataCessazione: "2027-01-15", recapitoFinale: "Via Roma 1, Verona", letturaFinale: "12a"`,
        'letturaFinale',
      ],
      [
        `idfornitura: ${power.idfornitura}, tipo: InvioFattura, modalitaInvioFattura: "Email", email: "nope"`,
        'email',
      ],
      [`idfornitura: ${gas.idfornitura}, tipo: VariazionePotenza, potenzaRichiesta: 6`, 'tipo'],
      [
        `idfornitura: ${power.idfornitura}, tipo: VariazionePotenza, potenzaRichiesta: 3.7`,
        'potenzaRichiesta',
      ],
      [
        `idfornitura: ${power.idfornitura}, tipo: VariazionePotenza, potenzaRichiesta: 3`,
        'potenzaRichiesta',
      ],
      [
        `idfornitura: ${power.idfornitura}, tipo: Cessazione, dataCessazione: "2026-11-23", recapitoFinale: "Via Roma 1, Verona"`,
        'dataCessazione',
      ],
      [
        `idfornitura: ${power.idfornitura}, tipo: Cessazione, dataCessazione: "2027-01-15", recapitoFinale: ""`,
        'recapitoFinale',
      ],
      [
        `idfornitura: 20050001, tipo: InvioFattura, modalitaInvioFattura: "Cartaceo"`,
        'idfornitura',
        'notFound',
      ],
    ];
    for (const [input, field, code] of failures) {
      const r = await create(input);
      expect(r.errors?.[0]?.extensions, input).toMatchObject({ field, code: code ?? 'badRequest' });
    }
    const iban = 'IT60X0542811101000000123456';
    expect(isValidItalianIban(iban)).toBe(true);
    const ok = await create(
      `idfornitura: ${power.idfornitura}, tipo: ModalitaPagamento, modalitaPagamento: "Addebito diretto SEPA", iban: "${iban}", intestatarioConto: "Mario Rossi", codiceFiscaleIntestatario: "RSSMRA85T10A562S"`,
    );
    expect(ok.data.creaRichiestaGestione).toMatchObject({
      stato: 'Trasmessa',
      tipo: 'ModalitaPagamento',
      storico: [{ stato: 'Trasmessa' }],
    });
    const dup = await create(
      `idfornitura: ${power.idfornitura}, tipo: ModalitaPagamento, modalitaPagamento: "Bollettino postale"`,
    );
    expect(dup.errors?.[0]?.extensions).toMatchObject({ code: 'requestAlreadyPending' });
    expect(
      (
        await create(
          `idfornitura: ${power.idfornitura}, tipo: VariazionePotenza, potenzaRichiesta: 4.5`,
        )
      ).errors,
    ).toBeUndefined();
    expect(
      (
        await create(
          `idfornitura: ${gas.idfornitura}, tipo: Cessazione, dataCessazione: "2027-01-15", recapitoFinale: "Via Mazzini 3, 37121 Verona"`,
        )
      ).errors,
    ).toBeUndefined();
    expect(
      (
        await create(
          `idfornitura: ${gas.idfornitura}, tipo: InvioFattura, modalitaInvioFattura: "Email", email: "mario@example.it"`,
        )
      ).errors,
    ).toBeUndefined();
    const list = await app.gql<{
      richiesteGestione: { totalCount: number; nodes: Array<{ tipo: string }> };
    }>(
      '{ richiesteGestione(idanagrafica: [100001]) { totalCount nodes { tipo stato dataRichiesta } } }',
    );
    expect(list.data.richiesteGestione.totalCount).toBe(5);
    const ops = await app.gql<{ operazioni: { nodes: Array<{ tipo: string; stato: string }> } }>(
      '{ operazioni(idanagrafica: [100001], stato: "Trasmessa") { nodes { tipo stato } } }',
    );
    expect(ops.data.operazioni.nodes.map((o) => o.tipo)).toContain('Variazione potenza');
    const onlyPower = await app.gql<{ richiesteGestione: { nodes: Array<{ tipo: string }> } }>(
      `{ richiesteGestione(idanagrafica: [100001], idfornitura: ${power.idfornitura}, tipo: VariazionePotenza) { nodes { tipo } } }`,
    );
    expect(onlyPower.data.richiesteGestione.nodes).toEqual([{ tipo: 'VariazionePotenza' }]);
  });

  it('filing a request and each change of its state leave a notification linked to the supply', async () => {
    const power = await marioPower();
    const notes = async () =>
      (
        await app.gql<{
          notifiche: {
            nodes: Array<{
              categoria: string;
              titolo: string;
              testo: string;
              link: string | null;
              letta: boolean;
            }>;
          };
        }>('{ notifiche(idanagrafica: [100001]) { nodes { categoria titolo testo link letta } } }')
      ).data.notifiche.nodes;
    const filed = await app.gql<{ creaRichiestaGestione: { idrichiesta: number } }>(
      `mutation { creaRichiestaGestione(input: { idanagrafica: 100001, idfornitura: ${power.idfornitura}, tipo: InvioFattura, modalitaInvioFattura: "Cartaceo" }) { idrichiesta } }`,
    );
    const id = filed.data.creaRichiestaGestione.idrichiesta;
    expect((await notes())[0]).toEqual({
      categoria: 'operazione',
      titolo: 'Richiesta ricevuta',
      testo: `Abbiamo ricevuto la tua richiesta "Cambio modalità di invio bolletta" n. ${id} per ${power.podPdr}.`,
      link: `/retail/myUtilities/manageUts/${power.idfornitura}`,
      letta: false,
    });
    expect(advanceRequest(app.store, id).stato).toBe('In lavorazione');
    expect((await notes())[0]?.titolo).toBe('Richiesta in lavorazione');
    expect(advanceRequest(app.store, id).stato).toBe('Accettata');
    expect((await notes())[0]?.titolo).toBe('Richiesta accettata');
    expect(() => advanceRequest(app.store, id)).toThrow(/already Accettata/);
    const list = await app.gql<{
      richiesteGestione: { nodes: Array<{ stato: string; storico: Array<{ stato: string }> }> };
    }>(
      `{ richiesteGestione(idanagrafica: [100001], idfornitura: ${power.idfornitura}, tipo: InvioFattura) { nodes { stato storico { stato } } } }`,
    );
    expect(list.data.richiesteGestione.nodes[0]?.storico.map((h) => h.stato)).toEqual([
      'Trasmessa',
      'In lavorazione',
      'Accettata',
    ]);
  });
});
