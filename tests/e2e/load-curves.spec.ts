// The load curves page for acme in Italian and German — the
// quarter-hour curve drawn on its canvas with a reading of value and Rome time, the days the
// clocks change with 92 and 100 quarter hours, a gap counted and named in the table (not a zero),
// a band's total in the table equal to the same band summed from the downloaded CSV in both
// dialects (the Italian one with its byte-order mark, semicolons and comma decimals); gas by day;
// pa, pa-non-conv and consortia on their own pages; no placeholder, no console error, no serious
// axe finding, no sideways scroll at 360 px.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/fixtures.ts';
import { expectAccessible, keepScreenshot, openSignedIn, portalUrl } from './support/portal.ts';
import { watchConsole } from './support/sweep.ts';

const chart = (page: Page) => page.locator('[data-chart="load-curve"]');

/** Waits for the curve to be drawn on its canvas (the chart notes its draw time when it has). */
async function expectDrawn(page: Page): Promise<void> {
  await expect(chart(page).locator('canvas')).toBeVisible();
  await expect(chart(page)).toHaveAttribute('data-draw-ms', /\d/);
}

/** '1.234,56' (§5) → 1234.56. */
const italianNumber = (text: string) =>
  Number(
    text
      .replace(/[^\d,.-]/g, '')
      .replaceAll('.', '')
      .replace(',', '.'),
  );

/** The cells of the table's rows (table layout, 1280 px), by column header. */
async function tableRows(page: Page): Promise<Record<string, string>[]> {
  const table = page.getByRole('table', { name: /^(Valori per giorno|Werte nach Tagen)/ });
  await expect(table).toBeVisible();
  // Read in one step, so a page of the table being replaced is never read half old, half new.
  return table.evaluate((element) => {
    const text = (cell: Element) => (cell as HTMLElement).innerText.trim();
    const headers = [...element.querySelectorAll('thead th')].map(text);
    return [...element.querySelectorAll('tbody tr')].map((row) => {
      const cells = [...row.querySelectorAll('th, td')].map(text);
      return Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? '']));
    });
  });
}

async function supplyOf(page: Page, label: RegExp): Promise<string> {
  const select = page.getByLabel(label);
  await expect(select).not.toHaveValue('');
  return select.inputValue();
}

/** The F1 kWh of each day of a CSV export: kW × ¼ h of every F1 quarter hour present. */
function f1ByDay(text: string, dialect: 'standard' | 'it'): Map<string, number> {
  const separator = dialect === 'it' ? ';' : ',';
  const [header, ...lines] = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  const columns = (header ?? '').split(separator);
  const at = (name: string) => columns.indexOf(name);
  const names =
    dialect === 'it'
      ? { time: 'data_ora', value: 'valore', band: 'fascia', gap: 'mancante' }
      : { time: 'timestamp', value: 'value', band: 'band', gap: 'gap' };
  const sums = new Map<string, number>();
  for (const line of lines) {
    const cells = line.split(separator);
    if (cells[at(names.band)] !== 'F1' || cells[at(names.gap)] === '1') continue;
    const day = (cells[at(names.time)] ?? '').slice(0, 10);
    const raw = cells[at(names.value)] ?? '';
    const value = Number(dialect === 'it' ? raw.replace(',', '.') : raw);
    sums.set(day, (sums.get(day) ?? 0) + value / 4);
  }
  return sums;
}

