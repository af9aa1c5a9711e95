// The households' FAQ of the content site, and the privacy consents in
// force read back with GET customer-cases/privacy after the POST that changes them (§7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDataApp, type DataApp } from './data-helpers.ts';

let app: DataApp;
const MARIO = 'mario.rossi@demo.it';

beforeAll(async () => {
  app = await startDataApp();
});
afterAll(async () => {
  await app.close();
});

type WpPost = { id: number; title: { rendered: string }; categories: number[] };

describe('the households’ FAQ of the content site', () => {
  it('names the faq-retail category beside the business one', async () => {
    const r = await app.json<Array<{ id: number; slug: string; count: number; name: string }>>(
      '/wp-json/wp/v2/categories?slug=faq-retail&lang=it',
      { email: null },
    );
    expect(r.body).toEqual([
      expect.objectContaining({ id: 42, slug: 'faq-retail', name: 'Domande frequenti famiglie' }),
    ]);
    expect(r.body[0]!.count).toBe(12);
    const all = await app.json<Array<{ slug: string }>>('/wp-json/wp/v2/categories', {
      email: null,
    });
    expect(all.body.map((c) => c.slug)).toEqual([
      'faq-business',
      'faq-retail',
      'notizie-famiglie',
      'notizie-imprese',
    ]);
  });

  it('serves 12 FAQ per language by ?categories=42, searchable, apart from the business ones and the news', async () => {
    for (const lang of ['it', 'de'] as const) {
      const faq = (await (
        await fetch(`${app.url}/wp-json/wp/v2/posts?categories=42&per_page=100&lang=${lang}`)
      ).json()) as WpPost[];
      expect(faq).toHaveLength(12);
      for (const post of faq) expect(post.categories).toEqual([42]);
    }
    const found = (await (
      await fetch(`${app.url}/wp-json/wp/v2/posts?categories=42&search=autolettura&lang=it`)
    ).json()) as WpPost[];
    expect(found.map((p) => p.title.rendered).join(' ')).toMatch(/autolettura del gas\?/);
    const news = (await (
      await fetch(`${app.url}/wp-json/wp/v2/posts?per_page=100`)
    ).json()) as WpPost[];
    expect(news.some((p) => p.categories.includes(42))).toBe(false);
  });
});

describe('§7 customer-cases/privacy: the consents in force', () => {
  it('reads all refused before any choice, then the latest consents saved', async () => {
    const before = await app.json<Record<string, unknown>>(
      '/api/customer-cases/privacy?idanagrafica=100001',
      { email: MARIO },
    );
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      idanagrafica: 100001,
      consents: { marketing: false, profiling: false, thirdParties: false },
      idCase: null,
      dataAggiornamento: null,
    });
    const saved = await app.json<{ idCase: string }>('/api/customer-cases/privacy', {
      body: {
        idanagrafica: 100001,
        consents: { marketing: true, profiling: false, thirdParties: true },
      },
      email: MARIO,
    });
    // An acknowledgement of the notice alone (a written request's) changes no consent.
    await app.json('/api/customer-cases/privacy', {
      body: { idanagrafica: 100001, presaVisioneInformativa: true },
      email: MARIO,
    });
    const after = await app.json<Record<string, unknown>>(
      '/api/customer-cases/privacy?idanagrafica=100001',
      { email: MARIO },
    );
    expect(after.body).toEqual({
      idanagrafica: 100001,
      consents: { marketing: true, profiling: false, thirdParties: true },
      idCase: saved.body.idCase,
      dataAggiornamento: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/),
    });
  });

  it("answers not found for another customer's registry, and 401 without a token", async () => {
    const other = await app.json('/api/customer-cases/privacy?idanagrafica=200001', {
      email: MARIO,
    });
    expect(other.status).toBe(404);
    const anonymous = await app.json('/api/customer-cases/privacy?idanagrafica=100001', {
      email: null,
    });
    expect(anonymous.status).toBe(401);
  });
});
