// Screenshots of the retail dashboard, the bills list, a bill's detail and the
// corporate light invoices page at 360, 768 and 1280 px, compared with committed baselines within
// a tolerance, so a change that breaks a layout is seen. The sandbox's data follows today's date
// (services/sandbox/src/data/dates.ts), so these tests run on a portal of their own whose data
// clock stands still (testOnFrozenClock): the same bills, amounts and notifications on every run. Baselines
// are made with `playwright test e2e/visual.spec.ts --update-snapshots` in Debian's Chromium with
// Debian's default fonts, as the CI runs it.
import { expect, testOnFrozenClock as test, type Page } from './support/fixtures.ts';
import { openSignedIn, portalUrl } from './support/portal.ts';

const WIDTHS = [360, 768, 1280] as const;

test.use({ colorScheme: 'light', reducedMotion: 'reduce' });

async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

async function shoot(page: Page, path: string, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(portalUrl(path));
    await settled(page);
    await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
      fullPage: true,
      maxDiffPixelRatio: 0.02,
    });
  }
}

test('the retail dashboard, bills and a bill look as they did', async ({ page }) => {
  await openSignedIn(page, '/retail', 'mario.rossi@demo.it');
  await shoot(page, '/retail', 'retail-dashboard');
  await shoot(page, '/retail/myBills', 'retail-bills');
  const link = page
    .getByRole('region', { name: 'Elenco delle bollette' })
    .locator('tbody tr')
    .first()
    .getByRole('link');
  await page.goto(portalUrl('/retail/myBills'));
  const bill = await link.getAttribute('href');
  if (!bill) throw new Error('the first bill has no link');
  await shoot(page, bill, 'retail-bill');
});

test('the corporate light invoices page looks as it did', async ({ page }) => {
  await openSignedIn(page, '/corporate', 'acme@demo.it');
  await shoot(page, '/corporate/light/invoices', 'corporate-light-invoices');
});
