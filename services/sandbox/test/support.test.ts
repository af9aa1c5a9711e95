// The business FAQ of the content site and the written requests filed through
// §7 contatto/save after the privacy acknowledgement of §7 customer-cases/privacy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTS_PER_LANG } from '../src/content/posts.ts';
import { startDataApp, type DataApp } from './data-helpers.ts';

let app: DataApp;
let supply: { idfornitura: number; podPdr: string };
let invoiceNumber: string;
const ACME = 'acme@demo.it';

beforeAll(async () => {
  app = await startDataApp();
  const r = await app.gql<{
    forniture: { nodes: Array<{ idfornitura: number; podPdr: string }> };
    fatture: { nodes: Array<{ numeroFattura: string }> };
  }>(
    '{ forniture(idanagrafica: [200001], codUtility: Power, first: 1) { nodes { idfornitura podPdr } } fatture(idanagrafica: [200001], first: 1) { nodes { numeroFattura } } }',
    {},
    ACME,
  );
  supply = r.data.forniture.nodes[0]!;
  invoiceNumber = r.data.fatture.nodes[0]!.numeroFattura;
});
afterAll(async () => {
  await app.close();
});

async function acknowledge(idanagrafica = 200001, email = ACME): Promise<string> {
  const r = await app.json<{ idCase: string }>('/api/customer-cases/privacy', {
    body: { idanagrafica, presaVisioneInformativa: true },
    email,
  });
  expect(r.status).toBe(200);
  return r.body.idCase;
}

const request = (extra: Record<string, unknown>) => ({
  idanagrafica: 200001,
  tipoRichiesta: 'reclamo',
  oggetto: 'Fattura non ricevuta',
  messaggio: 'La fattura di ottobre non è arrivata allo SDI: potete verificare?',
  ...extra,
});

type WpPost = { id: number; title: { rendered: string }; categories: number[] };

describe('the business FAQ of the content site', () => {
  it('names the faq-business category with its id; an unknown slug is an empty list', async () => {
    const r = await app.json<Array<{ id: number; slug: string; count: number; name: string }>>(
      '/wp-json/wp/v2/categories?slug=faq-business&lang=de',
      { email: null },
    );
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
      expect.objectContaining({
        id: 41,
        slug: 'faq-business',
        name: expect.stringMatching(/Fragen/),
      }),
    ]);
    expect(r.body[0]!.count).toBeGreaterThanOrEqual(12);
    expect((await app.json('/wp-json/wp/v2/categories?slug=news', { email: null })).body).toEqual(
      [],
    );
  });

  it('serves at least 12 FAQ per language by ?categories=, searchable; the main query stays the news', async () => {
    for (const lang of ['it', 'de'] as const) {
      const response = await fetch(
        `${app.url}/wp-json/wp/v2/posts?categories=41&per_page=100&lang=${lang}`,
      );
      const faq = (await response.json()) as WpPost[];
      expect(faq.length).toBeGreaterThanOrEqual(12);
      expect(response.headers.get('x-wp-total')).toBe(String(faq.length));
      for (const post of faq) expect(post.categories).toEqual([41]);
    }
    const split = (await (
      await fetch(`${app.url}/wp-json/wp/v2/posts?categories=41&search=split%20payment&lang=it`)
    ).json()) as WpPost[];
    expect(split.map((p) => p.title.rendered)).toEqual([
      'Come funziona la scissione dei pagamenti (split payment)?',
    ]);
    const news = await fetch(`${app.url}/wp-json/wp/v2/posts?per_page=100`);
    expect(news.headers.get('x-wp-total')).toBe(String(POSTS_PER_LANG));
    expect(((await news.json()) as WpPost[]).some((p) => p.categories.includes(41))).toBe(false);
    expect((await fetch(`${app.url}/wp-json/wp/v2/posts?categories=a`)).status).toBe(400);
  });
});

