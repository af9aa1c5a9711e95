// Forecasts before the bill (decision 0021), in the browser: the retail dashboard's next bills (the
// use measured so far, or last year's same period and the bills' trend for a meter without a load
// curve) and the business overview's year, each with its method and its ± in words, in Italian and
// German.
// The sandbox's data clock stands still (its yesterday is 14 November 2026), so the periods and
// months said are the same on every run; the figures are checked for their shape and order.
import { expect, testOnFrozenClock as test, type Locator } from './support/fixtures.ts';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  keepScreenshot,
  openSignedIn,
  portalUrl,
} from './support/portal.ts';
import { watchConsole } from './support/sweep.ts';

/** An amount as the page writes it (§5), read back as a number. */
const AMOUNT = /(\d{1,3}(?:\.\d{3})*,\d{2}) €/g;
async function amountsIn(locator: Locator): Promise<number[]> {
  const text = await locator.innerText();
  return [...text.matchAll(AMOUNT)].map((m) => Number(m[1]!.replace(/\./g, '').replace(',', '.')));
}

test('the retail dashboard estimates each supply’s next bill and says how, in it and de', async ({
  page,
}) => {
  await openSignedIn(page, '/retail', 'mario.rossi@demo.it');
  const errors = watchConsole(page);
  const card = page.getByRole('region', { name: 'Le prossime bollette, stimate' });
  const items = card.getByRole('listitem');
  // Mario's power and gas supplies, both active: the power meter records a load curve, the gas
  // meter is read only for the bills.
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: 'POD' })).toContainText(
    /Stima basata sui consumi dal 01\/11\/2026 al 14\/11\/2026, sui prezzi delle ultime 6 bollette \(quota fissa e prezzo per kWh\) e sull’andamento degli stessi giorni dell’anno scorso; può variare di ±\d+ %\./,
  );
  await expect(items.filter({ hasText: 'PDR' })).toContainText(
    /Stima basata sui consumi dello stesso periodo dell’anno scorso, corretti dall’andamento delle ultime \d+ bollette \(il contatore non invia letture tra una bolletta e l’altra\), e sui prezzi delle ultime 6 bollette \(quota fissa e prezzo per Smc\); può variare di ±\d+ %\./,
  );
  for (const item of await items.all()) {
    const estimate = item.getByRole('group', { name: 'Importo stimato' });
    await expect(estimate).toContainText(/tra [\d.]+,\d{2} € e [\d.]+,\d{2} €/);
    const [amount, low, high] = await amountsIn(estimate);
    expect(low!).toBeLessThan(amount!);
    expect(high!).toBeGreaterThan(amount!);
  }
  await expect(items.first()).toContainText('Periodo dal 01/11/2026 al 30/11/2026');
  await expectAccessible(page);
  await keepScreenshot(page, 'forecast-retail-it-1280');

  await page.goto(portalUrl('/de/retail'));
  const german = page.getByRole('region', { name: 'Die nächsten Rechnungen, geschätzt' });
  await expect(german.getByRole('listitem')).toHaveCount(2);
  await expect(german.getByRole('listitem').filter({ hasText: 'POD' })).toContainText(
    /Schätzung auf Grundlage des Verbrauchs vom 01\/11\/2026 bis 14\/11\/2026, der Preise der letzten 6 Rechnungen \(Grundpreis und Preis je kWh\) und des Verlaufs derselben Tage im Vorjahr; sie kann um ±\d+ % abweichen\./,
  );
  await expect(german.getByRole('listitem').filter({ hasText: 'PDR' })).toContainText(
    /Schätzung auf Grundlage des Verbrauchs desselben Zeitraums im Vorjahr, angepasst an den Verlauf der letzten \d+ Rechnungen \(der Zähler übermittelt zwischen zwei Rechnungen keine Messwerte\), und der Preise der letzten 6 Rechnungen \(Grundpreis und Preis je Smc\); sie kann um ±\d+ % abweichen\./,
  );
  await expect(german.getByRole('group', { name: 'Geschätzter Betrag' }).first()).toContainText(
    /zwischen [\d.]+,\d{2} € und [\d.]+,\d{2} €/,
  );
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page, '/de/retail');
  await keepScreenshot(page, 'forecast-retail-de-360');
  expect(errors).toEqual([]);
});

