import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_CATEGORIES, POSTS_PER_LANG } from '../src/content/posts.ts';
import { startDataApp, type DataApp } from './data-helpers.ts';

/** The articles a household reads: its own and everyone's. */
const HOUSEHOLD_NEWS = 11;

let app: DataApp;

beforeAll(async () => {
  app = await startDataApp();
});
afterAll(async () => {
  await app.close();
});

type WpPost = {
  id: number;
  date: string;
  slug: string;
  link: string;
  title: { rendered: string };
  excerpt: { rendered: string };
  content: { rendered: string };
  categories: number[];
};

describe('§7 news and posts', () => {
  it('§7 wp-json/wp/v2/posts pages with page/per_page, in Italian or German, with X-WP-Total headers', async () => {
    const first = await fetch(`${app.url}/wp-json/wp/v2/posts?page=1&per_page=10&lang=it`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-wp-total')).toBe(String(POSTS_PER_LANG));
    expect(first.headers.get('x-wp-totalpages')).toBe('2');
    const posts = (await first.json()) as WpPost[];
    expect(posts).toHaveLength(10);
    for (const p of posts) {
      expect(p).toMatchObject({
        title: { rendered: expect.any(String) },
        excerpt: { rendered: expect.any(String) },
        content: { rendered: expect.any(String) },
      });
      expect(p.link).toContain(p.slug);
    }
    const last = (await (
      await fetch(`${app.url}/wp-json/wp/v2/posts?page=2&per_page=10`)
    ).json()) as WpPost[];
    expect(last).toHaveLength(POSTS_PER_LANG - 10);
    const de = (await (
      await fetch(`${app.url}/wp-json/wp/v2/posts?lang=de&per_page=1`)
    ).json()) as WpPost[];
    expect(de[0]?.title.rendered).toMatch(/[A-Za-zäöüß]/);
    expect(de[0]?.id).not.toBe(posts[0]?.id);
  });

  it('upstream contract: bad WordPress query parameters are 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['per_page=101', 'per_page'],
      ['lang=fr', 'lang'],
      ['page=9', 'page'],
    ] as const) {
      const r = await fetch(`${app.url}/wp-json/wp/v2/posts?${query}`);
      expect(r.status).toBe(400);
      expect(((await r.json()) as { message: string }).message).toContain(field);
    }
  });

  it('§9 /v1/Posts/List page 1 size 10 with a bearer token; 401 without; 400 on bad size', async () => {
    const r = await app.json<{ items: Array<{ id: number; title: string }>; total: number }>(
      '/v1/Posts/List?page=1&size=10',
    );
    expect(r.status).toBe(200);
    expect(r.body.items).toHaveLength(10);
    expect(r.body.total).toBe(HOUSEHOLD_NEWS);
    expect((await app.json('/v1/Posts/List?page=1&size=10', { email: null })).status).toBe(401);
    const bad = await app.json<{ message: string }>('/v1/Posts/List?page=1&size=ten');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('size');
  });

  it('§7 news are real articles: every title once per language, a few paragraphs each', async () => {
    for (const lang of ['it', 'de']) {
      const posts = (await (
        await fetch(`${app.url}/wp-json/wp/v2/posts?per_page=100&lang=${lang}`)
      ).json()) as WpPost[];
      expect(posts).toHaveLength(POSTS_PER_LANG);
      const titles = posts.map((p) => p.title.rendered);
      expect(new Set(titles).size, lang).toBe(titles.length);
      expect(titles.filter((t) => /\(\d+\)$/.test(t))).toEqual([]);
      for (const p of posts) {
        const paragraphs = p.content.rendered.match(/<p>[^<]{60,}<\/p>/g) ?? [];
        expect(paragraphs.length, p.title.rendered).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('§7 news are for their audience: a household reads no business offer, a business no household bonus', async () => {
    const category = async (slug: string) =>
      (
        (await (await fetch(`${app.url}/wp-json/wp/v2/categories?slug=${slug}`)).json()) as {
          id: number;
        }[]
      )[0]?.id;
    const households = await category('notizie-famiglie');
    const businesses = await category('notizie-imprese');
    expect([households, businesses]).toEqual([
      NEWS_CATEGORIES.famiglie.id,
      NEWS_CATEGORIES.imprese.id,
    ]);
    const read = async (id: number | undefined) =>
      (
        (await (
          await fetch(`${app.url}/wp-json/wp/v2/posts?categories=${id}&per_page=100&lang=it`)
        ).json()) as WpPost[]
      ).map((p) => p.title.rendered);
    const household = await read(households);
    const business = await read(businesses);
    expect(household).toHaveLength(HOUSEHOLD_NEWS);
    expect(household).not.toContain('Nuove offerte per le imprese');
    expect(household.some((t) => /imprese|aziend|enti\b/i.test(t))).toBe(false);
    expect(household).toContain('Bonus sociale: come richiederlo');
    expect(business).toContain('Nuove offerte per le imprese');
    expect(business).not.toContain('Bonus sociale: come richiederlo');
    // Everyone's articles are in both.
    expect(household.filter((t) => business.includes(t))).toContain('Fasce orarie F1, F2, F3');
    // The bearer list is the token's customer's.
    const titles = async (email: string) =>
      (
        await app.json<{ items: { title: string }[] }>('/v1/Posts/List?page=1&size=50', { email })
      ).body.items.map((i) => i.title);
    expect(await titles('mario.rossi@demo.it')).toEqual(household);
    expect(await titles('acme@demo.it')).toEqual(business);
  });
});
