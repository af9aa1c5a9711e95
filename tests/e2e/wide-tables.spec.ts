// Wide tables at 1280 px, beside the menu: every column readable — the last one within the
// window, or the table scrolling sideways in its own region — and the page itself never
// scrolling sideways (the day table of a load curve, the written requests sent, green energy).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectNoSidewaysScroll, openSignedIn, resetSandbox } from './support/portal.ts';

/** Whether the table's last column is in view at once: within the window and its own region. */
async function lastColumnReachable(table: Locator): Promise<string> {
  return table.evaluate((element) => {
    const last = element.querySelector('thead th:last-child') ?? element.querySelector('th');
    if (!last) return 'no header';
    const right = last.getBoundingClientRect().right;
    const width = document.documentElement.clientWidth;
    let box: HTMLElement | null = element.parentElement;
    while (box && box !== document.body) {
      const overflow = getComputedStyle(box).overflowX;
      if (overflow === 'auto' || overflow === 'scroll') break;
      box = box.parentElement;
    }
    const region = box && box !== document.body ? box : null;
    // Its scrolling region (if any) is itself within the window, and the last column is in view
    // in it: nothing hidden behind a scroll a reader might not see.
    const clip = region ? Math.min(region.getBoundingClientRect().right, width) : width;
    return right <= clip + 0.5 ? 'in view' : `last column ends at ${right} of ${clip}`;
  });
}

async function expectReadable(page: Page, table: Locator, what: string) {
  await expect(table).toBeVisible();
  await expect
    .poll(() => lastColumnReachable(table), { message: `${what}: the last column` })
    .toBe('in view');
  await expectNoSidewaysScroll(page, what);
}

test.describe('wide tables at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the load curve’s day table, with its Mancanti column', async ({ page }) => {
    await openSignedIn(page, '/corporate/light/loadCurves', 'acme@demo.it');
    const table = page.getByRole('table', { name: /^Valori per giorno/ });
    await expect(table.getByRole('columnheader', { name: 'Mancanti' })).toBeAttached();
    await expectReadable(page, table, 'the day table');
  });

  test('the written requests sent, on the support page', async ({ page }) => {
    // A request filed here is the sandbox's data: this test's own.
    await resetSandbox();
    try {
      await openSignedIn(page, '/corporate/light/support', 'acme@demo.it');
      const form = page.getByRole('form', { name: 'Scrivici' });
      await form.getByLabel('Tipo di richiesta').selectOption('COMPLAINT');
      await form.getByLabel('Oggetto').fill('Fattura di ottobre non ricevuta');
      await form
        .getByLabel('Messaggio')
        .fill('La fattura di ottobre non è arrivata al nostro codice destinatario SDI.');
      const supply = form.getByLabel(/Fornitura interessata/);
      await expect(supply.locator('option').nth(1)).toBeAttached();
      await supply.selectOption({ index: 1 });
      await form.getByLabel(/Ho letto l’informativa/).check();
      await form.getByRole('button', { name: 'Invia la richiesta' }).click();
      await expect(page.getByRole('region', { name: 'Richiesta inviata' })).toBeVisible();
      await page.reload();
      const table = page.getByRole('table', { name: /Richieste scritte inviate/ });
      await expect(table.locator('tbody tr')).toHaveCount(1);
      await expectReadable(page, table, 'the requests sent');
    } finally {
      await resetSandbox();
    }
  });

  test('the green-energy supplies', async ({ page }) => {
    await openSignedIn(page, '/corporate/light/supplies/greenEnergy', 'acme@demo.it');
    const table = page.getByRole('table').first();
    await expectReadable(page, table, 'the green-energy supplies');
  });
});
