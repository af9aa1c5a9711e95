// The costs-and-consumptions pages — a commodity's months and one supply's — for
// corporate, pa and consortia, light in Italian and gas in German: the bars drawn from the same
// numbers the table shows, F1 + F2 + F3 = the month's kWh, the same months a year earlier beside
// them, the period changed through the §9 picker into the address, the supplies with their share
// linking to their own page (its facts, contract, share, months and bills), a consortium's members
// one or all at a time; no placeholder, no console error, no serious axe finding, no sideways
// scroll at 360 px.
import { expect, test, type Locator, type Page } from './support/fixtures.ts';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  keepScreenshot,
  openSignedIn,
} from './support/portal.ts';
import { watchConsole } from './support/sweep.ts';

/** A §5 number as the page writes it ("62.108 kWh", "18.060,80 €") read back. */
function numberOf(text: string): number {
  const figure = /-?[\d.]+(,\d+)?/.exec(text.replace(/\s/g, ''))?.[0] ?? '';
  return Number(figure.replace(/\./g, '').replace(',', '.'));
}

/** The months before this one (YYYY-MM), oldest first: the page's default period. */
function lastWholeMonths(count: number): string[] {
  const now = new Date();
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(now.getFullYear(), now.getMonth() - count + i, 1);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
  });
}

/** The page's content has arrived: its heading is drawn and nothing is marked busy. */
async function loaded(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

/** The chart's bars: one group per month, its figures in data-*. */
function monthBars(page: Page): Locator {
  return page.locator('main svg[role="img"] g.month');
}

interface Bar {
  month: string;
  hasData: boolean;
  quantity: number;
  cost: number;
  f1: number | null;
  f2: number | null;
  f3: number | null;
  previousQuantity: number;
}

/** The bars once the chart is drawn (a read right after a navigation would find none). */
async function barsOf(page: Page): Promise<Bar[]> {
  await expect(monthBars(page)).not.toHaveCount(0);
  return monthBars(page).evaluateAll((groups) =>
    groups.map((g) => {
      const n = (name: string) => {
        const value = g.getAttribute(`data-${name}`);
        return value === null ? null : Number(value);
      };
      return {
        month: g.getAttribute('data-month') ?? '',
        hasData: g.getAttribute('data-has-data') === 'true',
        quantity: n('quantity') ?? NaN,
        cost: n('cost') ?? NaN,
        f1: n('f1'),
        f2: n('f2'),
        f3: n('f3'),
        previousQuantity: n('previous-quantity') ?? NaN,
      };
    }),
  );
}

/** The rows of the months' table, each cell's text. */
async function tableRows(page: Page, caption: RegExp): Promise<string[][]> {
  const table = page.getByRole('table', { name: caption });
  await expect(table).toBeVisible();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '')),
    );
}

