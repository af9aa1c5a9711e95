// Issue 12, done when: every route of the business areas (§2: each segment's home and profile, and
// for gas and light its page set — consortia without contracts) renders real data for acme,
// comune.verona, asl.trento and consorzio, in Italian and in German. Each route is opened by
// address in a signed-in browser, as a customer arriving from a bookmark would; the test fails on a
// placeholder ("in preparation"), a 404, a page in its error state or with no supply of its kind,
// a page still loading, a console error, or a serious or critical axe finding. Costs and
// consumptions and load curves (issue 13) and pa's subsidised schemes (issue 15) are not part of
// this issue's page set.
import { routesOfSegment, type RouteDef } from '@portal/shared/routes';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, openSignedIn, portalUrl } from './support/portal.ts';

const ACCOUNTS = [
  { segment: 'corporate', email: 'acme@demo.it' },
  { segment: 'pa', email: 'comune.verona@demo.it' },
  { segment: 'pa-non-conv', email: 'asl.trento@demo.it' },
  { segment: 'consortia', email: 'consorzio@demo.it' },
] as const;

/** Page kinds of later issues: costs, consumptions and load curves (issue 13). */
const LATER_ISSUES = new Set(['costsAndConsumptions', 'costsAndConsumptionsDetail', 'loadCurves']);

/** The routes of this issue for a segment: home, profile and the gas and light page sets. */
function routesOf(segment: (typeof ACCOUNTS)[number]['segment']): RouteDef[] {
  return routesOfSegment(segment).filter(
    (route) => route.context.scheme === null && !LATER_ISSUES.has(route.kind),
  );
}

const NOT_FOUND = /Page not found|Pagina non trovata|Seite nicht gefunden/i;

/** Errors the page logs from now on. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** A route's path with its id taken from the list it belongs to (contracts/:id ← the first contract). */
async function pathOf(page: Page, route: RouteDef, prefix: string): Promise<string> {
  if (route.params.length === 0) return `${prefix}${route.path}`;
  const list = `${prefix}${route.path.replace(/\/:id$/, '')}`;
  await page.goto(portalUrl(list));
  const link = page.locator(`main a[href*="${route.path.replace(/:id$/, '')}"]`).first();
  await expect(link, `${list} links to one of its items`).toBeVisible();
  const href = await link.getAttribute('href');
  return new URL(href ?? '', portalUrl()).pathname;
}

async function expectRealPage(page: Page, path: string): Promise<void> {
  const response = await page.goto(portalUrl(path));
  expect(response?.status(), `${path} answers`).toBe(200);
  await expect(page, `${path} stays where it is (no redirect home)`).toHaveURL(
    (url) => url.pathname === path,
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]'), `${path} finishes loading`).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(page.locator('main')).not.toContainText(NOT_FOUND);
  for (const state of ['later', 'error', 'no-supply'])
    await expect(page.locator(`[data-state="${state}"]`), `${path}: ${state}`).toHaveCount(0);
  await expectAccessible(page);
}

for (const { segment, email } of ACCOUNTS) {
  for (const [language, prefix] of [
    ['it', ''],
    ['de', '/de'],
  ] as const) {
    test(`issue 12, §2: every ${segment} route in ${language} is a real page (${email})`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const routes = routesOf(segment);
      expect(routes.length).toBeGreaterThanOrEqual(segment === 'consortia' ? 16 : 20);
      await openSignedIn(page, `${prefix}/${segment}`, email);
      const errors = watchConsole(page);
      for (const route of routes) {
        const path = await pathOf(page, route, prefix);
        await test.step(path, () => expectRealPage(page, path));
      }
      expect(errors, 'console errors').toEqual([]);
    });
  }
}
