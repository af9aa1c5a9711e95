// §2: the page sweep visits every retail route as mario.rossi, in Italian (with axe) and in German,
// and fails on any placeholder, 404, error state, wrong language, refused GraphQL document, console
// error or serious axe finding. A route with an id (a bill, a supply, its management pages) is
// opened through a link one of the pages already visited offers, as a customer would reach it.
import { routesOfSegment } from '@portal/shared/routes';
import { expect, test } from './support/fixtures.ts';
import { openSignedIn } from './support/portal.ts';
import { SWEEP_LANGUAGES, sweepRoutes } from './support/sweep.ts';

for (const pass of SWEEP_LANGUAGES) {
  test(`§2: every retail route in ${pass.lang} is a real page (mario.rossi)`, async ({ page }) => {
    test.setTimeout(240_000);
    const routes = routesOfSegment('retail');
    expect(routes.length).toBe(19);
    await openSignedIn(page, `${pass.prefix}/retail`, 'mario.rossi@demo.it');
    await sweepRoutes(page, routes, pass);
  });
}
