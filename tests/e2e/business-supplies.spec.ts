// The business supplies and green energy pages — every POD/PDR of a commodity with
// its site, address, §4 status, product, power or meter class and annual consumption, searched,
// filtered and paged on the server; the renewable supplies with their certificate, share, CO₂
// avoided and the totals. Real demo accounts (acme, comune.verona, asl.trento, consorzio) in it and
// de: real rows, no placeholder, no console error, no serious axe finding, no sideways scroll at
// 360 px. acme's search, filters and page 2 on the large data set: business-supplies-large.spec.ts.
import { expect, test } from './support/fixtures.ts';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  keepScreenshot,
  openSignedIn,
} from './support/portal.ts';
import { watchConsole } from './support/sweep.ts';
import {
  COLUMN,
  TEXT,
  cells,
  countOf,
  settledRows,
  type Language,
} from './support/supply-table.ts';

const CUSTOMERS = [
  { segment: 'corporate', email: 'acme@demo.it' },
  { segment: 'pa', email: 'comune.verona@demo.it' },
  { segment: 'pa-non-conv', email: 'asl.trento@demo.it' },
  { segment: 'consortia', email: 'consorzio@demo.it' },
] as const;

function pathOf(language: Language, segment: string, commodity: 'gas' | 'light', green = false) {
  return `${TEXT[language].prefix}/${segment}/${commodity}/supplies${green ? '/greenEnergy' : ''}`;
}

for (const { segment, email } of CUSTOMERS) {
  for (const language of ['it', 'de'] as const) {
    const text = TEXT[language];
    // Light in Italian, gas in German for the public bodies; the consortium's light both ways.
    const commodity = language === 'de' && segment.startsWith('pa') ? 'gas' : 'light';

    test(`§2, §3, §4: ${email} (${segment}, ${language}) sees the ${commodity} supplies and green energy pages with real data`, async ({
      page,
    }) => {
      await openSignedIn(page, pathOf(language, segment, commodity), email);
      // Before sign-in the session probe answers 401: errors count from the signed-in portal on.
      const errors = watchConsole(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(
        page.getByRole('heading', { level: 1, name: text.title[commodity] }),
      ).toBeVisible();
      let rows = await settledRows(page, text.caption);
      const total = await countOf(page, text.count);
      expect(total).toBeGreaterThan(0);
      const table = page.getByRole('region', { name: text.caption });
      await expect(
        table.getByRole('columnheader', { name: text.point[commodity], exact: true }),
      ).toBeVisible();
      await expect(table.getByRole('columnheader', { name: text.kind[commodity] })).toBeVisible();
      // Real points: POD IT…E…, PDR digits; each with a §4 status in words and a consumption.
      for (const point of await cells(rows, COLUMN.point))
        expect(point).toMatch(commodity === 'light' ? /^IT\d{3}E\d+$/ : /^\d{14}$/);
      for (const status of await cells(rows, COLUMN.status)) expect(status).not.toBe('');
      for (const quantity of await cells(rows, COLUMN.consumption))
        expect(quantity).toMatch(/^[\d.]+(,\d+)? (kWh|Smc)$/);
      await expect(page.getByText(text.placeholder)).toHaveCount(0);
      const contractLinks = table.getByRole('link', { name: text.openContract });
      if (segment === 'consortia') {
        // §2: consortia have no contracts pages; a consortium chooses among its members.
        await expect(contractLinks).toHaveCount(0);
        await expect(page.getByLabel(text.memberChoice, { exact: true })).toHaveValue('');
      } else {
        await expect(contractLinks.first()).toBeVisible();
      }
      await expectAccessible(page);

      if (segment !== 'consortia' && language === 'de') {
        // The contract of a supply opens its contract page.
        await contractLinks.first().click();
        await expect(page).toHaveURL(new RegExp(`/de/${segment}/${commodity}/contracts/\\d+$`));
        await expect(page.getByRole('heading', { level: 1, name: /^Vertrag / })).toBeVisible();
        await page.goBack();
        rows = await settledRows(page, text.caption);
      }

      await page.goto(page.url().replace(/\/supplies.*$/, '/supplies/greenEnergy'));
      await expect(
        page.getByRole('heading', { level: 1, name: text.greenTitle[commodity] }),
      ).toBeVisible();
      // The totals' skeleton shows while the page loads: the count says which case this is.
      const green = await countOf(page, text.greenCount);
      const totals = page.getByRole('region', { name: text.totals });
      if (green === 0) {
        // Gas is never renewable in the demo data: the page says so and shows no totals.
        await expect(page.getByText(text.greenEmpty)).toBeVisible();
        await expect(totals).toHaveCount(0);
      } else {
        await expect(totals.getByRole('group', { name: text.co2 })).toContainText(/\d/);
        const greenRows = await settledRows(page, text.greenCaption);
        await expect(greenRows.first()).toContainText(text.certificate);
      }
      await expect(page.getByText(text.placeholder)).toHaveCount(0);
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });
  }
}

test('§2: the consortium’s green energy page in German — its members’ renewable supplies, certificate, CO₂ and totals; at 360 px stacked cards', async ({
  page,
}) => {
  const text = TEXT.de;
  await openSignedIn(page, pathOf('de', 'consortia', 'light', true), 'consorzio@demo.it');
  const errors = watchConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: text.greenTitle.light })).toBeVisible();
  const rows = await settledRows(page, text.greenCaption);
  const count = await countOf(page, text.greenCount);
  expect(count).toBeGreaterThan(0);
  await expect(rows).toHaveCount(Math.min(count, 20));
  for (const row of await rows.all()) await expect(row).toContainText(text.certificate);
  const totals = page.getByRole('region', { name: text.totals });
  await expect(totals).toContainText(String(count));
  await expect(totals.getByRole('group', { name: text.co2 })).toContainText(/\d+(,\d+)? (t|kg)/);
  await expect(page.getByLabel(text.memberChoice, { exact: true })).toHaveValue('');
  await keepScreenshot(page, 'business-green-energy-de-1280');
  await expectAccessible(page);

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 2, name: /^POD IT\d{3}E\d+$/ }).first(),
  ).toBeVisible();
  await expectNoSidewaysScroll(page, 'the green energy page');
  await keepScreenshot(page, 'business-green-energy-de-360');
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('the supplies page at 360 px — one card per supply, nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openSignedIn(page, '/pa/light/supplies', 'comune.verona@demo.it');
  const errors = watchConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Forniture luce' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: /^POD IT\d{3}E\d+$/ }).first(),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'the supplies page');
  await keepScreenshot(page, 'business-supplies-it-360');
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
