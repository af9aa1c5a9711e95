// A retail customer signs in at the identity provider, lands on /retail,
// sees bills, filters by a date range with the picker, opens a bill and downloads its PDF.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/fixtures.ts';
import {
  expectAccessible,
  keepScreenshot,
  openSignedIn,
  portalUrl,
  signInThroughIdp,
} from './support/portal.ts';

/** DD/MM/YYYY (§5) → YYYY-MM-DD. */
function isoOf(shown: string): string {
  const [day, month, year] = shown.split('/');
  return `${year}-${month}-${day}`;
}

async function firstBill(page: Page): Promise<{ number: string; issued: string }> {
  const row = page
    .getByRole('region', { name: 'Elenco delle bollette' })
    .locator('tbody tr')
    .first();
  await expect(row.getByRole('link')).toBeVisible();
  return {
    number: (await row.locator('td').nth(0).innerText()).trim(),
    issued: (await row.locator('td').nth(2).innerText()).trim(),
  };
}

test('§4: mario.rossi signs in through the identity provider and lands on /retail', async ({
  page,
}) => {
  await signInThroughIdp(page, '/login', 'mario.rossi@demo.it');
  await expect(page).toHaveURL(portalUrl('/retail'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mario Rossi');
  await expect(page.getByRole('heading', { name: 'Bollette da pagare' })).toBeVisible();
  await expect(page.getByText('Totale da pagare')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await keepScreenshot(page, 'dashboard-it');
  await expectAccessible(page);
});

test('§4, §5, §9: the bills page lists bills and filters them by a date range chosen in the picker', async ({
  page,
}) => {
  await openSignedIn(page, '/retail/myBills', 'mario.rossi@demo.it');
  await expect(page).toHaveURL(portalUrl('/retail/myBills'));
  await expect(page.getByRole('heading', { level: 1, name: 'Le mie bollette' })).toBeVisible();
  const bill = await firstBill(page);
  await expect(page.getByText(/^\d+ bollett[ae]$/)).toBeVisible();
  await keepScreenshot(page, 'bills-it');
  await expectAccessible(page);

  // Typed input is strict (§5): an impossible date is refused with a translated message.
  const input = page.getByRole('textbox', { name: 'Data di emissione' });
  await input.fill('2024-13-01 ~ 2024-12-31');
  await input.press('Enter');
  await expect(page.getByRole('alert')).toContainText(
    'Inserisci due date valide nel formato YYYY-MM-DD',
  );
  await input.fill('');
  await input.press('Enter');

  // The calendar: from today's month, PageUp moves back month by month to the bill's month;
  // clicking the same day twice selects a one-day range; Apply filters.
  await page.getByRole('button', { name: 'Apri il calendario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scegli un periodo' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('gridcell')).toHaveCount(42);
  await keepScreenshot(page, 'picker-it');
  await expectAccessible(page);
  const target = isoOf(bill.issued);
  const today = new Date();
  const months =
    (today.getFullYear() - Number(target.slice(0, 4))) * 12 +
    today.getMonth() +
    1 -
    Number(target.slice(5, 7));
  const focused = dialog.locator('[role="gridcell"][tabindex="0"]');
  for (let step = 0; step < months; step += 1) await focused.press('PageUp');
  const day = dialog.locator(`[data-day="${target}"]`).first();
  await day.click();
  await day.click();
  await dialog.getByRole('button', { name: 'Applica' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`from=${target}&to=${target}`));
  await expect(input).toHaveValue(`${target} ~ ${target}`);
  const rows = page.getByRole('region', { name: 'Elenco delle bollette' }).locator('tbody tr');
  // The address changes before the list does: the dates are read until the filtered list is shown.
  await expect
    .poll(async () => [
      ...new Set(
        (await rows.locator('td:nth-child(3)').allInnerTexts()).map((cell) => cell.trim()),
      ),
    ])
    .toEqual([bill.issued]);
  await expectAccessible(page);
});

test('§2, §7: a bill opens with its rows and totals, and its PDF downloads as a real PDF', async ({
  page,
}) => {
  await openSignedIn(page, '/retail/myBills', 'mario.rossi@demo.it');
  const bill = await firstBill(page);
  await page.getByRole('link', { name: `Apri la bolletta ${bill.number}` }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/retail/myBills/${encodeURIComponent(bill.number)}\\?issueDate=${isoOf(bill.issued)}$`,
    ),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: `Bolletta ${bill.number}` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Voci della bolletta' })).toBeVisible();
  await expect(page.getByText('Totale da pagare').first()).toBeVisible();
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica il PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const path = await file.path();
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByRole('status').filter({ hasText: 'PDF scaricato.' })).toBeVisible();
});
