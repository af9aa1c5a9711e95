// The built client's files as the browser gets them: the brotli or gzip copy the
// build wrote, chosen by Accept-Encoding, with Vary: Accept-Encoding and the caching of its kind.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

const SCRIPT = `export const messages = ${JSON.stringify(
  Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`key${i}`, `Testo numero ${i}`])),
)};\n`;
const SMALL = 'export const x = 1;\n';

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'portal-web-dist-'));
  await mkdir(join(dist, 'assets'));
  await mkdir(join(dist, 'builds'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  const script = join(dist, 'assets', 'it-abc123.js');
  await writeFile(script, SCRIPT);
  await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${script}.gz`, gzipSync(SCRIPT));
  // Too small to be worth a compressed copy: the build writes none.
  await writeFile(join(dist, 'assets', 'tiny-def456.js'), SMALL);
  await writeFile(join(dist, 'builds', 'latest.json'), '{"id":"b1"}');
  app = await buildApp(loadConfig({ WEB_DIST: dist, LOG_LEVEL: 'silent' }), { logger: false });
});
afterAll(async () => {
  await app?.close();
  await rm(dist, { recursive: true, force: true });
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function asset(url: string, acceptEncoding?: string) {
  return app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
}

describe('pre-compressed static files (a fast first visit)', () => {
  it('sends the brotli copy to a browser that accepts br, immutable and varying on Accept-Encoding', async () => {
    const response = await asset('/assets/it-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 2);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const response = await asset('/assets/it-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(SCRIPT);
  });

  it('sends the file as it is without Accept-Encoding, still varying on it for shared caches', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await asset('/assets/it-abc123.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.body).toBe(SCRIPT);
    }
  });

  it('sends a file without compressed copies as it is, whatever the browser accepts', async () => {
    const response = await asset('/assets/tiny-def456.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe(SMALL);
  });

  it('revalidates builds/latest.json every time (§7 build check)', async () => {
    const response = await asset('/builds/latest.json?t=1', 'br, gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({ id: 'b1' });
  });

  it('answers a missing asset 404 and never with a compressed copy of something else', async () => {
    const response = await asset('/assets/missing-000000.js', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
