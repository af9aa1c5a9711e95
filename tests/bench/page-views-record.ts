// Records once what the web client asks of the portal on the first load of one page of each page
// kind of each segment (§2), for the upstream-calls benchmark (page-calls.ts) to replay without a
// browser: the built client (services/web/dist) served by a BFF in this process, each segment's
// demo customer signed in through the identity provider in Debian's Chromium, every page opened by
// address (a full load, as a bookmark or a reload does) and every request it sends to the portal's
// document and /api routes kept in order. A route with an id takes it from a link of a page seen
// before it, as the e2e sweep does. Written to page-views.json beside this file.
//
//   pnpm --filter @portal/web build && pnpm --filter @portal/tests bench:calls:record
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Page, type Request } from '@playwright/test';
import { routesOfSegment, type RouteDef } from '@portal/shared/routes';
import type { Segment } from '@portal/shared/segment';
import { startPortal } from '../../services/bff/test/helpers.ts';
import { CHROMIUM_FLAGS, testBrowserPath } from '../e2e/support/chromium.ts';
import { linkTo } from '../e2e/support/sweep.ts';
import {
  BENCH_DATA_NOW,
  SEGMENT_ACCOUNTS,
  type PageView,
  type RecordedRequest,
} from './page-views.ts';
import { signInOnProviderPage } from './sign-in.ts';

const webDist = fileURLToPath(new URL('../../services/web/dist/', import.meta.url));
const output = fileURLToPath(new URL('./page-views.json', import.meta.url));

/** One route of each page kind of a segment: light before gas, the first scheme of pa's. */
function oneRoutePerKind(segment: Segment): RouteDef[] {
  const byKind = new Map<string, RouteDef>();
  const routes = [...routesOfSegment(segment)].sort(
    (a, b) =>
      Number(b.context.commodity === 'light') - Number(a.context.commodity === 'light') ||
      a.params.length - b.params.length ||
      a.path.split('/').length - b.path.split('/').length,
  );
  for (const route of routes) if (!byKind.has(route.kind)) byKind.set(route.kind, route);
  // Routes without an id first, so the pages that link to one have been seen.
  return [...byKind.values()].sort(
    (a, b) =>
      a.params.length - b.params.length || a.path.split('/').length - b.path.split('/').length,
  );
}

async function signIn(page: Page, portalUrl: string, email: string): Promise<void> {
  await signInOnProviderPage(page, portalUrl, email);
  // The landing page's own requests are not the first recorded page's.
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
}

/** Opens `path` by address and keeps the portal requests of its first load. */
async function record(page: Page, portalUrl: string, path: string): Promise<RecordedRequest[]> {
  const requests: RecordedRequest[] = [];
  const listener = (request: Request) => {
    const url = new URL(request.url());
    if (url.origin !== portalUrl) return;
    const isDocument = request.resourceType() === 'document';
    if (!isDocument && !url.pathname.startsWith('/api/')) return;
    const body = request.postData();
    requests.push({
      method: request.method(),
      path: `${url.pathname}${url.search}`,
      ...(isDocument ? { document: true } : {}),
      ...(body === null ? {} : { body }),
    });
  };
  page.on('request', listener);
  try {
    await page.goto(`${portalUrl}${path}`);
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
    await page
      .locator('[aria-busy="true"]')
      .first()
      .waitFor({ state: 'detached', timeout: 20_000 })
      .catch(() => undefined);
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  } finally {
    page.off('request', listener);
  }
  return requests;
}

const portal = await startPortal({
  env: { WEB_DIST: webDist },
  sandbox: { dataNow: Date.parse(BENCH_DATA_NOW) },
});
const browser = await chromium.launch({ executablePath: testBrowserPath(), args: CHROMIUM_FLAGS });
const views: PageView[] = [];
try {
  for (const [segment, email] of Object.entries(SEGMENT_ACCOUNTS) as Array<[Segment, string]>) {
    const context = await browser.newContext({ locale: 'it-IT' });
    const page = await context.newPage();
    await signIn(page, portal.url, email);
    const links = new Set<string>();
    for (const route of oneRoutePerKind(segment)) {
      const path = route.params.length === 0 ? route.path : linkTo(route, '', links);
      if (path === null) {
        process.stderr.write(`${segment} ${route.kind}: no link to ${route.path} seen\n`);
        continue;
      }
      const requests = await record(page, portal.url, path);
      const hrefs = await page
        .locator('main a[href]')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
      for (const href of hrefs) {
        const url = new URL(href, portal.url);
        links.add(`${url.pathname}${url.search}`);
      }
      views.push({ segment, kind: route.kind, path, requests });
      process.stdout.write(`${segment} ${route.kind} ${path}: ${requests.length} requests\n`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await portal.close();
}
writeFileSync(output, `${JSON.stringify(views, null, 2)}\n`);
process.stdout.write(`${views.length} page views written to ${output}\n`);
