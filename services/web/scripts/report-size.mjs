// Prints the gzipped size of the JavaScript needed for sign-in → dashboard (issue 6): the entry
// chunk, everything it imports statically, and the chunks of the /retail dashboard page and of
// the Italian messages the shell loads first. Fails above 170 KB or when chart code is in it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const LIMIT_BYTES = 170 * 1024;
const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const wanted = new Set();
function visit(key) {
  const chunk = manifest[key];
  if (!chunk || wanted.has(key)) return;
  wanted.add(key);
  for (const imported of chunk.imports ?? []) visit(imported);
}

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
if (!entry) throw new Error('report-size: no entry chunk in the Vite manifest');
visit(entry[0]);
for (const page of ['src/features/dashboard/RetailDashboardPage.tsx', 'src/locales/it.ts']) {
  if (!manifest[page]) throw new Error(`report-size: ${page} is not a chunk of the build`);
  visit(page);
}

let total = 0;
const rows = [];
let chartCode = false;
for (const key of wanted) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const source = readFileSync(join(dist, file));
  const size = gzipSync(source, { level: 9 }).length;
  total += size;
  rows.push(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  if (/uplot|chart\.js|echarts|recharts/i.test(key) || /uPlot/.test(source.toString('utf8')))
    chartCode = true;
}

process.stdout.write(
  `JavaScript for sign-in → dashboard (gzip):\n${rows.join('\n')}\n` +
    `  ${(total / 1024).toFixed(1).padStart(7)} KB  total (limit ${LIMIT_BYTES / 1024} KB)\n`,
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
