// §2, §4, §6: the QR deep link, the guard between segments, the 404 page and logout.
import { expect, test } from './support/fixtures.ts';
import {
  expectAccessible,
  newestBill,
  openSignedIn,
  portalUrl,
  sandboxOrigin,
  signInAtIdp,
  signInThroughIdp,
} from './support/portal.ts';

test('§4: a QR link opened while signed out leads, after sign-in, to that bill', async ({
  browser,
}) => {
  // A bill of mario.rossi, read from the portal itself.
  const { number, issued } = await newestBill(browser, 'mario.rossi@demo.it');

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(
    portalUrl(
      `/qrcode-invoice?numeroFattura=${encodeURIComponent(number)}&dataEmissione=${issued}`,
    ),
  );
  await signInAtIdp(page, 'mario.rossi@demo.it');
  await expect(page.getByRole('heading', { level: 1, name: `Bolletta ${number}` })).toBeVisible();
  expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/retail/myBills/${number}`);
  expect(new URL(page.url()).searchParams.get('issueDate')).toBe(issued);
  await expectAccessible(page);
  await context.close();
});

test('§6: acme (corporate) is kept out of /retail and sent to its own home', async ({ page }) => {
  await openSignedIn(page, '/retail/myBills', 'acme@demo.it');
  await expect(page).toHaveURL(portalUrl('/corporate'));
  await page.goto(portalUrl('/retail'));
  await expect(page).toHaveURL(portalUrl('/corporate'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeVisible();
  await expectAccessible(page);
});

test("§2: an unknown URL answers 404 and shows 'Page not found'", async ({ page }) => {
  const response = await page.goto(portalUrl('/this/page/does-not-exist'));
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('§4: logout ends the session and returns to the identity provider', async ({ page }) => {
  // Logout ends the session: a session of this test's own.
  await signInThroughIdp(page, '/retail', 'mario.rossi@demo.it');
  await expect(page.getByRole('heading', { name: 'Bollette da pagare' })).toBeVisible();
  await page.getByRole('link', { name: 'Esci' }).click();
  // The identity provider ends its session and, back at the portal without a session, the
  // browser is at the identity provider's sign-in form again.
  await expect(page.getByLabel('Password')).toBeVisible();
  expect(new URL(page.url()).origin).toBe(sandboxOrigin());
  // The identity provider's own sign-in page is part of the journey too.
  await expectAccessible(page);
  const session = await page.request.get(portalUrl('/api/session'), {
    headers: { 'x-portal-csrf': '1' },
  });
  expect(session.status()).toBe(401);
});

test('§4: sign-in of an inactive user ends on /disabled, of an unknown one on /auth/register', async ({
  browser,
}) => {
  for (const [email, path, heading] of [
    ['disattivato@demo.it', '/disabled', 'Utenza non attiva'],
    ['sconosciuto@demo.it', '/auth/register', 'Registrazione'],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInThroughIdp(page, '/login', email);
    await expect(page).toHaveURL(portalUrl(path));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page);
    await context.close();
  }
});
