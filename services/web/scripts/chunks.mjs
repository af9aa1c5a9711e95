// Reads the build's Vite manifest (build.manifest: true): which files a chunk needs before it runs
// (itself and its static imports, transitively) and their gzipped size. Used by the size report of
// the build and by the benchmark of the pages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The manifest of the build in `dist` (types in chunks.d.mts). */
export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
}

/** The manifest key of the entry chunk (src/main.tsx). */
export function entryKey(manifest) {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  return entry[0];
}

/** Manifest keys of the given chunks and of everything they import statically, in load order. */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/** Gzipped size in bytes (level 9, as the build writes its .gz files). */
export function gzipSize(dist, file) {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

/** The JavaScript files of the given manifest keys, each with its gzipped size. */
export function javaScriptOf(dist, manifest, keys) {
  return keys
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSize(dist, file) }));
}

/** What every first visit loads before anything renders: the entry chunk and its static imports. */
export function initialJavaScript(dist) {
  const manifest = readManifest(dist);
  const files = javaScriptOf(dist, manifest, staticClosure(manifest, [entryKey(manifest)]));
  return { files, gzip: files.reduce((sum, { gzip }) => sum + gzip, 0) };
}
