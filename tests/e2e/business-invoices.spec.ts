// The business invoices page — one page for corporate, pa,
// pa-non-conv and consortia, gas and light — in Italian and German: the list with totals, filters
// (payment state, issue date range typed into the §9 picker, document number) kept in the address,
// an invalid entry reported and kept, sort, paging, an invoice's detail with its rows at their own
// precision, the invoice PDF and the detail PDF as real PDFs, no serious axe finding; the
// consortium's page across its member registries, narrowed to one by the page's registry choice,
// and the header's registry switch; the page at 375 px as stacked cards.
import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Locator, type Page } from './support/fixtures.ts';
import {
  expectAccessible,
  keepScreenshot,
  openSignedIn,
  portalUrl,
  signInThroughIdp,
} from './support/portal.ts';

const TEXT = {
  it: {
    title: { light: 'Fatture luce', gas: 'Fatture gas' },
    caption: 'Elenco delle fatture',
    count: /^(\d+) fattur[ae]$/,
    totalToPay: 'Totale da pagare',
    state: 'Stato del pagamento',
    paid: 'Pagata',
    issueDate: 'Data di emissione',
    documentNumber: 'Numero documento',
    search: 'Cerca',
    reset: 'Azzera filtri',
    next: 'Successiva',
    secondPage: /^Pagina 2 di \d+$/,
    amount: 'Importo',
    open: (number: string) => `Dettaglio della fattura ${number}`,
    detail: (number: string) => `Fattura ${number}`,
    close: 'Chiudi il dettaglio',
    pdf: 'Scarica il PDF',
    detailPdf: 'Scarica il dettaglio in PDF',
    downloaded: 'PDF scaricato.',
    problem: 'C’è un problema',
    documentNumberInvalid: /Il numero documento può contenere solo/,
    registry: 'Anagrafica',
    memberChoice: 'Anagrafica intestataria',
    allMembers: 'Tutte le anagrafiche',
    quantity: /^[\d.]+(,\d+)? (kWh|kW|Smc|mese|mesi|giorno|giorni)$/,
  },
  de: {
    title: { light: 'Stromrechnungen', gas: 'Gasrechnungen' },
    caption: 'Liste der Rechnungen',
    count: /^(\d+) Rechnung(en)?$/,
    totalToPay: 'Zu zahlen insgesamt',
    state: 'Zahlungsstatus',
    paid: 'Bezahlt',
    issueDate: 'Ausstellungsdatum',
    documentNumber: 'Belegnummer',
    search: 'Suchen',
    reset: 'Filter zurücksetzen',
    next: 'Weiter',
    secondPage: /^Seite 2 von \d+$/,
    amount: 'Betrag',
    open: (number: string) => `Details der Rechnung ${number}`,
    detail: (number: string) => `Rechnung ${number}`,
    close: 'Details schließen',
    pdf: 'PDF herunterladen',
    detailPdf: 'Detailaufstellung als PDF herunterladen',
    downloaded: 'PDF heruntergeladen.',
    problem: 'Es gibt ein Problem',
    documentNumberInvalid: /Die Belegnummer darf nur/,
    registry: 'Stammdaten',
    memberChoice: 'Stammdaten des Rechnungsempfängers',
    allMembers: 'Alle Stammdaten',
    quantity: /^[\d.]+(,\d+)? (kWh|kW|Smc|Monat|Monate|Tag|Tage)$/,
  },
} as const;
type Language = keyof typeof TEXT;

const CUSTOMERS = [
  { segment: 'corporate', email: 'acme@demo.it' },
  { segment: 'pa', email: 'comune.verona@demo.it' },
  { segment: 'pa-non-conv', email: 'asl.trento@demo.it' },
  { segment: 'consortia', email: 'consorzio@demo.it' },
] as const;

/** Column of each value in the business table. */
const COLUMN = { number: 0, issueDate: 1, amount: 3, status: 5 } as const;

/** DD/MM/YYYY (§5) → YYYY-MM-DD. */
function isoOf(shown: string): string {
  const [day, month, year] = shown.split('/');
  return `${year}-${month}-${day}`;
}

/** "1.234,50 €" → 1234.5 */
function euros(shown: string): number {
  return Number(shown.replace(/[^\d,-]/g, '').replace(',', '.'));
}

function pathOf(language: Language, segment: string, commodity: 'gas' | 'light'): string {
  return `${language === 'de' ? '/de' : ''}/${segment}/${commodity}/invoices`;
}

