// Prints the gzipped size of the JavaScript needed for sign-in → dashboard: the entry
// chunk, everything it imports statically, and the chunks of the /retail dashboard page and of
// the Italian messages the shell loads first. Fails above 170 KB or when chart code is in it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { entryKey, javaScriptOf, readManifest, staticClosure } from './chunks.mjs';

const LIMIT_BYTES = 170 * 1024;
const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = readManifest(dist);

const dashboard = 'src/features/dashboard/RetailDashboardPage.tsx';
// The Italian texts the shell loads first (the other pages' texts come with them: lib/i18n.ts).
const italian = 'src/locales/it/shell.ts';
for (const [name, key] of [
  ['the dashboard page', dashboard],
  ['the Italian messages', italian],
]) {
  if (!key || !manifest[key]) throw new Error(`report-size: ${name} is not a chunk of the build`);
}

const files = javaScriptOf(
  dist,
  manifest,
  staticClosure(manifest, [entryKey(manifest), dashboard, italian]),
);
const total = files.reduce((sum, { gzip }) => sum + gzip, 0);
const chartCode = files.some(
  ({ file }) =>
    /uplot|chart\.js|echarts|recharts/i.test(file) ||
    /uPlot/.test(readFileSync(join(dist, file), 'utf8')),
);

const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
process.stdout.write(
  `JavaScript for sign-in → dashboard (gzip):\n${files.map(({ file, gzip }) => `  ${kb(gzip)}  ${file}`).join('\n')}\n` +
    `  ${kb(total)}  total (limit ${LIMIT_BYTES / 1024} KB)\n`,
);
if (chartCode) {
  console.error('report-size: chart code is on the sign-in → dashboard path');
  process.exit(1);
}
if (total > LIMIT_BYTES) {
  console.error(
    `report-size: ${(total / 1024).toFixed(1)} KB is over the limit of ${LIMIT_BYTES / 1024} KB`,
  );
  process.exit(1);
}
