// comune.verona's convention reporting and downloads pages. The reporting
// page shows the last 12 complete months of its gas convention in Italian and of its light
// convention in German; the report downloads as CSV in both dialects (the Italian spreadsheet's and
// the standard one), and each file's total line and the sum of its lines match the totals the page
// shows. The downloads page lists the convention's documents and a document downloads as a real
// PDF. No console error, no serious axe finding, no sideways scroll at 360 px; asl.trento (a pa
// without a convention) cannot reach the pages.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/fixtures.ts';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  keepScreenshot,
  openSignedIn,
  portalUrl,
} from './support/portal.ts';
import { watchConsole } from './support/sweep.ts';

const VERONA = 'comune.verona@demo.it';

/** A number as the page writes it (§5: dot for thousands, comma for decimals): "3.420,75 Smc". */
function pageNumber(text: string): number {
  const match = /-?[\d.]+(,\d+)?/.exec(text);
  if (!match) throw new Error(`no number in ${text}`);
  return Number(match[0].replaceAll('.', '').replace(',', '.'));
}

/** RFC 4180 lines of a file: quoted cells may hold the separator and doubled quotes. */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.replace(/^\uFEFF/, '').split('\r\n')) {
    if (!line) continue;
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (quoted) {
        if (c === '"' && line[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (c === '"') quoted = false;
        else cell += c;
      } else if (c === '"') quoted = true;
      else if (c === separator) {
        cells.push(cell);
        cell = '';
      } else cell += c;
    }
    cells.push(cell);
    rows.push(cells);
  }
  return rows;
}

interface Dialect {
  button: RegExp;
  separator: string;
  decimal: string;
  header: string[];
  total: string;
  bom: boolean;
}

const DIALECTS: Record<'it' | 'standard', Dialect> = {
  it: {
    button: /^(Scarica CSV per Excel \(italiano\)|CSV für Excel \(italienisch\) herunterladen)$/,
    separator: ';',
    decimal: ',',
    header: ['mese', 'punto', 'sede', 'consumo', 'unita', 'spesa_eur'],
    total: 'totale',
    bom: true,
  },
  standard: {
    button: /^(Scarica CSV standard|Standard-CSV herunterladen)$/,
    separator: ',',
    decimal: '.',
    header: ['month', 'point', 'site', 'consumption', 'unit', 'spend_eur'],
    total: 'total',
    bom: false,
  },
};

/** Downloads the report in a dialect and checks its totals against the page's. */
async function checkCsv(
  page: Page,
  dialect: Dialect,
  shown: { consumption: number; spend: number; lines: number },
) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: dialect.button }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^report-convenzione-(gas|power)-\d{4}-\d{2}-\d{4}-\d{2}\.csv$/,
  );
  const text = await readFile((await download.path()) as string, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(dialect.bom);
  const rows = parseCsv(text, dialect.separator);
  expect(rows[0]).toEqual(dialect.header);
  const value = (cell: string | undefined) => {
    expect(cell, 'a number cell').toBeDefined();
    // No thousands separator in a file; the dialect's decimal mark only.
    expect(cell).toMatch(dialect.decimal === ',' ? /^-?\d+(,\d+)?$/ : /^-?\d+(\.\d+)?$/);
    return Number((cell as string).replace(',', '.'));
  };
  const data = rows.slice(1, -1);
  const total = rows.at(-1) as string[];
  expect(total[0]).toBe(dialect.total);
  expect(data).toHaveLength(shown.lines);
  // The file's total line is the page's total ...
  expect(value(total[3])).toBeCloseTo(shown.consumption, 3);
  expect(value(total[5])).toBeCloseTo(shown.spend, 2);
  // ... and the sum of its lines.
  const sum = (column: number) => data.reduce((s, row) => s + value(row[column]), 0);
  expect(sum(3)).toBeCloseTo(shown.consumption, 2);
  expect(sum(5)).toBeCloseTo(shown.spend, 2);
}

/** The figures the reporting page shows: its key figures and the months table's total row. */
async function shownTotals(
  page: Page,
  labels: { consumption: RegExp; spend: RegExp; lines: RegExp },
) {
  const keyFigure = (name: RegExp) =>
    page.getByRole('group', { name }).locator('strong').innerText();
  const consumption = pageNumber(await keyFigure(labels.consumption));
  const spend = pageNumber(await keyFigure(labels.spend));
  const monthsTotal = page
    .getByRole('table', { name: /^(Totali per mese|Summen pro Monat)$/ })
    .locator('tbody tr')
    .last()
    .locator('td');
  expect(pageNumber(await monthsTotal.nth(1).innerText())).toBeCloseTo(consumption, 3);
  expect(pageNumber(await monthsTotal.nth(2).innerText())).toBeCloseTo(spend, 2);
  const lines = pageNumber(await page.getByText(labels.lines).innerText());
  return { consumption, spend, lines };
}

const REPORTS = [
  {
    path: '/pa/subsidizedGas/reporting',
    title: 'Report della convenzione gas',
    labels: {
      consumption: /^Consumo nel periodo$/,
      spend: /^Spesa nel periodo$/,
      lines: /^\d+ righe, una per punto e mese\.$/,
    },
    period: /^Report di 12 mesi, da .+ a .+\.$/,
    share: /^Consumato rispetto all’ordinato$/,
    chart: /^Grafico a barre del consumo per mese/,
    shot: 'convention-reporting-gas-it',
  },
  {
    path: '/de/pa/subsidizedLight/reporting',
    title: 'Bericht zur Strom-Konvention',
    labels: {
      consumption: /^Verbrauch im Zeitraum$/,
      spend: /^Ausgaben im Zeitraum$/,
      lines: /^\d+ Zeilen, eine pro Lieferstelle und Monat\.$/,
    },
    period: /^Bericht über 12 Monate, von .+ bis .+\.$/,
    share: /^Verbraucht im Verhältnis zur bestellten Menge$/,
    chart: /^Balkendiagramm des Verbrauchs pro Monat/,
    shot: 'convention-reporting-light-de',
  },
] as const;