/** The list, once the page's answer is on screen (not a skeleton, not a revalidation). */
async function settledList(page: Page, language: Language): Promise<Locator> {
  const region = page.getByRole('region', { name: TEXT[language].caption });
  await expect(region.locator('table')).toHaveAttribute('aria-busy', 'false');
  await expect(region.locator('tbody tr').first().getByRole('link')).toBeVisible();
  return region.locator('tbody tr');
}

async function totalCount(page: Page, language: Language): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: TEXT[language].count });
  await expect(status).toBeVisible();
  return Number(TEXT[language].count.exec((await status.innerText()).trim())?.[1]);
}

/**
 * Clears the filters and waits for the whole list again: the address changes at once, the list a
 * moment later, so the count must read the unfiltered total before rows are read.
 */
async function resetFilters(page: Page, language: Language, total: number): Promise<Locator> {
  await page.getByRole('button', { name: TEXT[language].reset }).click();
  await expect(page).not.toHaveURL(/[?&](state|from|to|doc)=/);
  const status = page.getByRole('status').filter({ hasText: TEXT[language].count });
  await expect
    .poll(async () => Number(TEXT[language].count.exec((await status.innerText()).trim())?.[1]))
    .toBe(total);
  return settledList(page, language);
}

async function cellTexts(rows: Locator, column: number): Promise<string[]> {
  return (await rows.locator(`td:nth-child(${column + 1})`).allInnerTexts()).map((text) =>
    text.trim(),
  );
}

/**
 * Waits until the list shows rows and every row's `column` passes `ok`: after a filter the address
 * changes before the list does, so a read at once may still see the previous list.
 */
async function expectEveryRow(
  rows: Locator,
  column: number,
  ok: (text: string) => boolean,
): Promise<void> {
  await expect
    .poll(async () => {
      const texts = await cellTexts(rows, column);
      return texts.length > 0 && texts.every(ok);
    })
    .toBe(true);
}

async function expectPdf(download: Promise<Download>): Promise<void> {
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
}

