// Back-channel logout (decision 0013): a customer who signs out at the identity provider itself —
// not through the portal's "Esci" — is signed out of the portal too; the next page asks to sign in.
import { expect, test } from './support/fixtures.ts';
import { portalUrl, sandboxOrigin, sandboxUrl, signInThroughIdp } from './support/portal.ts';

test("a sign-out at the identity provider's own page signs the customer out of the portal", async ({
  page,
}) => {
  // A session of this test's own: the sign-out ends it.
  await signInThroughIdp(page, '/retail', 'mario.rossi@demo.it');
  await expect(page.getByRole('heading', { name: 'Bollette da pagare' })).toBeVisible();

  // The provider's end-session page, opened without the portal: it confirms itself, ends the
  // provider's session and tells the portal over the back channel before it answers.
  await page.goto(sandboxUrl('/oidc/session/end'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sei uscito' })).toBeVisible();

  const session = await page.request.get(portalUrl('/api/session'), {
    headers: { 'x-portal-csrf': '1' },
  });
  expect(session.status()).toBe(401);
  // The portal's next page finds no session and sends the customer to sign in again.
  await page.goto(portalUrl('/retail'));
  await expect(page.getByLabel('Password')).toBeVisible();
  expect(new URL(page.url()).origin).toBe(sandboxOrigin());
});
