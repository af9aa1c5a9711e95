import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDataApp, type DataApp } from './data-helpers.ts';

let app: DataApp;
let gasRow: number;
let lastReading: number;
let windowFrom: string;

beforeAll(async () => {
  app = await startDataApp();
  const r = await app.gql<{
    contratti: {
      nodes: Array<{ idrigaContratto: number; ultimaLettura: number; finestraLetturaDal: string }>;
    };
  }>(
    '{ contratti(idanagrafica: [100001], codUtility: Gas, canInsertLettura: true) { nodes { idrigaContratto ultimaLettura finestraLetturaDal } } }',
  );
  const row = r.data.contratti.nodes[0];
  if (!row) throw new Error('no gas contract');
  gasRow = row.idrigaContratto;
  lastReading = row.ultimaLettura;
  windowFrom = row.finestraLetturaDal;
});
afterAll(async () => {
  await app.close();
});

const reading = (extra: Record<string, unknown>) => ({
  idanagrafica: 100001,
  idrigaContratto: gasRow,
  lettura: lastReading + 40,
  dataLettura: '2026-11-22',
  ...extra,
});

describe('§7 registry, readings, privacy', () => {
  it('§7 anagrafica/get answers the first own registry, or the one named by codice; a foreign codice is 404', async () => {
    const own = await app.json<{
      idanagrafica: number;
      aidIndici: unknown;
      fatturaDigitale: unknown;
    }>('/api/registrazione/anagrafica/get');
    expect(own.body).toMatchObject({ idanagrafica: 100001, ragSoc: 'Mario Rossi' });
    expect(own.body.aidIndici).toBeDefined();
    expect(
      (
        await app.json('/api/registrazione/anagrafica/get?codice=500002', {
          email: 'consorzio@demo.it',
        })
      ).body,
    ).toMatchObject({ idanagrafica: 500002 });
    expect((await app.json('/api/registrazione/anagrafica/get?codice=500002')).status).toBe(404);
    const bad = await app.json<{ message: string }>('/api/registrazione/anagrafica/get?codice=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('codice');
  });

  it('§7 contatto/save stores the contacts (seen by the data service); bad or foreign input is refused', async () => {
    const ok = await app.json('/api/registrazione/contatto/save', {
      body: { idanagrafica: 100001, eMail: 'mario@example.it', cellulare: '+39 347 1234567' },
    });
    expect(ok.body).toEqual({ saved: true });
    const r = await app.gql<{
      anagrafica: { eMail: string; cellulare: string; fatturaDigitale: { eMail: string } };
    }>('{ anagrafica(idanagrafica: 100001) { eMail cellulare fatturaDigitale { eMail } } }');
    expect(r.data.anagrafica).toEqual({
      eMail: 'mario@example.it',
      cellulare: '+39 347 1234567',
      fatturaDigitale: { eMail: 'mario@example.it' },
    });
    for (const [body, field] of [
      [{ eMail: 'a@b.it' }, 'idanagrafica'],
      [{ idanagrafica: 100001, eMail: 'not-an-email' }, 'eMail'],
      [{ idanagrafica: 100001, telefono: 'call me' }, 'telefono'],
      [{ idanagrafica: 100001 }, 'eMail'],
    ] as const) {
      const bad = await app.json<{ message: string }>('/api/registrazione/contatto/save', { body });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain(field);
    }
    expect(
      (
        await app.json('/api/registrazione/contatto/save', {
          body: { idanagrafica: 100002, eMail: 'x@y.it' },
        })
      ).status,
    ).toBe(404);
  });

  it('the meter of a supply (serial, digits) and a reading window still to open', async () => {
    const supplies = await app.gql<{
      forniture: {
        nodes: Array<{
          codUtility: number;
          matricolaContatore: string;
          cifreContatore: number | null;
        }>;
      };
    }>(
      '{ forniture(idanagrafica: [100001]) { nodes { codUtility matricolaContatore cifreContatore } } }',
    );
    const gas = supplies.data.forniture.nodes.find((f) => f.codUtility === 1);
    const power = supplies.data.forniture.nodes.find((f) => f.codUtility === 0);
    expect(gas?.cifreContatore).toBe(5);
    expect(gas?.matricolaContatore).toMatch(/^G\d{10}$/);
    expect(power?.cifreContatore).toBeNull();
    const aurora = await app.gql<{
      contratti: {
        nodes: Array<{
          idrigaContratto: number;
          ultimaLettura: number;
          finestraLetturaDal: string;
          finestraLetturaAl: string;
        }>;
      };
    }>(
      '{ contratti(idanagrafica: [100003], codUtility: Gas, canInsertLettura: true) { nodes { idrigaContratto ultimaLettura finestraLetturaDal finestraLetturaAl } } }',
    );
    const row = aurora.data.contratti.nodes[0]!;
    const today = new Date().toISOString().slice(0, 10);
    expect(row.finestraLetturaDal > today).toBe(true);
    expect(row.finestraLetturaAl > row.finestraLetturaDal).toBe(true);
    const refused = await app.json<{ error: string }>('/api/lettura/apccb/gas/save', {
      email: 'condominio.aurora@demo.it',
      body: {
        idanagrafica: 100003,
        idrigaContratto: row.idrigaContratto,
        lettura: row.ultimaLettura + 10,
        dataLettura: today,
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('outsideReadingWindow');
  });

  it('§5 gas self-reading: letturaNotNumber, letturaBelowPrevious, outsideReadingWindow, readingNotAllowed, then accepted', async () => {
    const expectMarker = async (body: Record<string, unknown>, error: string, email?: string) => {
      const r = await app.json<{ error: string }>('/api/lettura/apccb/gas/save', {
        body,
        ...(email ? { email } : {}),
      });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe(error);
    };
    await expectMarker(reading({ lettura: 'tanti' }), 'letturaNotNumber');
    await expectMarker(reading({ lettura: 12.5 }), 'letturaNotNumber');
    await expectMarker(reading({ lettura: -3 }), 'letturaNotNumber');
    await expectMarker(reading({ lettura: lastReading - 1 }), 'letturaBelowPrevious');
    // Mario's G4 meter shows 5 whole digits (forniture's cifreContatore).
    await expectMarker(reading({ lettura: 100_000 }), 'letturaTooManyDigits');
    await expectMarker(reading({ dataLettura: '2026-10-01' }), 'outsideReadingWindow');
    await expectMarker(reading({ dataLettura: '2026-11-25' }), 'outsideReadingWindow');
    const power = await app.gql<{ contratti: { nodes: Array<{ idrigaContratto: number }> } }>(
      '{ contratti(idanagrafica: [100001], codUtility: Power, lastContrattoSede: true) { nodes { idrigaContratto } } }',
    );
    await expectMarker(
      reading({ idrigaContratto: power.data.contratti.nodes[0]?.idrigaContratto }),
      'readingNotAllowed',
    );
    const ok = await app.json<{ idLettura: number; accepted: boolean }>(
      '/api/lettura/apccb/gas/save',
      { body: reading({ lettura: String(lastReading + 40), dataLettura: windowFrom }) },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.accepted).toBe(true);
    const letture = await app.gql<{
      letture: Array<{ idLettura: number; lettura: number; tipoLettura: string }>;
    }>(
      `{ letture(idanagrafica: [100001], idrigaContratto: ${gasRow}, first: 1) { idLettura lettura tipoLettura } }`,
    );
    expect(letture.data.letture[0]).toEqual({
      idLettura: ok.body.idLettura,
      lettura: lastReading + 40,
      tipoLettura: 'Autolettura',
    });
    await expectMarker(reading({ lettura: lastReading + 10 }), 'letturaBelowPrevious');
  });

  it('upstream contract: reading for a foreign registry or contract is 404; a malformed payload is 400 naming the field', async () => {
    expect(
      (await app.json('/api/lettura/apccb/gas/save', { body: reading({ idanagrafica: 100002 }) }))
        .status,
    ).toBe(404);
    expect(
      (
        await app.json('/api/lettura/apccb/gas/save', {
          body: reading({}),
          email: 'anna.huber@demo.it',
        })
      ).status,
    ).toBe(404);
    for (const [body, field] of [
      [reading({ dataLettura: '22/11/2026' }), 'dataLettura'],
      [{ idanagrafica: 100001, lettura: 1, dataLettura: '2026-11-22' }, 'idrigaContratto'],
      [reading({ lettura: { n: 1 } }), 'lettura'],
    ] as const) {
      const bad = await app.json<{ error: string; message: string }>(
        '/api/lettura/apccb/gas/save',
        { body },
      );
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain(field);
    }
  });

  it('§7 privacy consents open a case; foreign registry 404; bad consents 400', async () => {
    const ok = await app.json<{ idCase: string }>('/api/customer-cases/privacy', {
      body: {
        idanagrafica: 100001,
        consents: { marketing: true, profiling: false, thirdParties: false },
      },
    });
    expect(ok.body.idCase).toMatch(/^PRIV-\d{6}$/);
    expect(
      (
        await app.json('/api/customer-cases/privacy', {
          body: {
            idanagrafica: 200001,
            consents: { marketing: true, profiling: false, thirdParties: false },
          },
        })
      ).status,
    ).toBe(404);
    const bad = await app.json<{ message: string }>('/api/customer-cases/privacy', {
      body: { idanagrafica: 100001, consents: { marketing: 'maybe' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('consents');
  });

  it('the reset hook restores the seeded state (readings, contacts, payments, jobs)', async () => {
    const before = await app.gql<{ anagrafica: { eMail: string } }>(
      '{ anagrafica(idanagrafica: 100001) { eMail } }',
    );
    expect(before.data.anagrafica.eMail).toBe('mario@example.it');
    await app.json('/api/invoices/export-pdf/start', {
      body: {
        idfatture: [
          (
            await app.json<{ invoices: Array<{ idfattura: number }> }>('/api/invoices/browse', {
              body: {},
            })
          ).body.invoices[0]?.idfattura,
        ],
      },
    });
    for (const hook of app.ctx.resetHooks) hook();
    const after = await app.gql<{
      anagrafica: { eMail: string };
      contratti: { nodes: Array<{ ultimaLettura: number }> };
    }>(
      `{ anagrafica(idanagrafica: 100001) { eMail } contratti(idrigaContratto: ${gasRow}) { nodes { ultimaLettura } } }`,
    );
    expect(after.data.anagrafica.eMail).toBe('mario.rossi@demo.it');
    expect(after.data.contratti.nodes[0]?.ultimaLettura).toBe(lastReading);
    expect(
      (await app.json<{ jobs: unknown[] }>('/api/invoices/export-pdf/list')).body.jobs,
    ).toEqual([]);
  });
});