for (const visit of REPORTS) {
  test(`${visit.path} shows comune.verona's report and its CSV in both dialects has the page's totals`, async ({
    page,
  }) => {
    await openSignedIn(page, visit.path, VERONA);
    const errors = watchConsole(page);
    await expect(page).toHaveURL((url) => url.pathname === visit.path);
    await expect(page.getByRole('heading', { level: 1, name: visit.title })).toBeVisible();
    await expect(page.getByText(visit.period)).toBeVisible();
    await expect(page.getByRole('group', { name: visit.labels.consumption })).toBeVisible();
    await expect(page.getByText(/in (preparazione|Vorbereitung)/i)).toHaveCount(0);
    await expect(page.getByRole('group', { name: visit.share })).toBeVisible();
    await expect(page.getByRole('meter')).toBeVisible();
    await expect(page.getByRole('img', { name: visit.chart })).toBeVisible();
    const shown = await shownTotals(page, visit.labels);
    expect(shown.consumption).toBeGreaterThan(0);
    expect(shown.spend).toBeGreaterThan(0);
    await expectAccessible(page);
    await keepScreenshot(page, `${visit.shot}-1280`);

    await checkCsv(page, DIALECTS.it, shown);
    await checkCsv(page, DIALECTS.standard, shown);
    await expect(page.getByText(/report-convenzione-.+\.csv/)).toBeVisible();

    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.getByRole('heading', { level: 1, name: visit.title })).toBeVisible();
    await expectNoSidewaysScroll(page, visit.path);
    await expectAccessible(page);
    await keepScreenshot(page, `${visit.shot}-360`);
    expect(errors).toEqual([]);
  });
}

test('a period of more than 36 months is refused in words and nothing is shown for it', async ({
  page,
}) => {
  const path = '/pa/subsidizedGas/reporting';
  await openSignedIn(page, path, VERONA);
  const errors = watchConsole(page);
  await page.getByLabel(/^Dal mese/).fill('2022-01');
  await page.getByLabel(/^Al mese/).fill('2025-06');
  await page.getByRole('button', { name: 'Mostra il report' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Il periodo non è valido' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Un report copre al massimo 36 mesi');
  await expect(page.getByLabel(/^Dal mese/)).toHaveValue('2022-01');
  await expectAccessible(page);
  // A valid period reaches the address and the report follows it.
  await page.getByLabel(/^Dal mese/).fill('2024-07');
  await page.getByRole('button', { name: 'Mostra il report' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('from') === '2024-07');
  await expect(page.getByText(/^Report di 12 mesi, da luglio 2024 a giugno 2025\.$/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('comune.verona downloads a convention document as a real PDF; the invoice export is the convention’s', async ({
  page,
}) => {
  const path = '/pa/subsidizedGas/downloads';
  await openSignedIn(page, path, VERONA);
  const errors = watchConsole(page);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Documenti e download della convenzione gas' }),
  ).toBeVisible();
  const documents = page.getByRole('table', { name: 'Documenti della convenzione da scaricare' });
  await expect(
    documents.getByRole('cell', { name: 'Atto di adesione', exact: true }),
  ).toBeVisible();
  await expect(
    documents.getByRole('cell', { name: 'Report periodico', exact: true }).first(),
  ).toBeVisible();
  const matching = page.getByText(/^\d+ fattur[ae] rispond(e|ono) ai filtri\.$/);
  await expect(matching).toBeVisible();
  const count = pageNumber(await matching.innerText());
  await expect(page.getByText(/in preparazione/i)).toHaveCount(0);
  await expectAccessible(page);

  // The export by filter takes exactly the convention's invoices the form counted.
  await page.getByRole('button', { name: 'Avvia l’esportazione' }).click();
  await expect(
    page.getByText(new RegExp(`^Esportazione \\d+ avviata con ${count} fatture:`)),
  ).toBeVisible();
  await keepScreenshot(page, 'convention-downloads-gas-it-1280');

  const button = documents.getByRole('button', { name: /^Scarica il PDF: Atto di adesione/ });
  const answered = page.waitForResponse((r) =>
    r.url().includes('/api/files/convention-documents/'),
  );
  const downloading = page.waitForEvent('download');
  await button.click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await readFile((await download.path()) as string);
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByText(/^«Atto di adesione.+» scaricato\.$/)).toBeVisible();

  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page, path);
  await expectAccessible(page);
  await keepScreenshot(page, 'convention-downloads-gas-it-360');

  await page.goto(portalUrl('/de/pa/subsidizedLight/downloads'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dokumente und Downloads der Strom-Konvention' }),
  ).toBeVisible();
  await expect(page.getByText('Beitrittserklärung', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page, '/de/pa/subsidizedLight/downloads');
  await expectAccessible(page);
  await keepScreenshot(page, 'convention-downloads-light-de-360');
  expect(errors).toEqual([]);
});

test('asl.trento, a pa without a convention, cannot reach the reporting and downloads pages', async ({
  page,
}) => {
  await openSignedIn(page, '/pa/subsidizedGas/reporting', 'asl.trento@demo.it');
  await expect(page).toHaveURL((url) => !url.pathname.includes('subsidized'));
  await page.goto(portalUrl('/pa/subsidizedLight/downloads'));
  await expect(page).toHaveURL((url) => !url.pathname.includes('subsidized'));
});
