// comune.verona's convention pages that reuse the business ones. On
// informationAndComplaints (§2 /pa/subsidizedGas/informationAndComplaints) the convention's contacts
// as the sandbox holds them, and a written request filed end to end — case number, when it was
// received and the TIQV due day — then listed with its §4 state after a reload. On invoices
// (/pa/subsidizedLight/invoices, /de/pa/subsidizedGas/invoices) the convention's invoices with their
// totals, and an invoice's PDF that downloads. No console error, axe clean, no sideways scroll at
// 360 px; screenshots at 1280 and 360 px.
import { readFileSync } from 'node:fs';
import { formatDate } from '@portal/shared/format';
import { answerDueDate } from '@portal/shared/support';
import { expect, test, type Locator, type Page } from './support/fixtures.ts';
import { watchConsole } from './support/sweep.ts';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  keepScreenshot,
  openSignedIn,
} from './support/portal.ts';

const EMAIL = 'comune.verona@demo.it';

/** The value beside a term of a description list. */
function fact(region: Locator, term: string): Locator {
  return region.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
}

async function lookAt(page: Page, name: string) {
  await keepScreenshot(page, name);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page, name);
  await keepScreenshot(page, `${name}-360`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('§2: comune.verona files a written request on the gas convention’s information and complaints page', async ({
  page,
}) => {
  const path = '/pa/subsidizedGas/informationAndComplaints';
  await openSignedIn(page, path, EMAIL);
  const errors = watchConsole(page);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Informazioni e reclami: gas in convenzione' }),
  ).toBeVisible();

  // The convention's contacts, by role, with links to write and call: the supplier's business desk
  // and certified mail of the brand (config/brands/demo.json), as the portal's footer names it.
  const contacts = page.getByRole('region', { name: 'Contatti della convenzione' });
  await expect(contacts.getByRole('heading', { level: 3 })).toHaveText([
    'Sportello convenzioni',
    'Referente commerciale',
    'Posta elettronica certificata',
  ]);
  await expect(contacts.getByText('Sportello Convenzioni PA')).toBeVisible();
  await expect(contacts.getByText('Giulia Fontana')).toBeVisible();
  await expect(
    contacts.getByRole('link', { name: 'imprese@demo-energia.example' }),
  ).toHaveAttribute('href', 'mailto:imprese@demo-energia.example');
  await expect(contacts.getByRole('link', { name: '800 123 789' })).toHaveAttribute(
    'href',
    'tel:800123789',
  );
  await expect(
    fact(contacts, 'PEC').getByRole('link', { name: 'clienti.business@pec.demo-energia.example' }),
  ).toBeVisible();
  await expect(page.locator('[data-state="later"]')).toHaveCount(0);
  await expectAccessible(page);
  await lookAt(page, 'convention-support-it');

  // A written request, classified per TIQV.
  const form = page.getByRole('form', { name: 'Scrivici' });
  await form.getByLabel('Tipo di richiesta').selectOption('INFORMATION_REQUEST');
  await expect(form.getByText(/Risposta entro 30 giorni solari/)).toBeVisible();
  await form.getByLabel('Oggetto').fill('Quantità residua della convenzione gas');
  await form
    .getByLabel('Messaggio')
    .fill('Quanti Smc possiamo ancora ordinare sotto la convenzione prima della fine del lotto?');
  const supply = form.getByLabel(/Fornitura interessata/);
  await expect(supply.locator('option').nth(1)).toBeAttached();
  await form.getByLabel(/Ho letto l’informativa/).check();
  await form.getByRole('button', { name: 'Invia la richiesta' }).click();

  const confirmation = page.getByRole('region', { name: 'Richiesta inviata' });
  await expect(confirmation.getByRole('heading', { name: 'Richiesta inviata' })).toBeFocused();
  const number = ((await fact(confirmation, 'Numero di pratica').textContent()) ?? '').trim();
  expect(number).toMatch(/^RS-\d{4}-\d{6}$/);
  const filed = ((await fact(confirmation, 'Ricevuta il').textContent()) ?? '').trim();
  expect(filed).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  const [day, month, year] = filed.slice(0, 10).split('/');
  const due = formatDate(answerDueDate(`${year}-${month}-${day}`, 'INFORMATION_REQUEST'));
  await expect(fact(confirmation, 'Risposta entro il')).toHaveText(due);
  await expect(fact(confirmation, 'Tipo')).toHaveText('Richiesta di informazioni');
  await expectAccessible(page);
  await keepScreenshot(page, 'convention-support-filed-it');

  // The body's requests, after a reload too: the new one first, with its due day and state.
  await page.reload();
  const cases = page.getByRole('region', { name: 'Le richieste scritte inviate' });
  const row = cases.locator('tbody tr', { hasText: number });
  await expect(row).toBeVisible();
  await expect(row).toContainText(due);
  await expect(row).toContainText('Quantità residua della convenzione gas');
  await expect(
    row.locator('span', { hasText: /^(Trasmesso|In Lavorazione|Accettato)$/ }),
  ).toHaveCount(1);
  await expect(cases.locator('tbody tr').first()).toContainText(number);
  expect(errors).toEqual([]);
});

test('§2: the electricity convention’s page in German', async ({ page }) => {
  const path = '/de/pa/subsidizedLight/informationAndComplaints';
  await openSignedIn(page, path, EMAIL);
  const errors = watchConsole(page);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Informationen und Beschwerden: Strom der Konvention',
    }),
  ).toBeVisible();
  const contacts = page.getByRole('region', { name: 'Ansprechpartner der Konvention' });
  await expect(contacts.getByRole('heading', { name: 'Konventionsschalter' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Schreiben Sie uns' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Gesendete schriftliche Anfragen', exact: true }),
  ).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);
  await lookAt(page, 'convention-support-de');
  expect(errors).toEqual([]);
});

for (const { path, heading, exports, invoice, pdf } of [
  {
    path: '/pa/subsidizedLight/invoices',
    heading: 'Fatture luce in convenzione',
    exports: 'Esporta le fatture della convenzione dalla pagina Download',
    invoice: 'Fattura',
    pdf: 'Scarica il PDF',
  },
  {
    path: '/de/pa/subsidizedGas/invoices',
    heading: 'Gasrechnungen der Konvention',
    exports: 'Rechnungen der Konvention auf der Seite Downloads exportieren',
    invoice: 'Rechnung',
    pdf: 'PDF herunterladen',
  },
] as const) {
  test(`§2: ${path} lists the convention’s invoices with totals, and a PDF downloads`, async ({
    page,
  }) => {
    await openSignedIn(page, path, EMAIL);
    const errors = watchConsole(page);
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const count = await table.locator('tbody tr').count();
    expect(count).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: exports, exact: true })).toHaveAttribute(
      'href',
      path.replace('/invoices', '/downloads'),
    );
    await expectAccessible(page);
    await lookAt(page, `convention-invoices-${path.startsWith('/de') ? 'de' : 'it'}`);

    // The newest invoice's detail and its PDF.
    const newest = table.locator('tbody tr').first().getByRole('link');
    const number = (await newest.innerText()).trim();
    await newest.click();
    const detail = page.getByRole('region', { name: `${invoice} ${number}`, exact: true });
    await expect(detail.getByRole('heading', { level: 2 })).toBeFocused();
    const download = page.waitForEvent('download');
    await detail.getByRole('button', { name: pdf, exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      readFileSync(await file.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await expect(detail).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
}
