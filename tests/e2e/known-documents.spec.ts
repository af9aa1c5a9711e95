// docs/decisions/0009: every portal of the end-to-end tests runs with the production rule that a
// browser session sends only the web client's own GraphQL documents, so the page sweeps prove that
// every page works under it (support/sweep.ts fails on any answer other than 200). Here: the rule is
// on, and a document the client does not have is refused to the same browser session.
import { expect, test } from './support/fixtures.ts';
import { clientDocument, openSignedIn, portalUrl } from './support/portal.ts';

test('decision 0009: a signed-in browser session is refused a document of its own making, not the client’s', async ({
  page,
}) => {
  await openSignedIn(page, '/retail', 'mario.rossi@demo.it');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const headers = { 'x-portal-csrf': '1', origin: new URL(portalUrl()).origin };

  const own = await page.request.post(portalUrl('/api/graphql'), {
    headers,
    data: { query: clientDocument('RetailDashboard') },
  });
  expect(own.status()).toBe(200);

  const refused = await page.request.post(portalUrl('/api/graphql'), {
    headers,
    data: { query: '{ retailDashboard { totalToPay } }' },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({
    errors: [{ extensions: { code: 'BAD_USER_INPUT', reason: 'unknownDocument' } }],
  });
});