test('acme’s light months — bars and table alike, F1+F2+F3, the year before, the period in the address', async ({
  page,
}) => {
  const path = '/corporate/light/costsAndConsumptions';
  await openSignedIn(page, path, 'acme@demo.it');
  const errors = watchConsole(page);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1, name: 'Costi e consumi luce' })).toBeVisible();
  await loaded(page);
  await expect(page.getByText(/in preparazione/i)).toHaveCount(0);

  // The last 12 whole months by default, every one drawn.
  const chart = page.locator('main svg[role="img"]');
  await expect(chart).toHaveAttribute('aria-label', /^Grafico a barre dei consumi mensili/);
  const bars = await barsOf(page);
  expect(bars.map((bar) => bar.month)).toEqual(lastWholeMonths(12));
  expect(bars.every((bar) => bar.hasData && bar.quantity > 0)).toBe(true);
  expect(await chart.locator('rect.f1').count()).toBe(12);
  expect(await chart.locator('rect.previous').count()).toBeGreaterThan(0);

  // The table has the chart's numbers: month, kWh, F1, F2, F3, the year before.
  const rows = await tableRows(page, /^Consumi e costi mensili di tutte le forniture luce/);
  expect(rows).toHaveLength(12);
  rows.forEach((cells, i) => {
    const bar = bars[i]!;
    const [, quantity, f1, f2, f3, previous] = cells.map(numberOf);
    expect(quantity, `${bar.month} kWh`).toBe(bar.quantity);
    expect([f1, f2, f3], `${bar.month} bands`).toEqual([bar.f1, bar.f2, bar.f3]);
    expect(Math.abs(f1! + f2! + f3! - quantity!), `${bar.month} F1+F2+F3`).toBeLessThanOrEqual(1);
    expect(previous, `${bar.month} the year before`).toBe(bar.previousQuantity);
  });
  expect(bars.some((bar) => bar.previousQuantity > 0)).toBe(true);

  // The supplies with their share, each linking to its own page.
  const supplies = page.getByRole('table', { name: 'Consumi e costi per fornitura' });
  await expect(supplies.locator('tbody tr').first()).toBeVisible();
  await expect(supplies.locator('tbody tr').first().locator('td').nth(3)).toHaveText(
    /\d+(,\d)?\s%/,
  );
  await expect(
    supplies.getByRole('link', { name: /^Costi e consumi di IT001E\d+$/ }).first(),
  ).toHaveAttribute('href', /^\/corporate\/light\/costsAndConsumptions\/\d+$/);

  await expectAccessible(page);
  await keepScreenshot(page, 'costs-acme-light-it');

  // Another period through the §9 picker: the first half of last year, typed as its format asks.
  const year = new Date().getFullYear() - 1;
  const total = await page.getByRole('group', { name: 'Consumo del periodo' }).innerText();
  const range = page.getByLabel('Periodo (mesi interi)');
  await range.fill(`${year}-01-01 ~ ${year}-06-30`);
  await range.press('Enter');
  await expect(page).toHaveURL(new RegExp(`from=${year}-01&to=${year}-06`));
  await loaded(page);
  await expect(page.getByText(`6 mesi: da gennaio ${year} a giugno ${year}`)).toBeVisible();
  // The period's words follow the address at once; the bars follow the data a moment later.
  await expect(monthBars(page)).toHaveCount(6);
  const half = await barsOf(page);
  expect(half.map((bar) => bar.month)).toEqual(
    ['01', '02', '03', '04', '05', '06'].map((m) => `${year}-${m}`),
  );
  await expect(page.getByRole('group', { name: 'Consumo del periodo' })).not.toHaveText(total);
  const halfRows = await tableRows(page, /^Consumi e costi mensili di tutte le forniture luce/);
  expect(halfRows.map((cells) => numberOf(cells[1]!))).toEqual(half.map((bar) => bar.quantity));

  // A reload keeps the period.
  await page.reload();
  await loaded(page);
  await expect(monthBars(page)).toHaveCount(half.length);
  expect((await barsOf(page)).map((bar) => bar.month)).toEqual(half.map((bar) => bar.month));

  // The costs instead of the kWh.
  await page.getByRole('button', { name: 'Costi', exact: true }).click();
  await expect(page).toHaveURL(/show=cost/);
  await expect(chart).toHaveAttribute('aria-label', /^Grafico a barre dei costi mensili/);
  await expect(page.getByRole('button', { name: 'Costi', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page, path);
  await keepScreenshot(page, 'costs-acme-light-it-360');
  expect(errors).toEqual([]);
});

test('acme’s gas months in German — Smc, no bands, the costs in the chart', async ({ page }) => {
  const path = '/de/corporate/gas/costsAndConsumptions';
  await openSignedIn(page, path, 'acme@demo.it');
  const errors = watchConsole(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Kosten und Verbräuche Gas' }),
  ).toBeVisible();
  await loaded(page);
  await expect(page.getByText(/in Vorbereitung/i)).toHaveCount(0);
  const chart = page.locator('main svg[role="img"]');
  await expect(chart).toHaveAttribute('aria-label', /^Balkendiagramm der monatlichen Verbräuche/);
  const bars = await barsOf(page);
  expect(bars).toHaveLength(12);
  expect(bars.every((bar) => bar.f1 === null)).toBe(true);
  expect(await chart.locator('rect.current').count()).toBe(12);

  const table = page.getByRole('table', { name: /^Monatliche Verbräuche und Kosten für alle/ });
  await expect(table.locator('thead th')).toHaveText([
    'Monat',
    'Verbrauch (Smc)',
    'Vorjahr (Smc)',
    'Veränderung',
    'Kosten (€, ohne MwSt.)',
    'Kosten Vorjahr (€)',
  ]);
  const rows = await tableRows(page, /^Monatliche Verbräuche und Kosten für alle/);
  expect(rows.map((cells) => numberOf(cells[1]!))).toEqual(bars.map((bar) => bar.quantity));

  await page.getByRole('button', { name: 'Kosten', exact: true }).click();
  await expect(chart).toHaveAttribute('data-measure', 'cost');
  const costs = await barsOf(page);
  const costRows = await tableRows(page, /^Monatliche Verbräuche und Kosten für alle/);
  expect(costRows.map((cells) => numberOf(cells[4]!))).toEqual(costs.map((bar) => bar.cost));

  await expectAccessible(page);
  await keepScreenshot(page, 'costs-acme-gas-de');
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page, path);
  expect(errors).toEqual([]);
});

