// The document catalogue of the customer area (docs/upstream-contract.md
// "Documents"): forms and the service charter for everyone, each contract's conditions only for
// its own customer; every file a real PDF, in Italian or German.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDataApp, type DataApp } from './data-helpers.ts';

interface Documento {
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

const list = async (email: string, lingua = 'it') =>
  (await app.json<{ documenti: Documento[] }>(`/api/documenti/list?lingua=${lingua}`, { email }))
    .body.documenti;

describe('GET /api/documenti/list and /api/documenti/pdf', () => {
  it('lists the forms and charter for everyone and the conditions of the customer’s own contracts', async () => {
    const mario = await list('mario.rossi@demo.it');
    const forms = mario.filter((d) => d.idanagrafica === null);
    expect(forms.map((d) => d.tipo).sort()).toEqual(['carta', 'modulo', 'modulo', 'modulo']);
    const personal = mario.filter((d) => d.idanagrafica !== null);
    expect(personal.length).toBeGreaterThan(0);
    for (const d of personal) {
      expect(d.idanagrafica).toBe(100001);
      expect(d.tipo).toBe('condizioni');
      expect(d.titolo).toContain(d.codiceContratto);
    }
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
});
