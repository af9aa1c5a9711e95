// A household's load curve on its supply page (§2 /retail/myUtilities/{id}) for mario.rossi, whose
// power meter records quarter hours: yesterday hour by hour with the F1/F2/F3 figures adding up to
// the day's energy and to the hour table's rows, the CSV of the day in both dialects (header and a
// row), the week and the month by day; the same page in German; his self-read gas meter has no
// curve and says so in a line. No console error, no serious axe finding.
import { readFileSync } from 'node:fs';
import { parseRomeDay, romeDayStart } from '@portal/shared/rome-time';
import { expect, test, type Locator, type Page } from './support/fixtures.ts';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  keepScreenshot,
  openSignedIn,
} from './support/portal.ts';
import { watchConsole } from './support/sweep.ts';

const MARIO = 'mario.rossi@demo.it';

/** '1.234,56 kWh' (§5) → 1234.56. */
const italianNumber = (text: string) =>
  Number(
    text
      .replace(/[^\d,.-]/g, '')
      .replaceAll('.', '')
      .replace(',', '.'),
  );

/** The id of mario's power supply, from the link of his supplies list. */
async function powerSupplyId(page: Page): Promise<string> {
  await openSignedIn(page, '/retail/myUtilities', MARIO);
  const link = page.getByRole('link', { name: /^Luce IT001E\d{8}$/ });
  await expect(link).toHaveAttribute('href', /^\/retail\/myUtilities\/\d+$/);
  return ((await link.getAttribute('href')) ?? '').split('/').at(-1) ?? '';
}

/** A key figure's number (the summary's 'Fascia F1', 'Energia del periodo', …). */
async function figure(section: Locator, name: string): Promise<number> {
  const group = section.getByRole('group', { name, exact: true });
  await expect(group).toContainText(/\d,\d{2} kWh/);
  return italianNumber((await group.innerText()).split('\n')[1] ?? '');
}

/** The hours of the Rome day a section shows: 23 and 25 on the days the clocks change (§9). */
async function hoursShown(section: Locator): Promise<number> {
  const period = (await section.locator('[data-period]').getAttribute('data-period')) ?? '';
  const day = parseRomeDay(period.slice(0, 10));
  if (!day) throw new Error(`no period shown: ${period}`);
  const start = romeDayStart(day.year, day.month, day.day);
  return Math.round((romeDayStart(day.year, day.month, day.day + 1) - start) / 3_600_000);
}

async function download(page: Page, button: Locator): Promise<string> {
  const pending = page.waitForEvent('download');
  await button.click();
  const file = await pending;
  return readFileSync((await file.path()) ?? '', 'utf8');
}

