// Vite plugin: a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of
// the build above 1 KB, index.html included, so the BFF sends them as they are (@fastify/static
// preCompressed) instead of compressing on each request or not at all. Brotli's
// best quality is too slow to run per request, and free once at build time.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const TEXT = /\.(?:js|mjs|css|html|json|svg|txt|webmanifest)$/;
/** Below this, a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

/** Writes file.br and file.gz when each is smaller than the file; returns how many were written. */
export async function precompressFile(path: string): Promise<number> {
  const source = await readFile(path);
  if (source.length < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipped(source, { level: 9 }),
  ]);
  const copies = [
    { suffix: '.br', data: br },
    { suffix: '.gz', data: gz },
  ].filter(({ data }) => data.length < source.length);
  await Promise.all(copies.map(({ suffix, data }) => writeFile(`${path}${suffix}`, data)));
  return copies.length;
}

export function precompress(): Plugin {
  return {
    name: 'portal-precompress',
    apply: 'build',
    enforce: 'post',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      // The manifest under .vite/ is the build's own, never served.
      const files = Object.keys(bundle).filter(
        (file) => TEXT.test(file) && !file.startsWith('.vite/'),
      );
      await Promise.all(files.map((file) => precompressFile(join(dir, file))));
    },
  };
}
