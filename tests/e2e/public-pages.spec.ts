// §2, §4, §5, §8: pages reachable without a session in their three forms, a German
// customer in German everywhere (texts from the supplier's systems included), the QR link in its
// /de form and a QR link to someone else's bill.
import { expect, test } from './support/fixtures.ts';
import {
  expectAccessible,
  newestBill,
  openSignedIn,
  portalUrl,
  sandboxOrigin,
  signInAtIdp,
} from './support/portal.ts';

test('§2: /login, /disabled, /unauthorized and /auth/register open without a session, in all three forms', async ({
  page,
}) => {
  const pages = [
    ['/login', 'Accedi al portale', 'Beim Portal anmelden'],
    ['/disabled', 'Utenza non attiva', 'Benutzer nicht aktiv'],
    ['/unauthorized', 'Accesso non autorizzato', 'Zugriff nicht autorisiert'],
    ['/auth/register', 'Registrazione', 'Registrierung'],
  ] as const;
  for (const [path, italian, german] of pages) {
    for (const [prefix, heading, lang] of [
      ['', italian, 'it'],
      ['/it', italian, 'it'],
      ['/de', german, 'de'],
    ] as const) {
      const response = await page.goto(portalUrl(`${prefix}${path}`));
      expect(response?.status(), `${prefix}${path}`).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(`${prefix}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectAccessible(page);
    }
  }
});

test("§8: /unauthorized shows the catalogue's text as spelled and leads to sign-in in the page's language", async ({
  page,
}) => {
  await page.goto(portalUrl('/de/unauthorized?error=impersonationNotAllowed'));
  await expect(page.getByRole('alert')).toHaveText('Impersonation not allowed');
  await page.getByRole('link', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(portalUrl('/de/login'));
  await expectAccessible(page);
});

test('§5, §9: anna.huber (registry culture de-DE) is in German by default, notifications from the supplier included', async ({
  page,
}) => {
  await openSignedIn(page, '/retail', 'anna.huber@demo.it');
  await expect(page).toHaveURL(portalUrl('/de/retail'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Offene Rechnungen' })).toBeVisible();
  const notifications = page.getByRole('heading', { name: 'Neueste Mitteilungen' }).locator('..');
  await expect(notifications.getByText('Neue Rechnung verfügbar').first()).toBeVisible();
  await expect(notifications).not.toContainText('bolletta');
  await expectAccessible(page);
});

test('§2, §4: a QR link in its /de form, opened while signed out, signs in on the German page and leads to the bill', async ({
  browser,
}) => {
  const { number, issued } = await newestBill(browser, 'mario.rossi@demo.it');

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(
    portalUrl(
      `/de/qrcode-invoice?numeroFattura=${encodeURIComponent(number)}&dataEmissione=${issued}`,
    ),
  );
  // The identity provider's page speaks the link's language.
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await signInAtIdp(page, 'mario.rossi@demo.it');
  // The bill opens in the link's language, although mario's profile is Italian (§2, §5).
  await expect(page.getByRole('heading', { level: 1, name: `Rechnung ${number}` })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const escaped = number.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  expect(decodeURIComponent(new URL(page.url()).pathname)).toMatch(
    new RegExp(`^/de/retail/myBills/${escaped}$`),
  );
  expect(new URL(page.url()).searchParams.get('issueDate')).toBe(issued);
  await expectAccessible(page);
  await context.close();
});

test("§4, §8: a QR link to a bill that is not the customer's shows 'Fattura non trovata per questo utente.'", async ({
  page,
}) => {
  await openSignedIn(page, '/retail', 'mario.rossi@demo.it');
  await expect(page.getByRole('heading', { name: 'Bollette da pagare' })).toBeVisible();
  await page.goto(
    portalUrl('/qrcode-invoice?numeroFattura=FT1999%2F999999&dataEmissione=2024-01-15'),
  );
  await expect(page).toHaveURL(portalUrl('/retail/myBills?qrError=invoiceNotFoundForQr'));
  await expect(
    page.getByRole('alert').filter({ hasText: 'Fattura non trovata per questo utente.' }),
  ).toBeVisible();
  // The session continues.
  await expect(page.getByRole('heading', { level: 1, name: 'Le mie bollette' })).toBeVisible();
  expect(new URL(page.url()).origin).not.toBe(sandboxOrigin());
  await expectAccessible(page);
});

test('§2, §5: signing in from /de/login goes through the identity provider in German and lands in German', async ({
  page,
}) => {
  await page.goto(portalUrl('/de/login'));
  await page.getByRole('link', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL((url) => url.origin === sandboxOrigin());
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectAccessible(page);
  await page.getByLabel('Passwort').fill('demo');
  await page.getByLabel(/E-Mail/).fill('mario.rossi@demo.it');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(portalUrl('/de/retail'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Offene Rechnungen' })).toBeVisible();
});