test.describe('a household’s load curve (retail supply page)', () => {
  test('mario in Italian: yesterday by hour, F1/F2/F3, the CSV in both dialects, the week and the month', async ({
    page,
  }) => {
    const id = await powerSupplyId(page);
    const errors = watchConsole(page);
    await page.goto(page.url().replace(/\/retail\/myUtilities$/, `/retail/myUtilities/${id}`));
    const section = page.getByRole('region', { name: 'Consumi ora per ora' });
    await expect(section.getByRole('radio', { name: 'Giorno' })).toBeChecked();
    const hours = section.getByRole('table', { name: 'Consumo di ogni ora del giorno' });
    const dayHours = await hoursShown(section);
    await expect(hours.locator('tbody tr')).toHaveCount(dayHours);
    await expect(section.locator('[data-chart="load-curve"]')).toHaveAttribute(
      'data-draw-ms',
      /\d/,
    );

    // The bands add up to the day's energy, and each band to its hours in the table.
    const total = await figure(section, 'Energia del periodo');
    const bands = {
      F1: await figure(section, 'Fascia F1'),
      F2: await figure(section, 'Fascia F2'),
      F3: await figure(section, 'Fascia F3'),
    };
    expect(total).toBeGreaterThan(0);
    expect(Math.abs(bands.F1 + bands.F2 + bands.F3 - total)).toBeLessThanOrEqual(0.02);
    const rows = await hours.locator('tbody tr').all();
    const byBand = { F1: 0, F2: 0, F3: 0 };
    let complete = true;
    for (const row of rows) {
      const [, energy, band] = (await row.locator('th, td').allInnerTexts()).map((c) => c.trim());
      if (!/\d/.test(energy ?? '')) complete = false;
      else byBand[band as keyof typeof byBand] += italianNumber(energy ?? '');
    }
    // An hour with a missing quarter hour is not in the table's sums: compare only a whole day.
    if (complete)
      for (const band of ['F1', 'F2', 'F3'] as const)
        expect(Math.abs(byBand[band] - bands[band])).toBeLessThanOrEqual(0.15);
    // A home: the night (F3) is there, and yesterday's bands are all named in the table.
    expect(bands.F3).toBeGreaterThan(0);
    await expectAccessible(page);
    await keepScreenshot(page, 'retail-household-curve-it-day');

    // The day's CSV, standard then Italian: header and a row of each.
    const standard = await download(
      page,
      section.getByRole('button', { name: 'Scarica CSV standard' }),
    );
    const [head, first] = standard.trim().split('\r\n');
    expect(head).toBe('point,timestamp,value,unit,band,gap');
    expect(first).toMatch(
      /^IT001E\d{8},\d{4}-\d{2}-\d{2}T00:00:00\+0[12]:00,(\d+(\.\d+)?)?,kW,F3,[01]$/,
    );
    expect(standard.trim().split('\r\n')).toHaveLength(1 + dayHours * 4);
    const italian = await download(
      page,
      section.getByRole('button', { name: 'Scarica CSV per Excel in italiano' }),
    );
    // Not trimmed: trim() would take the byte-order mark away too.
    const [itHead, itFirst] = italian.split('\r\n');
    expect(itHead).toBe('\uFEFFpunto;data_ora;valore;unita;fascia;mancante');
    expect(itFirst).toMatch(
      /^IT001E\d{8};\d{4}-\d{2}-\d{2}T00:00:00\+0[12]:00;(\d+(,\d+)?)?;kW;F3;[01]$/,
    );
    await expect(section.getByText(/^File consumi-IT001E\d{8}-.+\.csv scaricato\.$/)).toBeVisible();

    // The week from Monday and the month from the 1st, by day.
    await section.getByRole('radio', { name: 'Settimana' }).check();
    const week = section.getByRole('table', { name: /^Valori per giorno dal / });
    await expect(week).toBeVisible();
    const weekDays = await week.locator('tbody tr').count();
    expect(weekDays).toBeGreaterThanOrEqual(1);
    expect(weekDays).toBeLessThanOrEqual(7);
    await expect(section.getByRole('group', { name: 'Fascia F1', exact: true })).toContainText(
      /kWh/,
    );
    await section.getByRole('button', { name: 'Settimana precedente' }).click();
    await expect(week.locator('tbody tr')).toHaveCount(7);

    await section.getByRole('radio', { name: 'Mese' }).check();
    await expect(week).toHaveAccessibleName(/^Valori per giorno dal 01\/\d{2}\/\d{4} al /);
    const period = (await section.locator('[data-period]').getAttribute('data-period')) ?? '';
    const [from, to] = period.split('/');
    expect(from).toMatch(/-01$/);
    await expect(week.locator('tbody tr')).toHaveCount(Number(to?.slice(8)) || 0);
    expect(errors).toEqual([]);
  });

  test('mario’s power curve in German (§2 /de): Tag, Woche, Monat, the bands; 360 px without sideways scroll', async ({
    page,
  }) => {
    const id = await powerSupplyId(page);
    await page.goto(page.url().replace(/\/retail\/myUtilities$/, `/de/retail/myUtilities/${id}`));
    const section = page.getByRole('region', { name: 'Verbrauch Stunde für Stunde' });
    await expect(section.getByRole('radio', { name: 'Tag' })).toBeChecked();
    await expect(
      section.getByRole('table', { name: 'Verbrauch jeder Stunde des Tages' }).locator('tbody tr'),
    ).toHaveCount(await hoursShown(section));
    for (const band of ['F1', 'F2', 'F3'])
      await expect(section.getByRole('group', { name: `Zeitband ${band}` })).toContainText(
        /\d,\d{2} kWh/,
      );
    await section.getByRole('radio', { name: 'Woche' }).check();
    await expect(section.getByRole('table', { name: /^Werte nach Tagen vom / })).toBeVisible();
    await section.getByRole('radio', { name: 'Monat' }).check();
    await expect(section.getByRole('table', { name: /^Werte nach Tagen vom 01\// })).toBeVisible();
    const csv = await download(
      page,
      section.getByRole('button', { name: 'CSV für italienisches Excel herunterladen' }),
    );
    expect(csv.split('\r\n')[0]).toBe('\uFEFFpunto;data_ora;valore;unita;fascia;mancante');
    await keepScreenshot(page, 'retail-household-curve-de-month');
    // On a phone the month's table becomes cards and the page does not scroll sideways.
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(section.getByRole('radio', { name: 'Monat' })).toBeChecked();
    await expectNoSidewaysScroll(page, 'the supply page with its curve at 360 px');
    await keepScreenshot(page, 'retail-household-curve-de-360');
  });

  test('mario’s gas meter, read by him, has no curve: one line says so', async ({ page }) => {
    await openSignedIn(page, '/retail/myUtilities', MARIO);
    await page.getByRole('link', { name: /^Gas \d{14}$/ }).click();
    const section = page.getByRole('region', { name: 'Consumi giorno per giorno' });
    await expect(section).toContainText(
      'Il contatore di questa fornitura non registra i consumi giorno per giorno',
    );
    await expect(section.getByRole('radio')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
