import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

let dist: string;
let app: FastifyInstance;
const INDEX = '<!doctype html><title>Portale</title><div id="root"></div>';

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'portal-web-dist-'));
  await mkdir(join(dist, 'assets'));
  await mkdir(join(dist, 'builds'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  await writeFile(join(dist, 'builds', 'latest.json'), '{"id":"b1"}');
  app = await buildApp(loadConfig({ WEB_DIST: dist, LOG_LEVEL: 'silent' }), { logger: false });
});
/** index.html as served: the build's page under the brand's title. */
function servedIndex(body: string): boolean {
  return body.endsWith('<title>Demo Energia</title><div id="root"></div>');
}

afterAll(async () => {
  await app?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('serving the built SPA (§2, §7 "Other")', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves builds/latest.json revalidated every time (§7 build check)', async () => {
    const response = await app.inject({ method: 'GET', url: '/builds/latest.json?t=123' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ id: 'b1' });
  });

  it('answers a known client route in its three forms with index.html (200, no-cache) (§2)', async () => {
    for (const url of [
      '/',
      '/retail/myBills',
      '/it/retail/myBills/FT-1?issueDate=2024-05-01',
      '/de/corporate',
      '/unauthorized?error=signIn',
      '/auth/register',
      '/disabled',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(servedIndex(response.body)).toBe(true);
    }
  });

  it("answers an unknown path with index.html and status 404 (§2: 'Page not found')", async () => {
    const response = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(servedIndex(response.body)).toBe(true);
  });

  it("answers an address whose path does not decode as any unknown path, never the router's JSON", async () => {
    const page = await app.inject({ method: 'GET', url: '/%E0%A4%A' });
    expect(page.statusCode).toBe(404);
    expect(servedIndex(page.body)).toBe(true);
    expect(page.headers['content-security-policy']).toBeTruthy();
    const api = await app.inject({
      method: 'GET',
      url: '/api/%E0%A4%A',
      headers: { 'x-portal-csrf': '1' },
    });
    expect(api.statusCode).toBe(401);
    expect(api.json()).toEqual({ error: 'UNAUTHENTICATED' });
  });

  it('never answers server paths with the SPA (§2)', async () => {
    const missingAsset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json()).toEqual({ error: 'NOT_FOUND' });
    const api = await app.inject({
      method: 'GET',
      url: '/api/nothing',
      headers: { 'x-portal-csrf': '1' },
    });
    expect(api.statusCode).toBe(401);
    // The static files' catch-all never serves an /api path, however it is spelled.
    const encoded = await app.inject({ method: 'GET', url: '/%61pi/nothing' });
    expect(encoded.statusCode).toBe(403);
    expect(encoded.json()).toEqual({ error: 'CSRF_REJECTED' });
    const encodedWithHeader = await app.inject({
      method: 'GET',
      url: '/%61pi/nothing',
      headers: { 'x-portal-csrf': '1' },
    });
    expect(encodedWithHeader.statusCode).toBe(401);
    const post = await app.inject({ method: 'POST', url: '/retail' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ error: 'NOT_FOUND' });
  });
});
