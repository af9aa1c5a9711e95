// Issue 12, done when: every route of the business areas (§2: each segment's home and profile, and
// for gas and light its page set — consortia without contracts) renders real data for acme,
// comune.verona, asl.trento and consorzio, in Italian and in German. Each route is opened by
// address in a signed-in browser, as a customer arriving from a bookmark would; the test fails on a
// placeholder ("in preparation"), a 404, a page in its error state or with no supply of its kind,
// a page still loading, a console error, or a serious or critical axe finding. A route with an id
// (a contract, a supply's costs) is opened through a link a page already visited offers. pa's
// subsidised schemes (issue 15) are not part of this page set.
import { routesOfSegment, type RouteDef } from '@portal/shared/routes';
import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/portal.ts';
import { expectRealPage, linkTo, watchConsole } from './support/sweep.ts';

const ACCOUNTS = [
  { segment: 'corporate', email: 'acme@demo.it' },
  { segment: 'pa', email: 'comune.verona@demo.it' },
  { segment: 'pa-non-conv', email: 'asl.trento@demo.it' },
  { segment: 'consortia', email: 'consorzio@demo.it' },
] as const;

/** The routes of this page set for a segment, those without an id first (their pages link to the rest). */
function routesOf(segment: (typeof ACCOUNTS)[number]['segment']): RouteDef[] {
  return routesOfSegment(segment)
    .filter((route) => route.context.scheme === null)
    .sort((a, b) => a.params.length - b.params.length);
}

for (const { segment, email } of ACCOUNTS) {
  for (const [language, prefix] of [
    ['it', ''],
    ['de', '/de'],
  ] as const) {
    test(`issue 12, §2: every ${segment} route in ${language} is a real page (${email})`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const routes = routesOf(segment);
      expect(routes.length).toBeGreaterThanOrEqual(segment === 'consortia' ? 16 : 20);
      await openSignedIn(page, `${prefix}/${segment}`, email);
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
}
