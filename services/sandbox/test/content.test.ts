import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDataApp, type DataApp } from './data-helpers.ts';

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
};

describe('§7 news and posts', () => {
  it('§7 wp-json/wp/v2/posts pages with page/per_page, in Italian or German, with X-WP-Total headers', async () => {
    const first = await fetch(`${app.url}/wp-json/wp/v2/posts?page=1&per_page=10&lang=it`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-wp-total')).toBe('23');
    expect(first.headers.get('x-wp-totalpages')).toBe('3');
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
      await fetch(`${app.url}/wp-json/wp/v2/posts?page=3&per_page=10`)
    ).json()) as WpPost[];
    expect(last).toHaveLength(3);
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
    expect(r.body.total).toBe(23);
    expect((await app.json('/v1/Posts/List?page=1&size=10', { email: null })).status).toBe(401);
    const bad = await app.json<{ message: string }>('/v1/Posts/List?page=1&size=ten');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('size');
  });
});
