// The document catalogue of the customer area (docs/upstream-contract.md
// "Documents"): forms and the service charter for everyone, each contract's conditions only for
// its own customer; every file a real PDF, in Italian or German.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfLines } from '../src/pdf/text.ts';
import { DEMO_SUPPLIER } from '../src/supplier.ts';
import { startDataApp, type DataApp } from './data-helpers.ts';

interface Documento {
  codUtility?: number | null;
  podPdr?: string | null;
  anno?: number | null;
  iddocumento: string;
  tipo: string;
  titolo: string;
  descrizione: string;
  lingua: string;
  idanagrafica: number | null;
  codiceContratto: string | null;
  dataAggiornamento: string;
}

let app: DataApp;
beforeAll(async () => {
  app = await startDataApp();
});
afterAll(async () => {
  await app.close();
});

const list = async (email: string, lingua = 'it', filter = '') =>
  (
    await app.json<{ documenti: Documento[] }>(`/api/documenti/list?lingua=${lingua}${filter}`, {
      email,
    })
  ).body.documenti;

const pdfText = async (iddocumento: string, email = 'mario.rossi@demo.it', lingua = 'it') => {
  const response = await app.call(
    `/api/documenti/pdf?iddocumento=${iddocumento}&lingua=${lingua}`,
    {
      email,
    },
  );
  expect(response.status, iddocumento).toBe(200);
  return pdfLines(Buffer.from(await response.arrayBuffer()));
};

