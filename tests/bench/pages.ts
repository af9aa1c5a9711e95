// Benchmark of a first visit: the built portal (the BFF serving
// services/web/dist, started as the end-to-end tests start it), a customer signed in through the
// identity provider's page in Debian's Chromium, then Lighthouse 12 with its default config (the
// mobile preset: Moto G Power screen, simulated slow 4G, 4× CPU slowdown) against the same
// browser, for each page; and the browser's Performance API on the same pages, unthrottled.
// Prints figures; fails only with --assert when one of TARGETS is missed.
//
// With --all, every page kind of every segment: the page views of the upstream-calls benchmark
// (page-views.json, one route per page kind and segment, ids included), on the same frozen data.
// With --pages=<route>,<route>, those routes of that list, each as its segment's account.
//
//   pnpm bench:pages [--all | --pages=/retail,/corporate/light/overview] [--runs=3] [--assert]
//     [--json=<file>] [--reports=<dir>]
// --reports keeps every run's full Lighthouse report (<dir>/<route>-<run>.json) for a closer look.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { initialJavaScript } from '../../services/web/scripts/chunks.mjs';
import { startPortalProcess } from '../e2e/support/portal-process.ts';
import { startChromium } from './chromium.ts';
import { measurePage, type PageTiming } from './page-timing.ts';
import { BENCH_DATA_NOW, SEGMENT_ACCOUNTS, type PageView } from './page-views.ts';
import { signInOnProviderPage } from './sign-in.ts';

/** The first path of the two customers a phone sees most: the retail dashboard, the bills, acme's. */
const FIRST_PATH = [
  { route: '/retail', email: 'mario.rossi@demo.it' },
  { route: '/retail/myBills', email: 'mario.rossi@demo.it' },
  { route: '/corporate/light/invoices', email: 'acme@demo.it' },
];

/** The targets of a first visit: Lighthouse performance, CLS, LCP, TBT and initial JavaScript. */
const TARGETS = {
  performance: 95,
  cls: 0.05,
  lcpMs: 2000,
  tbtMs: 150,
  initialJsKb: 170,
  initialJsAimKb: 140,
};

const { values: args } = parseArgs({
  // `pnpm bench:pages -- --runs=5` hands the separator on as an argument of its own.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '3' },
    assert: { type: 'boolean', default: false },
    json: { type: 'string' },
    all: { type: 'boolean', default: false },
    pages: { type: 'string' },
    reports: { type: 'string' },
  },
});
const runs = Math.max(1, Number(args.runs));

function everyPageKind(): Array<{ route: string; email: string }> {
  const views = JSON.parse(
    readFileSync(fileURLToPath(new URL('./page-views.json', import.meta.url)), 'utf8'),
  ) as PageView[];
  return views.map((view) => ({ route: view.path, email: SEGMENT_ACCOUNTS[view.segment] }));
}

/** The routes --pages names, in its order; a route that is no page view is an error. */
function namedPages(list: string): Array<{ route: string; email: string }> {
  const known = everyPageKind();
  return list
    .split(',')
    .filter((route) => route !== '')
    .map((route) => {
      const page = known.find((view) => view.route === route);
      if (!page) throw new Error(`--pages: ${route} is not a page view of page-views.json`);
      return page;
    });
}

const PAGES = args.pages ? namedPages(args.pages) : args.all ? everyPageKind() : FIRST_PATH;

interface LighthouseFigures {
  performance: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  speedIndex: number;
  scriptKb: number;
  totalKb: number;
  finalPath: string;
  /** The element Lighthouse names as the largest contentful paint (its snippet). */
  lcpElement: string | null;
}

function lcpElementOf(lhr: Result): string | null {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
}

function figuresOf(lhr: Result): LighthouseFigures {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (
    lhr.audits['network-requests']?.details as {
      items?: Array<{ resourceType?: string; transferSize?: number }>;
    }
  )?.items;
  const transferred = (type?: string) =>
    (requests ?? [])
      .filter((item) => type === undefined || item.resourceType === type)
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
    speedIndex: metric('speed-index'),
    scriptKb: transferred('Script'),
    totalKb: transferred(),
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    lcpElement: lcpElementOf(lhr),
  };
}

