// Benchmark of the load curves page: acme signed in, one light supply's
// year of quarter hours (35,040 values) opened by address in Debian's Chromium at 1280 px, with a
// warm BFF (the same page opened once before measuring). For each run: navigation → chart drawn
// (the page's 'curve:drawn' performance mark, from the navigation's start), the draw of the 35,040
// points (uPlot's setup, paths and canvas from the data handed over to the 'draw' hook, measured
// in the page with performance.now), and the curve's answer: raw, and compressed as the reverse
// proxy of deploy/nginx.conf would (gzip 1) and at gzip 6 and brotli 5. Prints a table; with
// --assert fails when a target is missed (≤ 1 s, ≤ 50 ms, ≤ 250 KB).
//
//   pnpm --filter @portal/web build && pnpm --filter @portal/tests bench:curves [--runs=5] [--assert]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { dayOfNumber, isoDay, romeClock } from '@portal/shared/rome-time';
import { CHROMIUM_FLAGS, chromiumPath } from '../e2e/support/chromium.ts';
import { startPortalProcess } from '../e2e/support/portal-process.ts';

const TARGETS = { drawnMs: 1000, drawMs: 50, compressedKb: 250 };

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '5' },
    assert: { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(args.runs));

/** A year of Rome days ending yesterday: 365 days, 35,040 quarter hours across both clock changes. */
function lastYear(): { from: string; to: string } {
  const yesterday = romeClock(Date.now()).dayNumber - 1;
  return { from: isoDay(dayOfNumber(yesterday - 364)), to: isoDay(dayOfNumber(yesterday)) };
}

interface Run {
  drawnMs: number;
  drawMs: number;
  points: number;
  raw: number;
  gzip1: number;
  gzip6: number;
  brotli5: number;
}

async function openYear(page: Page, url: string): Promise<Run> {
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/graphql') &&
      (response.request().postData() ?? '').includes('query LoadCurve'),
  );
  await page.goto(url);
  const body = await (await answer).body();
  const chart = page.locator('[data-chart="load-curve"]');
  await chart.locator('canvas').waitFor();
  await page.waitForFunction(() =>
    document.querySelector('[data-chart="load-curve"]')?.hasAttribute('data-draw-ms'),
  );
  const drawnMs = await page.evaluate(
    () => performance.getEntriesByName('curve:drawn', 'mark').at(-1)?.startTime ?? Number.NaN,
  );
  return {
    drawnMs,
    drawMs: Number(await chart.getAttribute('data-draw-ms')),
    points: Number(await chart.getAttribute('data-points')),
    raw: body.length,
    gzip1: gzipSync(body, { level: 1 }).length,
    gzip6: gzipSync(body, { level: 6 }).length,
    brotli5: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
    }).length,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const startLoad = loadavg()[0] ?? 0;
const running = await startPortalProcess();
const portal = new URL(running.url).origin;
const stopPortal = running.stop;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const results: Run[] = [];
let address = '';
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${portal}/corporate/light/loadCurves`);
  if (new URL(page.url()).pathname === '/login')
    await page.getByRole('link', { name: 'Accedi' }).click();
  await page.getByLabel(/^E-?mail$/i).fill('acme@demo.it');
  await page.getByLabel(/^Passwor[dt]$/).fill('demo');
  await page.getByRole('button', { name: /^(Accedi|Anmelden)$/ }).click();
  await page.waitForURL((url) => url.origin === portal && !url.pathname.startsWith('/auth'));
  // The first light supply, which the page draws when the address names none.
  const select = page.getByLabel(/^Punto di prelievo/);
  let supply = '';
  for (let tries = 0; supply === '' && tries < 100; tries += 1) {
    supply = await select.inputValue();
    if (supply === '') await page.waitForTimeout(100);
  }
  if (supply === '') throw new Error('no light supply chosen on the page');
  const { from, to } = lastYear();
  address = `/corporate/light/loadCurves?supply=${supply}&from=${from}&to=${to}`;
  // Warm: the BFF's first curve, the page's chunks and uPlot's in the browser's cache.
  await openYear(page, `${portal}${address}`);
  for (let run = 0; run < runs; run += 1) {
    results.push(await openYear(page, `${portal}${address}`));
    process.stderr.write(
      `run ${run + 1}: drawn at ${Math.round(results.at(-1)?.drawnMs ?? 0)} ms\n`,
    );
  }
} finally {
  await browser.close();
  await stopPortal();
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const first = results[0];
const drawn = median(results.map((r) => r.drawnMs));
const draw = median(results.map((r) => r.drawMs));
const rows = [
  ['points drawn', String(first?.points ?? 0), '35,040'],
  [
    'navigation → chart drawn: median / max',
    `${Math.round(drawn)} / ${Math.round(Math.max(...results.map((r) => r.drawnMs)))} ms`,
    `≤ ${TARGETS.drawnMs} ms`,
  ],
  [
    'draw of the points (uPlot, in the page): median / max',
    `${draw.toFixed(1)} / ${Math.max(...results.map((r) => r.drawMs)).toFixed(1)} ms`,
    `≤ ${TARGETS.drawMs} ms`,
  ],
  [
    'the curve’s answer: raw / gzip 1 / gzip 6 / brotli 5',
    first
      ? `${kb(first.raw)} / ${kb(first.gzip1)} / ${kb(first.gzip6)} / ${kb(first.brotli5)} KB`
      : '—',
    `≤ ${TARGETS.compressedKb} KB compressed`,
  ],
];
process.stdout.write(
  `\nload curves page, ${address} (acme), ${runs} runs after a warm-up, load average ${startLoad.toFixed(1)} at start\n\n` +
    rows.map((row) => `| ${row.join(' | ')} |`).join('\n') +
    '\n',
);
const missed = [
  drawn > TARGETS.drawnMs && 'navigation → chart drawn',
  draw > TARGETS.drawMs && 'draw time',
  (first?.gzip1 ?? Infinity) / 1024 > TARGETS.compressedKb && 'compressed answer',
  first?.points !== 35_040 && 'points',
].filter(Boolean);
if (args.assert && missed.length > 0) {
  process.stderr.write(`missed: ${missed.join(', ')}\n`);
  process.exit(1);
}
