// Issue 14, done when: the page sweep visits every retail route of §2 as mario.rossi, in Italian
// and German, and fails on any placeholder, 404, error state, console error or serious axe finding.
// A route with an id (a bill, a supply, its management pages) is opened through a link one of the
// pages already visited offers, as a customer would reach it.
import { routesOfSegment } from '@portal/shared/routes';
import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/portal.ts';
import { expectRealPage, linkTo, watchConsole } from './support/sweep.ts';

for (const [language, prefix] of [
  ['it', ''],
  ['de', '/de'],
] as const) {
  test(`issue 14, §2: every retail route in ${language} is a real page (mario.rossi)`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    // Pages without an id first, then the ones with an id, shallower before deeper, so the page
    // that links to a route has been seen before it.
    const routes = [...routesOfSegment('retail')].sort(
      (a, b) =>
        a.params.length - b.params.length || a.path.split('/').length - b.path.split('/').length,
    );
    expect(routes.length).toBe(19);
    await openSignedIn(page, `${prefix}/retail`, 'mario.rossi@demo.it');
    const errors = watchConsole(page);
    const links = new Set<string>();
    for (const route of routes) {
      const path =
        route.params.length === 0 ? `${prefix}${route.path}` : linkTo(route, prefix, links);
      expect(path, `a page visited before links to ${route.path}`).not.toBeNull();
      await test.step(path ?? route.path, async () => {
        for (const link of await expectRealPage(page, path ?? '')) links.add(link);
      });
    }
    expect(errors, 'console errors').toEqual([]);
  });
}