/**
 * One Lighthouse run; a run whose trace Lighthouse could not read (NO_NAVSTART, NO_FCP: it happens
 * now and then on a busy machine) is tried again, twice at most.
 */
async function lighthouseRun(
  url: string,
  flags: Flags,
  report: string | null,
): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, flags);
    const error = result?.lhr.runtimeError;
    if (result && !error) {
      if (report) writeFileSync(report, JSON.stringify(result.lhr));
      return figuresOf(result.lhr);
    }
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${error?.message ?? 'no result'}`);
    process.stderr.write(`Lighthouse on ${url}: ${error?.code ?? 'no result'}, once more\n`);
  }
}

/** Lighthouse's own rule for several runs: the run of the median performance score. */
function medianRun(all: LighthouseFigures[]): LighthouseFigures {
  const sorted = [...all].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)] as LighthouseFigures;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Signs in through the identity provider's page in the browser's default profile. */
async function signIn(port: number, portal: string, email: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    await signInOnProviderPage(page, portal, email);
    await page.close();
  } finally {
    await browser.close();
  }
}

async function timingsOf(port: number, url: string): Promise<PageTiming[]> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('Chromium has no default context');
    const all: PageTiming[] = [];
    for (let run = 0; run < runs; run += 1) all.push(await measurePage(browser, context, url));
    return all;
  } finally {
    await browser.close();
  }
}

const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)}`);
const s = (value: number) => (value / 1000).toFixed(2);
const kb = (value: number) => value.toFixed(1);

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [
    line(head),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

const dist = fileURLToPath(new URL('../../services/web/dist/', import.meta.url));
const initial = initialJavaScript(dist);
const initialKb = initial.gzip / 1024;
const startLoad = loadavg()[0] ?? 0;
const running = await startPortalProcess({ dataNow: BENCH_DATA_NOW });
const portal = new URL(running.url).origin;
const stopPortal = running.stop;

if (args.reports) mkdirSync(args.reports, { recursive: true });
/** Where a run's report goes with --reports: the route's path as a file name. */
function reportFile(route: string, run: number): string | null {
  if (!args.reports) return null;
  const name = route.replace(/^\//, '').replace(/[^A-Za-z0-9._-]+/g, '_') || 'root';
  return join(args.reports, `${name}-${run + 1}.json`);
}

const results: Array<{
  route: string;
  email: string;
  lighthouse: LighthouseFigures;
  lighthouseRuns: LighthouseFigures[];
  timing: PageTiming[];
}> = [];
try {
  for (const email of new Set(PAGES.map((page) => page.email))) {
    const browser = await startChromium();
    try {
      await signIn(browser.port, portal, email);
      for (const { route } of PAGES.filter((page) => page.email === email)) {
        const url = `${portal}${route}`;
        const flags: Flags = {
          port: browser.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        };
        const lighthouseRuns: LighthouseFigures[] = [];
        for (let run = 0; run < runs; run += 1)
          lighthouseRuns.push(await lighthouseRun(url, flags, reportFile(route, run)));
        const chosen = medianRun(lighthouseRuns);
        if (chosen.finalPath !== new URL(url).pathname)
          throw new Error(`${route} ended on ${chosen.finalPath}: not signed in?`);
        results.push({
          route,
          email,
          lighthouse: chosen,
          lighthouseRuns,
          timing: await timingsOf(browser.port, url),
        });
        process.stderr.write(`measured ${route} (${runs} runs)\n`);
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await stopPortal();
}

const version = (await import('lighthouse/package.json', { with: { type: 'json' } })).default
  .version as string;
process.stdout.write(
  `\nLighthouse ${version}, mobile preset (simulated throttling), median of ${runs} runs by performance score\n` +
    `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load average ${startLoad.toFixed(2)} at start, ${(loadavg()[0] ?? 0).toFixed(2)} at end\n\n`,
);
process.stdout.write(
  `${table(
    [
      'route',
      'account',
      'score',
      'FCP s',
      'LCP s',
      'CLS',
      'TBT ms',
      'SI s',
      'JS KB',
      'all KB',
      'scores of the runs',
    ],
    results.map(({ route, email, lighthouse: f, lighthouseRuns }) => [
      route,
      email,
      String(f.performance),
      s(f.fcp),
      s(f.lcp),
      f.cls.toFixed(3),
      ms(f.tbt),
      s(f.speedIndex),
      kb(f.scriptKb),
      kb(f.totalKb),
      lighthouseRuns.map((run) => run.performance).join(' '),
    ]),
  )}\n\n`,
);
process.stdout.write(
  `Initial JavaScript (entry chunk and its static imports, gzip -9): ${kb(initialKb)} KB in ${initial.files.length} files\n` +
    `${initial.files.map(({ file, gzip }) => `  ${kb(gzip / 1024).padStart(6)} KB  ${file}`).join('\n')}\n\n`,
);
process.stdout.write(
  `Performance API and main-thread CPU time from a Chromium trace, unthrottled, 412×823, empty HTTP cache (median of ${runs} loads)\n\n${table(
    [
      'route',
      'TTFB ms',
      'DCL ms',
      'load ms',
      'FCP ms',
      'LCP ms',
      'CLS',
      'scripts',
      'JS KB',
      'longest task CPU ms',
      'main thread CPU ms',
    ],
    results.map(({ route, timing }) => {
      const m = (pick: (t: PageTiming) => number | null) =>
        median(timing.map(pick).filter((v): v is number => v !== null));
      return [
        route,
        ms(m((t) => t.ttfb)),
        ms(m((t) => t.domContentLoaded)),
        ms(m((t) => t.load)),
        ms(m((t) => t.fcp)),
        ms(m((t) => t.lcp)),
        m((t) => t.cls).toFixed(3),
        String(m((t) => t.scripts)),
        kb(m((t) => t.scriptBytes) / 1024),
        m((t) => t.longestTaskCpu).toFixed(1),
        m((t) => t.mainThreadCpu).toFixed(1),
      ];
    }),
  )}\n\n`,
);

const misses: string[] = [];
for (const { route, lighthouse: f } of results) {
  if (f.performance < TARGETS.performance)
    misses.push(`${route}: performance ${f.performance} < ${TARGETS.performance}`);
  if (f.cls > TARGETS.cls) misses.push(`${route}: CLS ${f.cls.toFixed(3)} > ${TARGETS.cls}`);
  if (f.lcp > TARGETS.lcpMs) misses.push(`${route}: LCP ${s(f.lcp)} s > ${s(TARGETS.lcpMs)} s`);
  if (f.tbt > TARGETS.tbtMs) misses.push(`${route}: TBT ${ms(f.tbt)} ms > ${TARGETS.tbtMs} ms`);
}
if (initialKb > TARGETS.initialJsKb)
  misses.push(`initial JavaScript ${kb(initialKb)} KB > ${TARGETS.initialJsKb} KB`);
process.stdout.write(
  misses.length === 0
    ? `Targets met: performance ≥ ${TARGETS.performance}, CLS ≤ ${TARGETS.cls}, LCP ≤ ${s(TARGETS.lcpMs)} s, TBT ≤ ${TARGETS.tbtMs} ms on every page; initial JavaScript ${kb(initialKb)} KB ≤ ${TARGETS.initialJsKb} KB (aim ${TARGETS.initialJsAimKb})\n`
    : `Targets missed:\n${misses.map((miss) => `  - ${miss}`).join('\n')}\n`,
);
if (args.json) writeFileSync(args.json, `${JSON.stringify({ initial, results }, null, 2)}\n`);
if (args.assert && misses.length > 0) process.exitCode = 1;
