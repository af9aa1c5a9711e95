// Changing the configuration to a second brand changes name, logo, colours and footer everywhere
// without a rebuild of the code, and contrast stays AA (axe). These tests run on a portal of their
// own with BRAND=alpina (config/brands/alpina.json) and the same built client the others use.
import { expect, test, type Page } from './support/fixtures.ts';
import { expectAccessible, openSignedIn, portalUrl } from './support/portal.ts';

const ALPINA = {
  name: 'Energia Alpina',
  phone: '+39 0471 000 000',
  email: 'servizio.clienti@energia-alpina.example',
  company: 'Energia Alpina S.p.A.',
  primary: 'rgb(29, 94, 58)',
};

test.use({ portalOptions: { brand: 'alpina' } });

async function expectAlpina(page: Page): Promise<void> {
  const home = page.getByRole('banner').getByRole('link', { name: ALPINA.name });
  await expect(home).toBeVisible();
  const logo = home.locator('picture img');
  await expect
    .poll(() => logo.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  expect(
    await page.getByRole('banner').evaluate((header) => getComputedStyle(header).borderTopColor),
  ).toBe(ALPINA.primary);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: ALPINA.phone })).toHaveAttribute(
    'href',
    'tel:+390471000000',
  );
  await expect(footer.getByRole('link', { name: ALPINA.email })).toBeVisible();
  await expect(footer.getByText(ALPINA.company)).toBeVisible();
  await expect(footer).not.toContainText('Demo Energia');
}

test('a second brand changes name, logo, colours and footer of the pages, AA', async ({ page }) => {
  await page.goto(portalUrl('/login'));
  // The page's name, then the supplier's (before the client runs, the BFF's title is the name alone).
  await expect(page).toHaveTitle(new RegExp(`(^| · )${ALPINA.name}$`));
  await expect(page).toHaveTitle(/ · /);
  await expectAlpina(page);
  await expectAccessible(page);

  await openSignedIn(page, '/retail/myBills', 'mario.rossi@demo.it');
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectAlpina(page);
    await expectAccessible(page);
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page);
});

test('the footer’s legal notices are the brand’s, in the page’s language', async ({ page }) => {
  await page.goto(portalUrl('/de/login'));
  const notices = page.getByRole('contentinfo').getByRole('navigation');
  await notices.getByRole('link', { name: 'Datenschutzerklärung' }).click();
  await expect(page).toHaveURL(portalUrl('/de/legal/privacy'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('body')).toContainText(ALPINA.company);
});
