// The business supplies page on the large data set (SANDBOX_SCALE=large: acme has 1,400 power
// supplies): acme searches, filters and pages on the server, and the address keeps all of it. The
// file's portal is a large one of its own.
import { expect, test } from './support/fixtures.ts';
import { expectAccessible, keepScreenshot, openSignedIn } from './support/portal.ts';
import { COLUMN, TEXT, cells, countOf, settledRows, siteNameOf } from './support/supply-table.ts';
import { watchConsole } from './support/sweep.ts';

test.use({ portalOptions: { scale: 'large' } });

test('§2, §4: acme searches its light supplies by locality, filters by status and site, pages to page 2 — all in the address', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const text = TEXT.it;
  await openSignedIn(page, '/corporate/light/supplies', 'acme@demo.it');
  const errors = watchConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Forniture luce' })).toBeVisible();
  let rows = await settledRows(page, text.caption);
  expect(await countOf(page, text.count)).toBe(1400);
  await expect(rows).toHaveCount(20);
  await keepScreenshot(page, 'business-supplies-it-1280');
  await expectAccessible(page);

  // Search by the locality of the first supply: a few hundred of the 1,400.
  const address = (await cells(rows, COLUMN.site))[0] ?? '';
  const locality = /\d{5} ([^(]+) \(/.exec(address)?.[1]?.trim() ?? '';
  expect(locality).not.toBe('');
  await page.getByRole('searchbox', { name: text.search }).fill(locality.toUpperCase());
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(locality.toUpperCase());
  await expect.poll(async () => countOf(page, text.count)).toBeLessThan(1400);
  const found = await countOf(page, text.count);
  expect(found).toBeGreaterThan(20);
  rows = await settledRows(page, text.caption);
  for (const shown of await cells(rows, COLUMN.site)) expect(shown).toContain(locality);

  // Status: every supply shown is Attivo.
  await page.getByLabel(text.status, { exact: true }).selectOption('ACTIVE');
  await expect(page).toHaveURL(/[?&]status=ACTIVE/);
  rows = await settledRows(page, text.caption);
  for (const status of await cells(rows, COLUMN.status)) expect(status).toBe(text.active);
  const filtered = await countOf(page, text.count);

  // Page 2 of the search, from the server; the address keeps it over a reload.
  const firstOfPage1 = (await cells(rows, COLUMN.point))[0];
  await page.getByRole('button', { name: text.next }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText(text.page(2))).toBeVisible();
  rows = await settledRows(page, text.caption);
  expect((await cells(rows, COLUMN.point))[0]).not.toBe(firstOfPage1);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: text.search })).toHaveValue(
    locality.toUpperCase(),
  );
  await expect(page.getByText(text.page(2))).toBeVisible();
  expect(await countOf(page, text.count)).toBe(filtered);

  // One site of the supplies shown: every supply listed is at that site, back on page 1.
  const siteName = siteNameOf((await cells(rows, COLUMN.site))[0] ?? '');
  const siteSelect = page.getByLabel(text.site, { exact: true });
  const siteId = await siteSelect.evaluate(
    (select: HTMLSelectElement, wanted: { name: string; locality: string }) =>
      [...select.options].find(
        (o) => o.text.startsWith(`${wanted.name} – `) && o.text.endsWith(wanted.locality),
      )?.value ?? '',
    { name: siteName, locality },
  );
  expect(siteId).not.toBe('');
  await siteSelect.selectOption(siteId);
  await expect(page).toHaveURL(new RegExp(`[?&]site=${siteId}`));
  await expect(page).not.toHaveURL(/[?&]page=/);
  rows = await settledRows(page, text.caption);
  // The rows of the filter before may still be shown, not busy, until the site's answer replaces
  // them: wait for the list the address asks for.
  await expect
    .poll(async () => [...new Set((await cells(rows, COLUMN.site)).map(siteNameOf))])
    .toEqual([siteName]);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