test('the business overview projects the year’s cost with F1/F2/F3 and says how, in it and de', async ({
  page,
}) => {
  await openSignedIn(page, '/corporate/light/overview', 'acme@demo.it');
  const errors = watchConsole(page);
  const card = page.getByRole('region', { name: 'Costo del 2026' });
  const toDate = card.getByRole('group', { name: 'Costo da inizio anno' });
  await expect(toDate).toContainText(
    /dal 01\/01\/2026 al 31\/10\/2026, IVA inclusa; consumo [\d.]+ kWh/,
  );
  const yearEnd = card.getByRole('group', { name: 'Previsione a fine 2026' });
  await expect(yearEnd).toContainText(/tra [\d.]+,\d{2} € e [\d.]+,\d{2} €/);
  const [soFar] = await amountsIn(toDate);
  const [cost, low, high] = await amountsIn(yearEnd);
  expect(cost!).toBeGreaterThan(soFar!);
  expect(low!).toBeLessThanOrEqual(cost!);
  expect(high!).toBeGreaterThanOrEqual(cost!);
  await expect(card).toContainText(
    /Stima basata sui costi dal 01\/01\/2026 al 31\/10\/2026 e sugli stessi mesi dell’anno scorso: i mesi che mancano sono quelli dell’anno scorso, in proporzione alla spesa di quest’anno finora; può variare di ±\d+ %\./,
  );
  const bands = card.getByRole('table', { name: 'Energia per fascia oraria' });
  await expect(bands.getByRole('row')).toHaveCount(4);
  await expect(bands.getByRole('row').nth(1)).toContainText(/^F1[\d.]+ kWh[\d.]+ kWh\d+,\d %$/);
  await expectAccessible(page);
  await keepScreenshot(page, 'forecast-overview-it-1280');

  await page.goto(portalUrl('/de/corporate/gas/overview'));
  const german = page.getByRole('region', { name: 'Kosten 2026' });
  await expect(german.getByRole('group', { name: 'Prognose zum Jahresende 2026' })).toContainText(
    /zwischen [\d.]+,\d{2} € und [\d.]+,\d{2} €/,
  );
  await expect(german).toContainText(
    /Schätzung auf Grundlage der Kosten vom 01\/01\/2026 bis 31\/10\/2026 und derselben Monate des Vorjahres: .*; sie kann um ±\d+ % abweichen\./,
  );
  // Gas has no time bands.
  await expect(german.getByRole('table')).toHaveCount(0);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page, '/de/corporate/gas/overview');
  await keepScreenshot(page, 'forecast-overview-de-360');
  expect(errors).toEqual([]);
});

test('the business home gives each commodity’s year with its range, linking to the overview', async ({
  page,
}) => {
  await openSignedIn(page, '/corporate', 'acme@demo.it');
  const errors = watchConsole(page);
  const light = page.getByRole('region', { name: 'Luce', exact: true });
  const year = light.getByRole('region', { name: 'Costo del 2026' });
  await expect(year.getByRole('group', { name: 'Da inizio anno' })).toContainText(
    'fino al 31/10/2026, IVA inclusa',
  );
  await expect(year.getByRole('group', { name: 'Previsione a fine anno' })).toContainText(
    /tra [\d.]+,\d{2} € e [\d.]+,\d{2} € \(±\d+ %\), dagli stessi mesi dell’anno scorso/,
  );
  await year.getByRole('link', { name: 'Vai alla panoramica luce' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/corporate/light/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Panoramica luce' })).toBeVisible();
  await expect(
    page.getByText(/^Stima basata sui costi dal 01\/01\/2026 al 31\/10\/2026/),
  ).toBeVisible();
  expect(errors).toEqual([]);
});
