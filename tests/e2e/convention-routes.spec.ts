// The page sweep visits all 20 routes of pa's subsidised schemes (§2 /pa/subsidizedGas/... and
// /pa/subsidizedLight/..., ten pages each) as comune.verona in Italian (with axe) and in German with
// no placeholder, 404, error or no-supply state and no console error (support/sweep.ts, as for the
// business areas); and asl.trento, a
// public body without a convention (pa-non-conv), cannot reach them: the guard of §6 sends it to
// its own home from every one of them, in its language, with no subsidised entry in its menu and
// no convention asked of the API.
import { routesOfSegment, type RouteDef } from '@portal/shared/routes';
import { expect, test, type Page } from './support/fixtures.ts';
import { openSignedIn, portalUrl } from './support/portal.ts';
import { SWEEP_LANGUAGES, sweepRoutes, watchConsole } from './support/sweep.ts';

const SCHEME_ROUTES: RouteDef[] = routesOfSegment('pa').filter(
  (route) => route.context.scheme !== null,
);

const PLACEHOLDER = /in preparazione|in Vorbereitung|in preparation/i;

test('§2: the subsidised schemes have 20 routes, none with an id', () => {
  expect(SCHEME_ROUTES).toHaveLength(20);
  expect(SCHEME_ROUTES.every((route) => route.params.length === 0)).toBe(true);
});

for (const pass of SWEEP_LANGUAGES) {
  test(`§2: every route of the subsidised schemes in ${pass.lang} is a real page (comune.verona)`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await openSignedIn(page, `${pass.prefix}/pa`, 'comune.verona@demo.it');
    await sweepRoutes(page, SCHEME_ROUTES, pass);
  });
}

/**
 * The convention operations the page asks the API for, from now on: by the operation's name, since
 * other documents name convention fields (the alerts' facts of a convention's quantity).
 */
function watchConventionCalls(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/api/graphql')) return;
    const body = request.postData() ?? request.url();
    const operation = /(?:query|mutation) (\w+)|operationName=(\w+)/.exec(body);
    if (/convention/i.test(operation?.[1] ?? operation?.[2] ?? '')) asked.push(body.slice(0, 120));
  });
  return asked;
}

for (const [language, prefix] of [
  ['it', ''],
  ['de', '/de'],
] as const) {
  test(`§6: asl.trento (pa without a convention) is sent home from each of the 20 routes in ${language}`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const home = `${prefix}/pa-non-conv`;
    await openSignedIn(page, home, 'asl.trento@demo.it');
    const errors = watchConsole(page);
    const asked = watchConventionCalls(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Its menu offers no subsidised area (§4: fireSub and lightSub need a convention).
    await expect(page.locator('a[href*="/subsidized"]')).toHaveCount(0);
    for (const route of SCHEME_ROUTES) {
      const path = `${prefix}${route.path}`;
      await test.step(path, async () => {
        await page.goto(portalUrl(path));
        await expect(page, `${path} leads home`).toHaveURL((url) => url.pathname === home);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
        await expect(page.locator('main')).not.toContainText(PLACEHOLDER);
        await expect(page.locator('[data-state="later"], [data-state="error"]')).toHaveCount(0);
      });
    }
    expect(asked, 'convention calls').toEqual([]);
    expect(errors, 'console errors').toEqual([]);
  });
}