describe('GET /api/documenti/list and /api/documenti/pdf', () => {
  it('lists the forms and charter for everyone and the conditions of the customer’s own contracts', async () => {
    const mario = await list('mario.rossi@demo.it');
    const forms = mario.filter((d) => d.idanagrafica === null);
    expect(forms.map((d) => d.tipo).sort()).toEqual(['carta', 'modulo', 'modulo', 'modulo']);
    const personal = mario.filter((d) => d.idanagrafica !== null);
    expect(personal.every((d) => d.idanagrafica === 100001)).toBe(true);
    const conditions = personal.filter((d) => d.tipo === 'condizioni');
    expect(conditions.length).toBeGreaterThan(0);
    for (const d of conditions) expect(d.titolo).toContain(d.codiceContratto);
    expect(personal.filter((d) => d.tipo !== 'condizioni').map((d) => d.tipo)).toEqual(
      personal.filter((d) => d.tipo === 'garanzia-origine').map((d) => d.tipo),
    );
    const anna = await list('anna.huber@demo.it', 'de');
    expect(anna.find((d) => d.iddocumento === 'modulo-sepa')?.titolo).toBe(
      'SEPA-Lastschriftmandat',
    );
    expect(anna.some((d) => d.titolo.startsWith('Allgemeine Lieferbedingungen'))).toBe(true);
    expect(anna.every((d) => d.idanagrafica === null || d.idanagrafica === 100002)).toBe(true);
  });

  it('answers each document as a real PDF; another customer’s conditions are not found', async () => {
    const mario = await list('mario.rossi@demo.it');
    const own = mario.find((d) => d.tipo === 'condizioni');
    const pdf = await app.call(`/api/documenti/pdf?iddocumento=${own?.iddocumento}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const form = await app.call('/api/documenti/pdf?iddocumento=modulo-reclamo&lingua=de', {
      email: 'anna.huber@demo.it',
    });
    expect(form.status).toBe(200);
    const foreign = await app.call(`/api/documenti/pdf?iddocumento=${own?.iddocumento}`, {
      email: 'anna.huber@demo.it',
    });
    expect(foreign.status).toBe(404);
    expect((await app.call('/api/documenti/pdf?iddocumento=modulo-nessuno')).status).toBe(404);
    expect((await app.call('/api/documenti/pdf?iddocumento=../x')).status).toBe(400);
    expect((await app.call('/api/documenti/list', { email: null })).status).toBe(401);
  });

  it('segnaNotificheLette marks every unread notification of the registries read', async () => {
    const before = await app.gql<{ notifiche: { nonLette: number } }>(
      '{ notifiche(idanagrafica: [100002]) { nonLette } }',
    );
    expect(before.data.notifiche.nonLette).toBeGreaterThan(0);
    const marked = await app.gql<{ segnaNotificheLette: number }>(
      'mutation { segnaNotificheLette(idanagrafica: [100002]) }',
    );
    expect(marked.data.segnaNotificheLette).toBe(before.data.notifiche.nonLette);
    const after = await app.gql<{ notifiche: { nonLette: number } }>(
      '{ notifiche(idanagrafica: [100002]) { nonLette } }',
    );
    expect(after.data.notifiche.nonLette).toBe(0);
  });

  it('mario.rossi’s conditions are his current offer’s, Luce Casa Prezzo Fisso, not the one he left', async () => {
    const conditions = (await list('mario.rossi@demo.it')).filter((d) => d.tipo === 'condizioni');
    const light = conditions.find((d) => d.codUtility === 0);
    expect(light?.descrizione).toContain('Luce Casa Prezzo Fisso');
    expect(conditions.map((d) => d.descrizione).join(' ')).not.toMatch(/Business|Enti Pubblici/);
    const lines = await pdfText(light?.iddocumento ?? '');
    expect(lines).toContain('Offerta: Luce Casa Prezzo Fisso (LCF24)');
    // The supply's earlier, ceased row was a household offer too.
    const rows = app.store.data.contratti.get(100001) ?? [];
    const ceased = rows.filter((c) => c.statoRiga === 'Cessata');
    expect(ceased.length).toBeGreaterThan(0);
    for (const c of ceased) expect(c.prodotto).toMatch(/Casa/);
  });

  it('narrows to a registry and a commodity; the forms are the customer’s kind’s; another registry is 404', async () => {
    const power = await list('acme@demo.it', 'it', '&idanagrafica=200001&codUtility=Power');
    const gas = await list('acme@demo.it', 'it', '&idanagrafica=200001&codUtility=Gas');
    expect(power.every((d) => d.codUtility === 0 || d.codUtility === null)).toBe(true);
    expect(gas.every((d) => d.codUtility === 1 || d.codUtility === null)).toBe(true);
    expect(power.some((d) => d.tipo === 'condizioni')).toBe(true);
    expect(gas.some((d) => d.tipo === 'condizioni')).toBe(true);
    expect(gas.some((d) => d.tipo === 'garanzia-origine')).toBe(false);
    // Business forms for a business, on the commodity they concern; not for a household.
    expect(power.map((d) => d.iddocumento)).toContain('dichiarazione-iva-agevolata');
    expect(power.map((d) => d.iddocumento)).not.toContain('istanza-accise-gas');
    expect(gas.map((d) => d.iddocumento)).toContain('istanza-accise-gas');
    const mario = (await list('mario.rossi@demo.it')).map((d) => d.iddocumento);
    expect(mario).not.toContain('dichiarazione-iva-agevolata');
    expect(
      (await app.call('/api/documenti/pdf?iddocumento=dichiarazione-iva-agevolata')).status,
    ).toBe(404);
    // The wider list holds every document of the narrower one.
    const all = (await list('acme@demo.it')).map((d) => d.iddocumento);
    for (const d of [...power, ...gas]) expect(all).toContain(d.iddocumento);
    expect(
      (await app.call('/api/documenti/list?idanagrafica=100001', { email: 'acme@demo.it' })).status,
    ).toBe(404);
    expect((await app.call('/api/documenti/list?codUtility=Water')).status).toBe(400);
  });

  it('a guarantee-of-origin certificate per green light supply and whole year, with its energy', async () => {
    const certificates = (await list('acme@demo.it', 'it', '&codUtility=Power')).filter(
      (d) => d.tipo === 'garanzia-origine',
    );
    const thisYear = Number(app.store.today().slice(0, 4));
    // Every green light supply supplied before this year: a certificate covers a whole year past.
    const green = (app.store.data.forniture.get(200001) ?? []).filter(
      (f) => f.codUtility === 0 && f.energiaVerde && Math.floor(f.firstMonth / 12) < thisYear,
    );
    expect(green.length).toBeGreaterThan(0);
    expect(new Set(certificates.map((d) => d.podPdr))).toEqual(new Set(green.map((f) => f.podPdr)));
    for (const d of certificates) {
      expect(d.anno).toBeLessThan(thisYear);
      expect(d.iddocumento).toMatch(new RegExp(`^garanzia-origine-\\d+-${d.anno}$`));
    }
    const keys = certificates.map((d) => `${d.podPdr} ${d.anno}`);
    expect(new Set(keys).size).toBe(keys.length);
    const first = certificates[0]!;
    const lines = await pdfText(first.iddocumento, 'acme@demo.it');
    const energy = /: ([\d.]+ kWh) nel/.exec(first.descrizione)?.[1];
    expect(lines).toEqual(
      expect.arrayContaining([
        `Anno: ${first.anno}`,
        `POD: ${first.podPdr}`,
        `Energia fornita: ${energy}`,
        'Quota rinnovabile: 100%',
        'Garanzie annullate per impianto',
      ]),
    );
    // Only a whole past year of one's own green light supply is a certificate.
    const supplyId = /^garanzia-origine-(\d+)-/.exec(first.iddocumento)?.[1];
    // acme's light is all green: its gas supply is the one without certificates.
    const notGreen = (app.store.data.forniture.get(200001) ?? []).find(
      (f) => f.codUtility === 1 && !f.energiaVerde,
    );
    expect(notGreen).toBeDefined();
    for (const [id, email] of [
      [first.iddocumento, 'mario.rossi@demo.it'],
      [`garanzia-origine-${supplyId}-${thisYear}`, 'acme@demo.it'],
      [`garanzia-origine-${notGreen?.idfornitura}-${thisYear - 1}`, 'acme@demo.it'],
    ] as const) {
      const response = await app.call(`/api/documenti/pdf?iddocumento=${id}`, { email });
      expect(response.status, id).toBe(404);
    }
  });

  it('every document is generated from its data: the brand’s letterhead and legal footer, its fields and sections', async () => {
    const footer = `${DEMO_SUPPLIER.companyName} - ${DEMO_SUPPLIER.registeredOffice} - P.IVA ${DEMO_SUPPLIER.vatNumber} - REA ${DEMO_SUPPLIER.reaNumber} - Capitale sociale ${DEMO_SUPPLIER.shareCapital}`;
    const mario = await list('mario.rossi@demo.it');
    const contract = (app.store.data.contratti.get(100001) ?? []).find(
      (c) => c.codUtility === 0 && c.statoRiga !== 'Cessata',
    )!;
    const expected: Record<string, string[]> = {
      [`condizioni-${contract.idcontratto}`]: [
        `Contratto: ${contract.codiceContratto}`,
        `Riga di contratto: ${contract.codiceRigaContratto}`,
        `Data di stipula: ${contract.dataStipula.split('-').reverse().join('/')}`,
        `POD: ${contract.codicePunto}`,
        'Mario Rossi',
        'Oggetto e durata',
        'Prezzo',
        'Fatturazione e pagamento',
        'Recesso e reclami',
      ],
      'carta-servizi': [
        'Carta dei servizi',
        `Servizio clienti: ${DEMO_SUPPLIER.phone} - ${DEMO_SUPPLIER.email}`,
        'Livelli specifici di qualità commerciale',
        'Risposta motivata ai reclami scritti',
        'Reclami e conciliazione',
      ],
      'modulo-voltura': [
        'Modulo di voltura',
        'Intestatario uscente',
        'Nuovo intestatario',
        'Firma e invio',
      ],
    };
    expect(mario.map((d) => d.iddocumento)).toEqual(expect.arrayContaining(Object.keys(expected)));
    for (const [id, texts] of Object.entries(expected)) {
      const lines = await pdfText(id);
      expect(lines.slice(0, 2), id).toEqual([
        DEMO_SUPPLIER.companyName,
        DEMO_SUPPLIER.registeredOffice,
      ]);
      expect(lines, id).toEqual(
        expect.arrayContaining([...texts, DEMO_SUPPLIER.brandName, footer, 'Pagina 1 di 1']),
      );
    }
    const german = await pdfText('modulo-reclamo', 'anna.huber@demo.it', 'de');
    expect(german).toEqual(
      expect.arrayContaining([
        'Beschwerdeformular',
        'Kundendaten',
        'Unterschrift und Versand',
        'Seite 1 von 1',
      ]),
    );
  });
});
