// §2: every route of the business areas (each segment's home and profile, and for gas and light
// its page set — consortia without contracts) renders real data for acme, comune.verona,
// asl.trento and consorzio, in Italian (with axe) and in German. Each route is opened by address in
// a signed-in browser, as a customer arriving from a bookmark would; the sweep fails on a
// placeholder, a 404, a page in its error state or with no supply of its kind, a page still
// loading, the wrong language, a refused GraphQL document, a console error, or a serious or
// critical axe finding. A route with an id (a contract, a supply's costs) is opened through a link
// a page already visited offers. pa's subsidised schemes are swept by convention-routes.spec.ts.
import { routesOfSegment } from '@portal/shared/routes';
import { expect, test } from './support/fixtures.ts';
import { openSignedIn } from './support/portal.ts';
import { SWEEP_LANGUAGES, sweepRoutes } from './support/sweep.ts';

const ACCOUNTS = [
  { segment: 'corporate', email: 'acme@demo.it' },
  { segment: 'pa', email: 'comune.verona@demo.it' },
  { segment: 'pa-non-conv', email: 'asl.trento@demo.it' },
  { segment: 'consortia', email: 'consorzio@demo.it' },
] as const;

for (const { segment, email } of ACCOUNTS) {
  for (const pass of SWEEP_LANGUAGES) {
    test(`§2: every ${segment} route in ${pass.lang} is a real page (${email})`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const routes = routesOfSegment(segment).filter((route) => route.context.scheme === null);
      expect(routes.length).toBeGreaterThanOrEqual(segment === 'consortia' ? 16 : 20);
      await openSignedIn(page, `${pass.prefix}/${segment}`, email);
      await sweepRoutes(page, routes, pass);
    });
  }
}