describe('§7 customer-cases/privacy and contatto/save: written requests', () => {
  it('files a complaint after the privacy acknowledgement: case number, instant and answer due in 30 days', async () => {
    const idCasePrivacy = await acknowledge();
    const r = await app.json<Record<string, unknown>>('/api/registrazione/contatto/save', {
      body: request({ idCasePrivacy, podPdr: supply.podPdr }),
      email: ACME,
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      saved: true,
      idRichiesta: expect.any(Number),
      numeroPratica: expect.stringMatching(/^RS-2026-\d{6}$/),
      tipoRichiesta: 'reclamo',
      dataRichiesta: '2026-11-22T12:00:00',
      dataScadenzaRisposta: '2026-12-22',
      stato: 'Trasmessa',
    });
    const rectification = await app.json<Record<string, unknown>>(
      '/api/registrazione/contatto/save',
      {
        body: request({
          idCasePrivacy,
          tipoRichiesta: 'rettificaFatturazione',
          numeroFattura: invoiceNumber.toLowerCase(),
        }),
        email: ACME,
      },
    );
    expect(rectification.body).toMatchObject({ dataScadenzaRisposta: '2027-01-21' });

    const listed = await app.gql<{
      richiesteScritte: {
        totalCount: number;
        nodes: Array<{
          tipoRichiesta: string;
          podPdr: string | null;
          numeroFattura: string | null;
        }>;
      };
    }>(
      '{ richiesteScritte(idanagrafica: [200001]) { totalCount nodes { tipoRichiesta podPdr numeroFattura } } }',
      {},
      ACME,
    );
    expect(listed.data.richiesteScritte.totalCount).toBe(2);
    expect(listed.data.richiesteScritte.nodes).toEqual([
      { tipoRichiesta: 'rettificaFatturazione', podPdr: null, numeroFattura: invoiceNumber },
      { tipoRichiesta: 'reclamo', podPdr: supply.podPdr, numeroFattura: null },
    ]);
  });

  it('refuses without the privacy acknowledgement, or with one of another registry or of consents only', async () => {
    const consentsOnly = await app.json<{ idCase: string }>('/api/customer-cases/privacy', {
      body: {
        idanagrafica: 200001,
        consents: { marketing: false, profiling: false, thirdParties: false },
      },
      email: ACME,
    });
    const otherRegistry = await acknowledge(500001, 'consorzio@demo.it');
    for (const idCasePrivacy of [undefined, consentsOnly.body.idCase, otherRegistry]) {
      const r = await app.json<{ error: string }>('/api/registrazione/contatto/save', {
        body: request({ idCasePrivacy }),
        email: ACME,
      });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('privacyNotAcknowledged');
    }
    const empty = await app.json<{ message: string }>('/api/customer-cases/privacy', {
      body: { idanagrafica: 200001 },
      email: ACME,
    });
    expect(empty.status).toBe(400);
  });

  it('answers not found for a foreign registry, supply or invoice, and 400 naming the field for bad input', async () => {
    const idCasePrivacy = await acknowledge();
    for (const body of [
      request({ idCasePrivacy, idanagrafica: 100001 }),
      request({ idCasePrivacy, idfornitura: 1 }),
      request({ idCasePrivacy, podPdr: 'IT001E99999999' }),
      request({ idCasePrivacy, numeroFattura: 'FT1999/999999' }),
    ]) {
      const r = await app.json('/api/registrazione/contatto/save', { body, email: ACME });
      expect(r.status).toBe(404);
    }
    for (const [body, field] of [
      [request({ idCasePrivacy, tipoRichiesta: 'lamentela' }), 'tipoRichiesta'],
      [request({ idCasePrivacy, oggetto: 'Ciao' }), 'oggetto'],
      [request({ idCasePrivacy, messaggio: 'Troppo corto' }), 'messaggio'],
      [request({ idCasePrivacy, tipoRichiesta: 'rettificaFatturazione' }), 'numeroFattura'],
      [request({ idCasePrivacy, eMail: 'a@b.it' }), 'tipoRichiesta'],
      [{ idanagrafica: 200001, oggetto: 'Senza tipo di richiesta' }, 'oggetto'],
    ] as const) {
      const r = await app.json<{ message: string }>('/api/registrazione/contatto/save', {
        body,
        email: ACME,
      });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(field);
    }
  });
});
