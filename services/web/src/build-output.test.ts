// @vitest-environment node
// What the build writes beside the bundle for a fast first visit: compressed
// copies of the text files, and the preload map the BFF turns into <link rel="modulepreload">.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Manifest } from '../scripts/chunks.mjs';
import { precompressFile } from '../scripts/precompress.ts';
import { preloadMapOf } from '../scripts/preload-map.ts';
import { PAGE_REGISTRY } from './app/page-registry.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-build-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('compressed copies of the build', () => {
  it('writes .br and .gz beside a text file above 1 KB, each reading back as the file', async () => {
    const source = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `riga ${i}`))};\n`;
    const file = join(dir, 'chunk.js');
    await writeFile(file, source);
    expect(await precompressFile(file)).toBe(2);
    const br = await readFile(`${file}.br`);
    const gz = await readFile(`${file}.gz`);
    expect(brotliDecompressSync(br).toString('utf8')).toBe(source);
    expect(gunzipSync(gz).toString('utf8')).toBe(source);
    expect(br.length).toBeLessThan(gz.length);
  });

  it('writes nothing for a file under 1 KB', async () => {
    const file = join(dir, 'tiny.js');
    await writeFile(file, 'export const x = 1;\n');
    expect(await precompressFile(file)).toBe(0);
    await expect(readFile(`${file}.br`)).rejects.toThrow();
  });
});

describe('the preload map of the build', () => {
  // Entry → react; the bills page → its own helper chunk, react and the entry; messages alone.
  const manifest: Manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-2.js'] },
    '_react-2.js': { file: 'assets/react-2.js' },
    '_table-3.js': { file: 'assets/table-3.js', imports: ['_react-2.js'] },
    'src/features/invoices/BillsPage.tsx': {
      file: 'assets/BillsPage-4.js',
      imports: ['index.html', '_table-3.js', '_react-2.js'],
    },
    'src/locales/it/shell.ts': { file: 'assets/it-5.js' },
    'src/locales/de/shell.ts': { file: 'assets/de-6.js' },
  };
  const complete: Manifest = { ...manifest };
  for (const path of new Set(Object.values(PAGE_REGISTRY)))
    if (path !== 'LATER') complete[`src/${path}`] ??= { file: `assets/${path}.js` };
  complete['src/app/pages/PlaceholderPage.tsx'] ??= { file: 'assets/Placeholder.js' };

  it("names a page kind's chunk and its static imports, without what the entry loads already", () => {
    const map = preloadMapOf(complete);
    expect(map.pages['retail-bills']).toEqual(['assets/BillsPage-4.js', 'assets/table-3.js']);
  });

  it("names each page language's messages", () => {
    const map = preloadMapOf(complete);
    expect(map.locales).toEqual({ it: ['assets/it-5.js'], de: ['assets/de-6.js'] });
  });

  it('has an entry for every page kind of the registry', () => {
    expect(Object.keys(preloadMapOf(complete).pages).sort()).toEqual(
      Object.keys(PAGE_REGISTRY).sort(),
    );
  });

  it('fails the build when a registered page is not a chunk of it', () => {
    expect(() => preloadMapOf(manifest)).toThrow(/is not a chunk of the build/);
  });
});