test.describe('the load curves page', () => {
  test('acme in Italian: the curve of a light supply drawn, read at the crosshair, with its table by day', async ({
    page,
  }) => {
    await openSignedIn(page, '/corporate/light/loadCurves', 'acme@demo.it');
    const errors = watchConsole(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Curve di carico luce' }),
    ).toBeVisible();
    await expectDrawn(page);
    await expect(page.getByText(/in preparazione/i)).toHaveCount(0);
    // The crosshair reads the exact value and the Rome time of the interval under the mouse.
    await chart(page).scrollIntoViewIfNeeded();
    const box = await chart(page).locator('.u-over').boundingBox();
    if (!box) throw new Error('no plot area');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.locator('[data-reading]')).toHaveText(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}.* · .+: ([\d.,]+ kW|mancante)/,
    );
    // The keyboard reads the same way.
    await chart(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('[data-reading]')).toHaveText(/\d{2}:\d{2}/);
    // Seven days up to yesterday, each of 96 quarter hours (or 92/100 on a change day).
    const rows = await tableRows(page);
    expect(rows).toHaveLength(7);
    for (const row of rows) {
      expect(row['Giorno']).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(['92', '96', '100']).toContain(row['Quarti d’ora']);
      expect(italianNumber(row['Energia (kWh)'] ?? '')).toBeGreaterThan(0);
    }
    await expect(page.getByText('Energia del periodo')).toBeVisible();
    await keepScreenshot(page, 'load-curves-acme-it-1280');
    await expectAccessible(page);
    // Zoom by dragging across the plot, then back to the whole period.
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    const reset = page.getByRole('button', { name: 'Tutto il periodo' });
    await expect(reset).toBeEnabled();
    await reset.click();
    await expect(reset).toBeDisabled();
    expect(errors).toEqual([]);
  });

  test('§9 DST: the last Sundays of March and October 2026 have 92 and 100 quarter hours', async ({
    page,
  }) => {
    await openSignedIn(page, '/corporate/light/loadCurves', 'acme@demo.it');
    const errors = watchConsole(page);
    await expectDrawn(page);
    const supply = await supplyOf(page, /^Punto di prelievo/);
    for (const [day, count] of [
      ['2026-03-29', '92'],
      ['2026-10-25', '100'],
    ] as const) {
      await page.goto(
        portalUrl(`/corporate/light/loadCurves?supply=${supply}&from=${day}&to=${day}`),
      );
      await expectDrawn(page);
      const [row] = await tableRows(page);
      expect(row?.['Giorno']).toBe(day.split('-').reverse().join('/'));
      expect(row?.['Quarti d’ora']).toBe(count);
    }
    expect(errors).toEqual([]);
  });

  test('a gap is counted in words and named in its day’s row, over a year of 35,040 quarter hours', async ({
    page,
  }) => {
    await openSignedIn(page, '/corporate/light/loadCurves', 'acme@demo.it');
    const errors = watchConsole(page);
    await expectDrawn(page);
    const supply = await supplyOf(page, /^Punto di prelievo/);
    await page.goto(
      portalUrl(`/corporate/light/loadCurves?supply=${supply}&from=2025-11-01&to=2026-10-31`),
    );
    await expectDrawn(page);
    await expect(chart(page)).toHaveAttribute('data-points', '35040');
    await keepScreenshot(page, 'load-curves-acme-year-it-1280');
    const missing = page.locator('[data-missing]');
    const count = Number(await missing.getAttribute('data-missing'));
    expect(count).toBeGreaterThan(0);
    await expect(missing).toHaveText(
      count === 1 ? '1 quarto d’ora mancante' : `${count} quarti d’ora mancanti`,
    );
    // The table's days name the same missing quarter hours, page by page (a month a page).
    let named = 0;
    let gapDay: string | undefined;
    for (;;) {
      const rows = await tableRows(page);
      for (const row of rows) {
        const gaps = Number((row['Mancanti'] ?? '0').replace(/\D/g, ''));
        if (gaps > 0) {
          expect(row['Mancanti']).toMatch(/^\d+ mancant[ei]$/);
          gapDay ??= (row['Giorno'] ?? '').split('/').reverse().join('-');
        }
        named += gaps;
      }
      const next = page
        .getByRole('navigation', { name: 'Pagine della tabella per giorno' })
        .getByRole('button', { name: /Successiva/ });
      if (!(await next.isEnabled())) break;
      await next.click();
      // The next month's days, not the one just counted.
      await expect
        .poll(async () => (await tableRows(page))[0]?.['Giorno'], { message: 'the next page' })
        .not.toBe(rows[0]?.['Giorno']);
    }
    expect(named).toBe(count);
    // On that day alone the chart reads the missing quarter hour as missing, not as zero.
    await page.goto(
      portalUrl(`/corporate/light/loadCurves?supply=${supply}&from=${gapDay}&to=${gapDay}`),
    );
    await expectDrawn(page);
    await chart(page).focus();
    const reading = page.locator('[data-reading]');
    let read = '';
    for (let step = 0; step < 100 && !read.includes('mancante'); step++) {
      await page.keyboard.press('ArrowRight');
      read = await reading.innerText();
    }
    expect(read).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}.* · .+: mancante$/);
    expect(errors).toEqual([]);
  });

  test('a band total of the table equals the same band summed from the CSV, in both dialects', async ({
    page,
  }) => {
    await openSignedIn(page, '/corporate/light/loadCurves', 'acme@demo.it');
    const errors = watchConsole(page);
    await expectDrawn(page);
    const supply = await supplyOf(page, /^Punto di prelievo/);
    await page.goto(
      portalUrl(`/corporate/light/loadCurves?supply=${supply}&from=2026-10-19&to=2026-10-25`),
    );
    await expectDrawn(page);
    const rows = await tableRows(page);
    for (const [button, dialect] of [
      ['Scarica CSV standard', 'standard'],
      ['Scarica CSV per Excel in italiano', 'it'],
    ] as const) {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: button }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^consumi-.+-2026-10-19-2026-10-25\.csv$/);
      const bytes = readFileSync(await file.path());
      const text = bytes.toString('utf8');
      if (dialect === 'it') {
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        expect(text.slice(1).split('\r\n')[0]).toBe('punto;data_ora;valore;unita;fascia;mancante');
        expect(text).toMatch(/;\d+,\d+;kW;F[123];0\r\n/);
      } else {
        expect(text.split('\r\n')[0]).toBe('point,timestamp,value,unit,band,gap');
      }
      // 7 days, the last one of 100 quarter hours: 676 rows and the header.
      expect(text.trim().split('\r\n')).toHaveLength(1 + 6 * 96 + 100);
      await expect(page.getByRole('status').filter({ hasText: 'scaricato' })).toBeVisible();
      const sums = f1ByDay(text, dialect);
      for (const row of rows) {
        const day = (row['Giorno'] ?? '').split('/').reverse().join('-');
        expect(sums.get(day) ?? 0).toBeCloseTo(italianNumber(row['F1 (kWh)'] ?? ''), 1);
      }
    }
    expect(errors).toEqual([]);
  });

  test('acme in German: the same page, gas by day and compared with the year before; 360 px without sideways scroll', async ({
    page,
  }) => {
    await openSignedIn(page, '/de/corporate/light/loadCurves?compare=year', 'acme@demo.it');
    const errors = watchConsole(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Lastgänge Strom' })).toBeVisible();
    await expectDrawn(page);
    const rows = await tableRows(page);
    expect(rows).toHaveLength(7);
    expect(['92', '96', '100']).toContain(rows[0]?.['Viertelstunden']);
    await expect(page.getByLabel('Vergleichen mit')).toHaveValue('year');
    // Both periods' totals beside each other, the compared one the same weekdays 364 days before.
    const totals = page.locator('[data-compare-totals]');
    await expect(totals.getByRole('group')).toHaveCount(3);
    await expect(totals.getByRole('group', { name: 'Unterschied' })).toContainText('kWh');
    await expectAccessible(page);
    await keepScreenshot(page, 'load-curves-acme-de-1280');

    await page.goto(portalUrl('/de/corporate/gas/loadCurves'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Verbrauchsverläufe Gas' }),
    ).toBeVisible();
    await expectDrawn(page);
    const gas = await tableRows(page);
    expect(gas).toHaveLength(7);
    expect(italianNumber(gas[0]?.['Energie (Smc)'] ?? '')).toBeGreaterThanOrEqual(0);
    await expectAccessible(page);

    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(portalUrl('/de/corporate/light/loadCurves'));
    await expectDrawn(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'the page scrolls sideways at 360 px').toBeLessThanOrEqual(0);
    await keepScreenshot(page, 'load-curves-acme-de-360');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  for (const { path, email, title } of [
    { path: '/pa/light/loadCurves', email: 'comune.verona@demo.it', title: 'Curve di carico luce' },
    {
      path: '/de/pa-non-conv/gas/loadCurves',
      email: 'asl.trento@demo.it',
      title: 'Verbrauchsverläufe Gas',
    },
    {
      path: '/de/consortia/light/loadCurves',
      email: 'consorzio@demo.it',
      title: 'Lastgänge Strom',
    },
  ]) {
    test(`§2 ${path} draws ${email}'s curve`, async ({ page }) => {
      await openSignedIn(page, path, email);
      const errors = watchConsole(page);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectDrawn(page);
      expect((await tableRows(page)).length).toBeGreaterThan(0);
      await expect(page.getByText(/in (preparazione|Vorbereitung)/i)).toHaveCount(0);
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });
  }
});
