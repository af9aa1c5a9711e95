// Builds the BFF into dist/server.js, the ES module that plain `node` runs (npm start, the image,
// the benchmark), dist/worker.js (the jobs without HTTP, src/worker.ts), and the chunks they import
// (dist/chunks/): server.ts loads the app (and
// tracing, when on) with dynamic imports, so that tracing can start before the app's dependencies
// load. The portal's own TypeScript (src/, @portal/shared, @portal/upstream-contract) is bundled; the npm dependencies stay
// imports from node_modules.
//
// Why not tsx in production: tsx compiles with esbuild's keep-names, which wraps every function and
// class in a helper that redefines its `name`. Closures made per request (callbacks, arrow
// functions in resolvers) then each pay an Object.defineProperty and a hidden-class change, a few
// per cent of the BFF's CPU per request (docs/benchmarks.md, third round). Stack traces still name
// the TypeScript sources: the bundle has a source map and the server runs with --enable-source-maps.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const bundled = new Set(['@portal/shared', '@portal/upstream-contract']);
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !bundled.has(name));

const started = Date.now();
// Written to temporary files and renamed into place, the chunks before the entry that imports them:
// two builds at once (tests that start the built server run in parallel) never leave a half-written
// bundle for a starting process to read.
const result = await build({
  absWorkingDir: root,
  entryPoints: ['src/server.ts', 'src/worker.ts'],
  outdir: 'dist',
  // Chunks are named by their content: a build never changes a chunk that a running server uses.
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // A dependency's subpaths (e.g. 'mercurius/lib/errors.js') are external with it.
  external,
  sourcemap: 'linked',
  keepNames: false,
  legalComments: 'none',
  logLevel: 'warning',
  write: false,
});
mkdirSync(`${root}dist/chunks`, { recursive: true });
const entries = new Set([`${root}dist/server.js`, `${root}dist/worker.js`]);
const entryLast = (file) => (entries.has(file.path) ? 1 : 0);
for (const file of [...result.outputFiles].sort((a, b) => entryLast(a) - entryLast(b))) {
  const temporary = `${file.path}.${process.pid}.tmp`;
  writeFileSync(temporary, file.contents);
  renameSync(temporary, file.path);
}
// Chunks of earlier builds go: what a build made has other names only when its sources changed.
const made = new Set(result.outputFiles.map((file) => file.path));
for (const name of readdirSync(`${root}dist/chunks`)) {
  const path = `${root}dist/chunks/${name}`;
  if (!made.has(path) && !name.endsWith('.tmp')) rmSync(path, { force: true });
}
console.log(`[bff] built dist/server.js and dist/worker.js in ${Date.now() - started} ms`);