for (const { segment, email } of CUSTOMERS) {
  for (const language of ['it', 'de'] as const) {
    const text = TEXT[language];

    test(`§2, §3, §4, §7: ${email} (${segment}, ${language}) filters, sorts, pages and opens invoices with their PDFs`, async ({
      page,
    }) => {
      await openSignedIn(page, pathOf(language, segment, 'light'), email);
      await expect(page).toHaveURL(portalUrl(pathOf(language, segment, 'light')));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: text.title.light })).toBeVisible();
      let rows = await settledList(page, language);
      const total = await totalCount(page, language);
      expect(total).toBeGreaterThan(0);
      await expect(page.getByText(text.totalToPay, { exact: true })).toBeVisible();
      // A consortium chooses among its members (all of them by default); one registry, no choice.
      const memberChoice = page.getByLabel(text.memberChoice, { exact: true });
      if (segment === 'consortia') {
        await expect(memberChoice).toHaveValue('');
        await expect(memberChoice.locator('option').first()).toHaveText(text.allMembers);
      } else {
        await expect(memberChoice).toHaveCount(0);
      }
      if (segment === 'corporate' && language === 'it')
        await keepScreenshot(page, 'business-invoices-it');
      await expectAccessible(page);

      // Paging (server-side, 20 a page).
      const firstNumber = (await cellTexts(rows, COLUMN.number))[0];
      if (total > 20) {
        await page.getByRole('button', { name: text.next }).click();
        await expect(page).toHaveURL(/[?&]page=2/);
        await expect(page.getByText(text.secondPage)).toBeVisible();
        rows = await settledList(page, language);
        expect((await cellTexts(rows, COLUMN.number))[0]).not.toBe(firstNumber);
      } else {
        await expect(page.getByRole('navigation', { name: /Pagine|Seiten/ })).toHaveCount(0);
      }

      // Sort by amount, largest first, on the server: back to page 1.
      const amountHeader = page.getByRole('columnheader', { name: text.amount, exact: true });
      await amountHeader.getByRole('button').click();
      await expect(page).toHaveURL(/sort=AMOUNT_DESC/);
      await expect(page).not.toHaveURL(/page=2/);
      await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
      rows = await settledList(page, language);
      const amounts = (await cellTexts(rows, COLUMN.amount)).map(euros);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

      // Payment state: only paid invoices, and the choice survives a reload.
      await page.getByLabel(text.state).selectOption({ label: text.paid });
      await expect(page).toHaveURL(/state=PAID/);
      rows = await settledList(page, language);
      await expectEveryRow(rows, COLUMN.status, (state) => state === text.paid);
      await page.reload();
      await expect(page.getByLabel(text.state)).toHaveValue('PAID');
      rows = await settledList(page, language);
      rows = await resetFilters(page, language, total);

      // Issue date range typed into the picker (§5 strict format, §9 separator).
      const issued = isoOf((await cellTexts(rows, COLUMN.issueDate))[0] as string);
      const picker = page.getByRole('textbox', { name: text.issueDate, exact: true });
      await picker.fill(`${issued} ~ ${issued}`);
      await picker.press('Enter');
      await expect(page).toHaveURL(new RegExp(`from=${issued}&to=${issued}`));
      rows = await settledList(page, language);
      await expectEveryRow(rows, COLUMN.issueDate, (day) => isoOf(day) === issued);
      rows = await resetFilters(page, language, total);

      // Document number: an invalid one is reported and kept; a valid one finds its invoice.
      const wanted = (await cellTexts(rows, COLUMN.number))[1] as string;
      const field = page.getByLabel(text.documentNumber, { exact: true });
      await field.fill('FT 1');
      await page.getByRole('button', { name: text.search, exact: true }).click();
      const summary = page.getByRole('alert').filter({ hasText: text.problem });
      await expect(summary).toBeFocused();
      await summary.getByRole('link', { name: text.documentNumberInvalid }).click();
      await expect(field).toBeFocused();
      await expect(field).toHaveValue('FT 1');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page);
      await field.fill(wanted);
      await field.press('Enter');
      await expect(page).toHaveURL(new RegExp(`doc=${encodeURIComponent(wanted)}`));
      rows = await settledList(page, language);
      await expect(rows).toHaveCount(1);
      expect(await cellTexts(rows, COLUMN.number)).toEqual([wanted]);
      rows = await resetFilters(page, language, total);

      // The newest invoice's detail: rows with units and unit prices at their own precision.
      const newest = (await cellTexts(rows, COLUMN.number))[0] as string;
      await page.getByRole('link', { name: text.open(newest), exact: true }).click();
      const detail = page.getByRole('region', { name: text.detail(newest), exact: true });
      await expect(detail.getByRole('heading', { level: 2 })).toBeFocused();
      const detailRows = detail.locator('tbody tr');
      await expect(detailRows.first()).toBeVisible();
      const prices = await detailRows.locator('td:nth-child(3)').allInnerTexts();
      expect(prices.some((price) => /^\d+,\d{3,6} €$/.test(price.trim()))).toBe(true);
      for (const quantity of await detailRows.locator('td:nth-child(2)').allInnerTexts())
        expect(quantity.trim()).toMatch(text.quantity);
      if (segment === 'corporate')
        await keepScreenshot(page, `business-invoice-detail-${language}`);
      await expectAccessible(page);

      const invoicePdf = page.waitForEvent('download');
      await detail.getByRole('button', { name: text.pdf, exact: true }).click();
      await expectPdf(invoicePdf);
      await expect(detail.getByRole('status').filter({ hasText: text.downloaded })).toBeVisible();
      const detailPdf = page.waitForEvent('download');
      await detail.getByRole('button', { name: text.detailPdf, exact: true }).click();
      await expectPdf(detailPdf);

      await detail.getByRole('button', { name: text.close }).click();
      await expect(detail).toBeHidden();
      await expect(page.getByRole('link', { name: text.open(newest), exact: true })).toBeFocused();

      // The gas page is the same page for the other commodity.
      await page.goto(portalUrl(pathOf(language, segment, 'gas')));
      await expect(page.getByRole('heading', { level: 1, name: text.title.gas })).toBeVisible();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: text.count })
          .or(page.locator('[data-state="no-supply"]')),
      ).toBeVisible();
      await expectAccessible(page);
    });
  }
}

