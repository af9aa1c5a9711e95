// The business overview page for corporate, pa, pa-non-conv and consortia, light
// in Italian and gas in German: real figures (supplies with their §4 states, consumption, the last
// 12 months' spend, what is left to pay), links to the commodity's pages, a consortium's choice of
// member registries kept in the address; no placeholder, no console error, no serious axe finding,
// and no sideways scroll at 360 px.
import { expect, test, type Page } from './support/fixtures.ts';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  keepScreenshot,
  openSignedIn,
} from './support/portal.ts';
import { watchConsole } from './support/sweep.ts';

const TEXT = {
  it: {
    prefix: '',
    commodity: 'light',
    title: 'Panoramica luce',
    regions: ['Forniture', 'Consumi', 'Spesa', 'Pagamenti', 'Convenzione'],
    points: 'Punti di prelievo (POD)',
    spend: 'Spesa degli ultimi 12 mesi',
    invoicesLink: 'Vai alle fatture',
    suppliesLink: 'Vai alle forniture luce',
    contractsLink: 'Vai ai contratti luce',
    unit: /^[\d.]+ kWh$/,
    scope: 'Anagrafiche considerate',
    placeholder: /in preparazione/i,
  },
  de: {
    prefix: '/de',
    commodity: 'gas',
    title: 'Übersicht Gas',
    regions: ['Lieferstellen', 'Verbrauch', 'Ausgaben', 'Zahlungen', 'Konvention'],
    points: 'Lieferstellen (PDR)',
    spend: 'Ausgaben der letzten 12 Monate',
    invoicesLink: 'Zu den Rechnungen',
    suppliesLink: 'Zu den Gaslieferstellen',
    contractsLink: 'Zu den Gasverträgen',
    unit: /^[\d.]+ Smc$/,
    scope: 'Berücksichtigte Stammdaten',
    placeholder: /in Vorbereitung/i,
  },
} as const;

const CUSTOMERS = [
  { segment: 'corporate', email: 'acme@demo.it' },
  { segment: 'pa', email: 'comune.verona@demo.it' },
  { segment: 'pa-non-conv', email: 'asl.trento@demo.it' },
  { segment: 'consortia', email: 'consorzio@demo.it' },
] as const;

/** The number a key figure shows, read as a number ("1.234" → 1234). */
async function figure(page: Page, label: string): Promise<number> {
  const text = await page
    .getByRole('group', { name: label, exact: true })
    .locator('strong')
    .innerText();
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

for (const { segment, email } of CUSTOMERS) {
  for (const language of ['it', 'de'] as const) {
    const text = TEXT[language];
    const path = `${text.prefix}/${segment}/${text.commodity}/overview`;

    test(`${path} shows the commodity at a glance (${email})`, async ({ page }) => {
      // Before sign-in the session probe answers 401: errors count from the signed-in portal on.
      await openSignedIn(page, path, email);
      const errors = watchConsole(page);
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      for (const region of text.regions)
        await expect(page.getByRole('region', { name: region, exact: true })).toBeVisible();
      expect(await figure(page, text.points)).toBeGreaterThan(0);
      expect(await figure(page, text.spend)).toBeGreaterThan(0);
      const consumption = page.getByRole('region', { name: text.regions[1], exact: true });
      await expect(consumption.locator('strong').first()).toHaveText(text.unit);
      await expect(page.getByText(text.placeholder)).toHaveCount(0);

      const links = page.getByRole('main');
      await expect(links.getByRole('link', { name: text.suppliesLink })).toHaveAttribute(
        'href',
        `${text.prefix}/${segment}/${text.commodity}/supplies`,
      );
      await expect(links.getByRole('link', { name: text.invoicesLink })).toHaveAttribute(
        'href',
        `${text.prefix}/${segment}/${text.commodity}/invoices`,
      );
      // §2: consortia have no contracts pages.
      await expect(links.getByRole('link', { name: text.contractsLink })).toHaveCount(
        segment === 'consortia' ? 0 : 1,
      );
      await expectAccessible(page);
      if (segment === 'corporate' || segment === 'consortia')
        await keepScreenshot(page, `overview-${segment}-${language}-1280`);

      if (segment === 'consortia') {
        // The member selected in the header by default; all members from the address.
        const scope = page.getByRole('main').getByRole('combobox', { name: text.scope });
        const one = await figure(page, text.points);
        await scope.selectOption('all');
        await expect(page).toHaveURL((url) => url.search === '?registry=all');
        await expect
          .poll(() => figure(page, text.points), { message: 'all members add up' })
          .toBeGreaterThan(one);
        await page.reload();
        await expect(scope).toHaveValue('all');
      }

      await page.setViewportSize({ width: 360, height: 800 });
      await expectNoSidewaysScroll(page, path);
      if (segment === 'corporate' || segment === 'consortia')
        await keepScreenshot(page, `overview-${segment}-${language}-360`);
      await page.setViewportSize({ width: 1280, height: 900 });

      await links.getByRole('link', { name: text.invoicesLink }).click();
      await expect(page).toHaveURL(
        (url) => url.pathname === `${text.prefix}/${segment}/${text.commodity}/invoices`,
      );
      expect(errors).toEqual([]);
    });
  }
}