test('one of acme’s light supplies — facts, contract, share, months and bills', async ({
  page,
}) => {
  const list = '/corporate/light/costsAndConsumptions';
  await openSignedIn(page, list, 'acme@demo.it');
  const errors = watchConsole(page);
  await loaded(page);
  const link = page
    .getByRole('table', { name: 'Consumi e costi per fornitura' })
    .getByRole('link')
    .first();
  const point = (await link.innerText()).trim();
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(
    page.getByRole('heading', { level: 1, name: `Costi e consumi di ${point}` }),
  ).toBeVisible();
  await loaded(page);

  const facts = page.getByRole('region', { name: 'La fornitura', exact: true });
  await expect(facts).toContainText(point);
  await expect(facts.getByRole('link', { name: 'Vai al contratto' })).toHaveAttribute(
    'href',
    /^\/corporate\/light\/contracts\/\d+$/,
  );
  await expect(page.getByRole('group', { name: 'Quota sul totale luce' })).toContainText(
    /\d+(,\d)?\s%/,
  );
  const bars = await barsOf(page);
  expect(bars.map((bar) => bar.month)).toEqual(lastWholeMonths(12));
  const rows = await tableRows(page, new RegExp(`^Consumi e costi mensili di ${point}`));
  expect(rows.map((cells) => numberOf(cells[1]!))).toEqual(bars.map((bar) => bar.quantity));

  const bills = page.getByRole('region', { name: 'Le fatture del periodo', exact: true });
  await expect(bills.getByText(/^\d+ fattur[ae], in totale [\d.]+,\d\d\s€$/)).toBeVisible();
  const bill = bills.getByRole('table', { name: 'Fatture della fornitura' }).getByRole('link');
  await expect(bill.first()).toHaveAttribute('href', /^\/corporate\/light\/invoices\?invoice=/);

  await expectAccessible(page);
  await keepScreenshot(page, 'costs-acme-supply-it');
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page, href);
  await keepScreenshot(page, 'costs-acme-supply-it-360');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Back to the list through the breadcrumb.
  await page.getByRole('link', { name: 'Costi e consumi luce' }).click();
  await expect(page).toHaveURL((url) => url.pathname === list);
  expect(errors).toEqual([]);
});

test('consorzio’s light months — the member selected in the header, then all members', async ({
  page,
}) => {
  const path = '/consortia/light/costsAndConsumptions';
  await openSignedIn(page, path, 'consorzio@demo.it');
  const errors = watchConsole(page);
  await loaded(page);
  const registry = page
    .getByRole('search', { name: 'Periodo e forniture' })
    .getByLabel('Anagrafica', { exact: true });
  await expect(registry).toBeVisible();
  const suppliesOf = () =>
    page.getByRole('group', { name: 'Forniture luce' }).locator('strong').innerText();
  const one = Number(await suppliesOf());
  expect(one).toBeGreaterThan(0);
  expect(await barsOf(page)).toHaveLength(12);

  await registry.selectOption({ label: 'Tutte le anagrafiche' });
  await expect(page).toHaveURL(/registry=all/);
  await loaded(page);
  await expect.poll(async () => Number(await suppliesOf())).toBeGreaterThan(one);
  await expectAccessible(page);
  await keepScreenshot(page, 'costs-consorzio-light-it');

  // A member's supply: no contracts pages for consortia (§2), so no link to one.
  const link = page
    .getByRole('table', { name: 'Consumi e costi per fornitura' })
    .getByRole('link')
    .first();
  await link.click();
  await expect(page).toHaveURL(/\/consortia\/light\/costsAndConsumptions\/\d+$/);
  await loaded(page);
  await expect(page.getByRole('region', { name: 'La fornitura', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vai al contratto' })).toHaveCount(0);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('comune.verona’s gas months (pa, it)', async ({ page }) => {
  const path = '/pa/gas/costsAndConsumptions';
  await openSignedIn(page, path, 'comune.verona@demo.it');
  const errors = watchConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Costi e consumi gas' })).toBeVisible();
  await loaded(page);
  const bars = await barsOf(page);
  expect(bars).toHaveLength(12);
  expect(bars.some((bar) => bar.quantity > 0)).toBe(true);
  const rows = await tableRows(page, /^Consumi e costi mensili di tutte le forniture gas/);
  expect(rows.map((cells) => numberOf(cells[1]!))).toEqual(bars.map((bar) => bar.quantity));
  await expect(
    page.getByRole('table', { name: 'Consumi e costi per fornitura' }).locator('tbody tr').first(),
  ).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page, path);
  await keepScreenshot(page, 'costs-comune-verona-gas-360');
  expect(errors).toEqual([]);
});
