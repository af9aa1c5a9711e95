// Benchmark of navigation inside the portal: from a click on a menu entry to the next page's data
// on screen, measured by the browser's own clock (the click event's timeStamp and performance.now()
// in the page), unthrottled, on the built portal with the sandbox behind it (the BFF serving
// services/web/dist as the end-to-end tests start it), in Debian's Chromium at 1280 × 800.
//
// For each segment's demo customer, signed in once, every menu entry (the home, each section and
// the pages a section opens) is followed in menu order, each the first visit of its page in the
// session: its chunk and its data not yet in the browser. Two ways of clicking, each in its own
// session:
// - "click": the pointer moves onto the entry and clicks at once (Playwright's click);
// - "rest then click": the pointer rests on the entry for --rest ms first (200 by default), as a
//   person's hand does before it clicks; the menu preloads the page's chunk meanwhile (§9).
// "Data on screen": the address is the entry's, the main heading is another element or says another
// thing (a page of the same kind for the other commodity keeps the element), and nothing in
// the page is busy (no aria-busy="true": the router's navigation, a page's skeleton or its
// refetch), at the next animation frame after that DOM change.
//
//   pnpm bench:nav [--rest=200] [--assert] [--json=<file>]
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../e2e/support/chromium.ts';
import { startPortalProcess } from '../e2e/support/portal-process.ts';
import { SEGMENT_ACCOUNTS } from './page-views.ts';
import { signInOnProviderPage } from './sign-in.ts';

/** §9 target of navigation: the 75th percentile of menu click → data on screen. */
const TARGET_P75_MS = 300;

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    rest: { type: 'string', default: '200' },
    assert: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const restMs = Math.max(0, Number(args.rest));

type Mode = 'click' | 'rest then click';

/** The menu landmark (§2 Menu), in Italian: the customers' default language. */
const MENU = 'nav[aria-label="Navigazione principale"]';

interface Navigation {
  mode: Mode;
  email: string;
  path: string;
  /** Click → data on screen, ms. */
  ms: number;
}

// The watcher runs in the page as written here (a string, not a function: tsx names functions with
// a helper the page does not have).
const WATCHER = `(target) => {
  const before = document.querySelector('main h1');
  const beforeText = before ? before.textContent : null;
  window.benchNavigation = new Promise((resolve, reject) => {
    let clickedAt = null;
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('main h1');
      const shown =
        clickedAt !== null &&
        location.pathname === target &&
        heading !== null &&
        (heading !== before || heading.textContent !== beforeText) &&
        document.querySelector('[aria-busy="true"]') === null;
      if (!shown) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - clickedAt));
    });
    document.addEventListener(
      'click',
      (event) => {
        clickedAt = event.timeStamp;
        observer.observe(document, { subtree: true, childList: true, attributes: true });
      },
      { capture: true, once: true },
    );
    setTimeout(() => reject(new Error(target + ': no data on screen within 20 s')), 20000);
  });
}`;

/** Sets a watcher in the page: resolves with the ms from the next click to `path`'s data shown. */
async function watchNavigation(page: Page, path: string): Promise<void> {
  await page.evaluate(`(${WATCHER})(${JSON.stringify(path)})`);
}

/** The menu's entries as they stand now (a section's pages show once the section is open). */
async function menuPaths(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator(`${MENU} a[href]`)
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  return hrefs.map((href) => new URL(href, 'http://portal').pathname);
}

async function signIn(page: Page, portalUrl: string, email: string): Promise<void> {
  await signInOnProviderPage(page, portalUrl, email);
  await settled(page);
}

/** The menu drawn and nothing busy: the landing page's own loading is not the first measured. */
async function settled(page: Page): Promise<void> {
  await page.locator(`${MENU} a[href]`).first().waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, null, {
    timeout: 20_000,
  });
}

async function walkMenu(
  page: Page,
  mode: Mode,
  email: string,
  home: string,
): Promise<Navigation[]> {
  const seen = new Set<string>([home]);
  const queue = (await menuPaths(page)).filter((path) => !seen.has(path));
  const navigations: Navigation[] = [];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    const entry = page.locator(`${MENU} a[href="${path}"]`).first();
    if ((await entry.count()) === 0) continue;
    await watchNavigation(page, path);
    if (mode === 'rest then click') {
      await entry.hover();
      // A person's pointer rests on the entry before the click: the time the preload has.
      await page.waitForTimeout(restMs);
    }
    await entry.click();
    const ms = (await page.evaluate('window.benchNavigation')) as number;
    navigations.push({ mode, email, path, ms });
    // A section's pages show while it is open: they come next, before the following section.
    const opened = (await menuPaths(page)).filter(
      (next) => !seen.has(next) && !queue.includes(next),
    );
    queue.unshift(...opened);
  }
  return navigations;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const running = await startPortalProcess();
const portalUrl = new URL(running.url).origin;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
const loadBefore = loadavg()[0] as number;
const navigations: Navigation[] = [];
try {
  for (const mode of ['click', 'rest then click'] as const) {
    for (const email of Object.values(SEGMENT_ACCOUNTS)) {
      const context = await browser.newContext({
        locale: 'it-IT',
        viewport: { width: 1280, height: 800 },
      });
      const page = await context.newPage();
      await signIn(page, portalUrl, email);
      const home = new URL(page.url()).pathname;
      const walked = await walkMenu(page, mode, email, home);
      navigations.push(...walked);
      for (const { path, ms } of walked)
        process.stdout.write(
          `${mode.padEnd(15)} ${email.padEnd(22)} ${path.padEnd(42)} ${ms.toFixed(0)} ms\n`,
        );
      await context.close();
    }
  }
} finally {
  await browser.close();
  await running.stop();
}
const loadAfter = loadavg()[0] as number;

const summary = (['click', 'rest then click'] as const).map((mode) => {
  const times = navigations.filter((n) => n.mode === mode).map((n) => n.ms);
  return {
    mode,
    count: times.length,
    p50: percentile(times, 50),
    p75: percentile(times, 75),
    p95: percentile(times, 95),
    max: Math.max(...times),
  };
});
process.stdout.write(
  `\n${cpus().length} CPUs, load average ${loadBefore.toFixed(2)} → ${loadAfter.toFixed(2)}; rest ${restMs} ms\n`,
);
process.stdout.write('| clicks          | menu entries | p50 ms | p75 ms | p95 ms | max ms |\n');
process.stdout.write('| --------------- | ------------ | ------ | ------ | ------ | ------ |\n');
for (const row of summary)
  process.stdout.write(
    `| ${row.mode.padEnd(15)} | ${String(row.count).padEnd(12)} | ${row.p50.toFixed(0).padEnd(6)} | ${row.p75.toFixed(0).padEnd(6)} | ${row.p95.toFixed(0).padEnd(6)} | ${row.max.toFixed(0).padEnd(6)} |\n`,
  );
if (args.json)
  writeFileSync(
    args.json,
    `${JSON.stringify({ loadBefore, loadAfter, restMs, summary, navigations }, null, 2)}\n`,
  );
const missed = summary.filter((row) => row.p75 > TARGET_P75_MS);
if (missed.length > 0)
  process.stdout.write(
    `p75 above ${TARGET_P75_MS} ms: ${missed.map((row) => row.mode).join(', ')}\n`,
  );
if (args.assert && missed.length > 0) process.exitCode = 1;
