// The business contracts pages — the list and one contract's page — for corporate,
// pa and pa-non-conv (consortia have no contracts pages, §2), light in Italian and gas in German:
// real rows with their §4 status in words, one contract's groups (§3 contratti), its supply and
// its latest invoices, the breadcrumb back; no placeholder, no console error, no serious axe
// finding, and no sideways scroll at 360 px.
import { expect, test } from './support/fixtures.ts';
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
    title: 'Contratti luce',
    caption: 'Elenco dei contratti',
    count: /^\d+ contratt[oi]$/,
    open: /^Apri il contratto /,
    detail: /^Contratto /,
    groups: ['Il contratto', 'Date e validità', 'Fatturazione e pagamento', 'La fornitura'],
    invoices: 'Ultime fatture',
    invoicesCaption: 'Ultime fatture del contratto',
    placeholder: /in preparazione/i,
  },
  de: {
    prefix: '/de',
    commodity: 'gas',
    title: 'Gasverträge',
    caption: 'Liste der Verträge',
    count: /^\d+ Vertr(ag|äge)$/,
    open: /^Vertrag .+ öffnen$/,
    detail: /^Vertrag /,
    groups: ['Der Vertrag', 'Daten und Gültigkeit', 'Abrechnung und Zahlung', 'Die Lieferstelle'],
    invoices: 'Letzte Rechnungen',
    invoicesCaption: 'Letzte Rechnungen des Vertrags',
    placeholder: /in Vorbereitung/i,
  },
} as const;

const CUSTOMERS = [
  { segment: 'corporate', email: 'acme@demo.it' },
  { segment: 'pa', email: 'comune.verona@demo.it' },
  { segment: 'pa-non-conv', email: 'asl.trento@demo.it' },
] as const;

for (const { segment, email } of CUSTOMERS) {
  for (const language of ['it', 'de'] as const) {
    const text = TEXT[language];
    const list = `${text.prefix}/${segment}/${text.commodity}/contracts`;

    test(`${list} lists real contracts and opens one (${email})`, async ({ page }) => {
      // Before sign-in the session probe answers 401: errors count from the signed-in portal on.
      await openSignedIn(page, list, email);
      const errors = watchConsole(page);
      await expect(page).toHaveURL((url) => url.pathname === list);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(page.getByText(text.count)).toBeVisible();
      const table = page.getByRole('table', { name: text.caption });
      const rows = table.locator('tbody tr');
      expect(await rows.count()).toBeGreaterThan(0);
      await expect(page.getByText(text.placeholder)).toHaveCount(0);
      // §4: every row's status in words.
      await expect(rows.first().locator('td').nth(1)).not.toBeEmpty();
      await expectAccessible(page);
      if (segment === 'corporate') await keepScreenshot(page, `contracts-list-${language}`);

      await page.setViewportSize({ width: 360, height: 800 });
      await expectNoSidewaysScroll(page, list);
      await page.setViewportSize({ width: 1280, height: 900 });

      const link = table.getByRole('link', { name: text.open }).first();
      const href = await link.getAttribute('href');
      expect(href).toMatch(new RegExp(`^${list}/[^/]+$`));
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname === href);
      await expect(page.getByRole('heading', { level: 1, name: text.detail })).toBeVisible();
      for (const group of text.groups) {
        await expect(page.getByRole('region', { name: group, exact: true })).toBeVisible();
      }
      const invoices = page.getByRole('region', { name: text.invoices, exact: true });
      await expect(invoices).toBeVisible();
      await expect(
        invoices.getByRole('table', { name: text.invoicesCaption }).locator('tbody tr').first(),
      ).toBeVisible();
      await expect(page.getByText(text.placeholder)).toHaveCount(0);
      await expectAccessible(page);
      if (segment === 'corporate') await keepScreenshot(page, `contract-detail-${language}`);

      await page.setViewportSize({ width: 360, height: 800 });
      await expectNoSidewaysScroll(page, href ?? '');
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.getByRole('link', { name: text.title }).click();
      await expect(page).toHaveURL((url) => url.pathname === list);
      expect(errors).toEqual([]);
    });
  }
}