test('§1: the consortium’s page spans its member registries; choosing one narrows it; the header’s switcher still changes the session’s registry', async ({
  page,
}) => {
  const path = '/consortia/light/invoices';
  // The header's switch changes the session: a session of this test's own.
  await signInThroughIdp(page, path, 'consorzio@demo.it');
  await settledList(page, 'it');
  const all = await totalCount(page, 'it');
  const choice = page.getByLabel(TEXT.it.memberChoice, { exact: true });
  await expect(choice).toHaveValue('');
  await expect(choice.locator('option').first()).toHaveText(TEXT.it.allMembers);
  const members = await choice
    .locator('option')
    .evaluateAll((options) =>
      options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
    );
  expect(members.length).toBeGreaterThanOrEqual(2);
  await expectAccessible(page);

  // Each member narrows the list; together they are the whole of it.
  const counts: number[] = [];
  for (const member of members) {
    // The count is read once the member's own list has come: until then the page may still show
    // the previous member's, which is also less than the whole.
    const answered = page.waitForResponse((response) => {
      const body = response.request().postData() ?? '';
      return (
        new URL(response.url()).pathname === '/api/graphql' &&
        /query\s+\w*Invoices\b/.test(body) &&
        body.includes(`"registryId":"${member}"`)
      );
    });
    await choice.selectOption(member);
    await expect(page).toHaveURL(new RegExp(`[?&]registry=${member}(&|$)`));
    const { data } = (await (await answered).json()) as {
      data: { invoices: { totalCount: number } };
    };
    await settledList(page, 'it');
    await expect.poll(() => totalCount(page, 'it')).toBe(data.invoices.totalCount);
    expect(data.invoices.totalCount).toBeLessThan(all);
    counts.push(data.invoices.totalCount);
  }
  expect(counts.every((count) => count > 0)).toBe(true);
  expect(counts.reduce((sum, count) => sum + count, 0)).toBe(all);

  // The choice is in the address: a reload keeps it; all the members again.
  await page.reload();
  await expect(choice).toHaveValue(members.at(-1) as string);
  await choice.selectOption('');
  await expect(page).not.toHaveURL(/registry=/);
  await settledList(page, 'it');
  await expect.poll(() => totalCount(page, 'it')).toBe(all);

  // The header's switcher changes the session's registry and keeps the page; after a reload (the
  // session's registry, not the page's state) the invoices page still spans every member.
  const switcher = page.getByLabel(TEXT.it.registry, { exact: true });
  const current = await switcher.inputValue();
  const other = members.find((member) => member !== current) as string;
  const switched = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/session/registry' && response.status() === 200,
  );
  await switcher.selectOption(other);
  await switched;
  await expect(switcher).toHaveValue(other);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await page.reload();
  await expect(switcher).toHaveValue(other);
  await settledList(page, 'it');
  expect(await totalCount(page, 'it')).toBe(all);
  await expect(choice).toHaveValue('');
});

test('at 375 px the business invoices are stacked cards — the number heads each, amounts and state in full, sorted by a select, nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openSignedIn(page, '/corporate/light/invoices', 'acme@demo.it');
  const list = page.getByRole('list', { name: TEXT.it.caption, exact: true });
  const cards = list.getByRole('listitem');
  await expect(cards.first().getByRole('heading', { level: 2 }).getByRole('link')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  /** A card's value under its label: shown whole, inside the window. */
  const value = (card: Locator, label: string) =>
    card
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  const first = cards.first();
  for (const label of [TEXT.it.amount, 'Da pagare']) {
    const amount = value(first, label);
    await expect(amount).toBeVisible();
    await expect(amount).toHaveText(/^[\d.]+,\d{2} €$/);
    const box = await amount.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await amount.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  }
  await expect(value(first, 'Stato')).toBeVisible();

  const sort = page.getByRole('combobox', { name: 'Ordina per' });
  await sort.selectOption('AMOUNT_DESC');
  await expect(page).toHaveURL(/sort=AMOUNT_DESC/);
  const shownAmounts = async () => (await value(list, TEXT.it.amount).allInnerTexts()).map(euros);
  await expect
    .poll(async () => {
      const amounts = await shownAmounts();
      return (
        amounts.length > 1 && amounts.every((amount, i) => i === 0 || amounts[i - 1]! >= amount)
      );
    })
    .toBe(true);
  await expect(list.locator('..')).toHaveAttribute('aria-busy', 'false');
  await keepScreenshot(page, 'business-invoices-it-375');
  await expectAccessible(page);
});

test('the list as the filters have it, as an Italian CSV: one row per invoice counted', async ({
  page,
}) => {
  await openSignedIn(page, '/corporate/light/invoices?state=OVERDUE', 'acme@demo.it');
  const count = page.getByRole('status').filter({ hasText: TEXT.it.count });
  await expect(count).toBeVisible();
  const total = Number(TEXT.it.count.exec((await count.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica l’elenco in CSV per Excel in italiano' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('fatture-power.csv');
  const text = readFileSync((await file.path()) ?? '', 'utf8');
  expect(text.startsWith('\uFEFFnumero;data_emissione;data_scadenza;')).toBe(true);
  const rows = text.trim().split('\r\n').slice(1);
  expect(rows).toHaveLength(total);
  expect(rows.every((row) => row.includes(';Scaduta;'))).toBe(true);
});
