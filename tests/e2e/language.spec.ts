// §2, §9: the same pages under /de in German (html lang de), reached through the
// language switch, with the locale cookie set; screenshots of the dashboard and bills in it and de.
import { expect, test } from './support/fixtures.ts';
import { expectAccessible, keepScreenshot, openSignedIn, portalUrl } from './support/portal.ts';

test('§2, §9: the language switch moves /retail to /de/retail in German and remembers the choice', async ({
  page,
  context,
}) => {
  await openSignedIn(page, '/retail', 'mario.rossi@demo.it');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await page
    .getByRole('navigation', { name: 'Lingua' })
    .getByRole('link', { name: 'Deutsch' })
    .click();
  await expect(page).toHaveURL(portalUrl('/de/retail'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Offene Rechnungen' })).toBeVisible();
  const cookie = (await context.cookies()).find((item) => item.name === 'locale');
  expect(cookie?.value).toBe('de');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  await keepScreenshot(page, 'dashboard-de');
  await expectAccessible(page);

  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Meine Rechnungen' })
    .click();
  await expect(page).toHaveURL(portalUrl('/de/retail/myBills'));
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Rechnungen' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Liste der Rechnungen' })
      .locator('tbody tr')
      .first()
      .getByRole('link'),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await keepScreenshot(page, 'bills-de');
  await expectAccessible(page);

  // Back to Italian: no prefix, lang it.
  await page
    .getByRole('navigation', { name: 'Sprache' })
    .getByRole('link', { name: 'Italiano' })
    .click();
  await expect(page).toHaveURL(portalUrl('/retail/myBills'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expectAccessible(page);
});

test('§2: /de/... opened directly is German', async ({ page }) => {
  await openSignedIn(page, '/de/retail/myBills', 'mario.rossi@demo.it');
  await expect(page).toHaveURL(portalUrl('/de/retail/myBills'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Rechnungen' })).toBeVisible();
  await expectAccessible(page);
});
