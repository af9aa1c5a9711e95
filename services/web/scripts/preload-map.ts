// Vite plugin: writes dist/.vite/preload.json, the chunks each page kind and each page language
// needs beyond the entry (the page module of the page registry and its static imports; a
// language's messages), so the BFF can name them in <link rel="modulepreload"> of the HTML it
// serves and the browser fetches them while the entry still loads. Under .vite/
// like the manifest: the build's own, never served.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locale } from '@portal/shared/constants';
import type { PageKind } from '@portal/shared/routes';
import type { Plugin } from 'vite';
import { PAGE_REGISTRY, pageModulePathOf } from '../src/app/page-registry.ts';
import { entryKey, staticClosure, type Manifest } from './chunks.mjs';

export interface PreloadMap {
  /** Page kind → files (relative to dist) of its page chunk and its static imports. */
  pages: Partial<Record<PageKind, string[]>>;
  /** A page language → files of its messages; the en-US fallback loads only on a missing key. */
  locales: Partial<Record<Locale, string[]>>;
}

/** The modules of each page language (lib/i18n.ts loads them). */
const LOCALE_MODULES = {
  it: 'src/locales/it/shell.ts',
  de: 'src/locales/de/shell.ts',
} as const satisfies Record<Locale, string>;

export function preloadMapOf(manifest: Manifest): PreloadMap {
  // The entry's script tag loads these already.
  const initial = new Set(staticClosure(manifest, [entryKey(manifest)]));
  const filesOf = (key: string): string[] => {
    if (!manifest[key]) throw new Error(`preload map: ${key} is not a chunk of the build`);
    return staticClosure(manifest, [key])
      .filter((chunk) => !initial.has(chunk))
      .map((chunk) => manifest[chunk]?.file ?? '')
      .filter((file) => file.endsWith('.js'));
  };
  const kinds = Object.keys(PAGE_REGISTRY) as PageKind[];
  return {
    pages: Object.fromEntries(
      kinds.map((kind) => [kind, filesOf(`src/${pageModulePathOf(kind)}`)]),
    ),
    locales: Object.fromEntries(
      Object.entries(LOCALE_MODULES).map(([locale, key]) => [locale, filesOf(key)]),
    ),
  };
}

export function preloadMap(): Plugin {
  return {
    name: 'portal-preload-map',
    apply: 'build',
    enforce: 'post',
    async writeBundle(options) {
      const dir = options.dir;
      if (!dir) return;
      const manifest = JSON.parse(
        await readFile(join(dir, '.vite/manifest.json'), 'utf8'),
      ) as Manifest;
      await mkdir(join(dir, '.vite'), { recursive: true });
      await writeFile(
        join(dir, '.vite/preload.json'),
        `${JSON.stringify(preloadMapOf(manifest), null, 2)}\n`,
      );
    },
  };
}
