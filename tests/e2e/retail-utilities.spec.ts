// A household's supplies (§2 /retail/myUtilities) and one supply's page
// (/retail/myUtilities/{id}) for mario.rossi in Italian and anna.huber in German: real supplies
// with their §4 state in words, POD/PDR and address; a supply's contract, meter, twelve months of
// consumption, latest bills (to the bill's page) and the way to manage it; another customer's
// supply is a 404. No console error, no serious axe finding, no sideways scroll at 360 px.
import { expect, test } from './support/fixtures.ts';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  keepScreenshot,
  openSignedIn,
} from './support/portal.ts';
import { watchConsole } from './support/sweep.ts';

const TEXT = {
  it: {
    prefix: '',
    email: 'mario.rossi@demo.it',
    title: 'Le mie forniture',
    caption: 'Elenco delle forniture',
    count: /^\d+ fornitur[ae]$/,
    states: /^(Attivo|Cessato|Sospeso|In fase di attivazione)$/,
    gasLink: /^Gas \d{14}$/,
    detail: /^Fornitura Gas \d{14}$/,
    groups: [
      'La fornitura',
      'Il contratto',
      'Il contatore',
      'Consumi degli ultimi 12 mesi',
      'Ultime bollette',
      'Richieste in corso',
    ],
    consumption: 'Consumi mese per mese, ultimi 12 mesi',
    bills: 'Le ultime bollette di questa fornitura',
    manage: 'Gestisci la fornitura',
    placeholder: /in preparazione/i,
  },
  de: {
    prefix: '/de',
    email: 'anna.huber@demo.it',
    title: 'Meine Lieferungen',
    caption: 'Liste der Lieferungen',
    count: /^\d+ Lieferung(en)?$/,
    states: /^(Aktiv|Beendet|Ausgesetzt|In Aktivierung)$/,
    gasLink: /^Gas \d{14}$/,
    detail: /^Lieferung Gas \d{14}$/,
    groups: [
      'Die Lieferung',
      'Der Vertrag',
      'Der Zähler',
      'Verbrauch der letzten 12 Monate',
      'Letzte Rechnungen',
      'Offene Anträge',
    ],
    consumption: 'Verbrauch Monat für Monat, letzte 12 Monate',
    bills: 'Die letzten Rechnungen dieser Lieferung',
    manage: 'Lieferung verwalten',
    placeholder: /in Vorbereitung/i,
  },
} as const;

for (const language of ['it', 'de'] as const) {
  const text = TEXT[language];
  const list = `${text.prefix}/retail/myUtilities`;

  test(`${list} lists ${text.email}'s supplies and opens the gas one`, async ({ page }) => {
    await openSignedIn(page, list, text.email);
    const errors = watchConsole(page);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByText(text.count)).toBeVisible();
    const table = page.getByRole('table', { name: text.caption });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(page.getByText(text.placeholder)).toHaveCount(0);
    // §4: every supply's state in words; both commodities, each with its point id.
    for (const row of await rows.all()) {
      await expect(row.locator('td').nth(1)).toHaveText(text.states);
      await expect(row.locator('td').nth(3)).toHaveText(/^(IT\w+|\d{14})$/);
    }
    await expectAccessible(page);
    await keepScreenshot(page, `retail-utilities-${language}-1280`);

    await page.getByRole('link', { name: text.gasLink }).click();
    await expect(page).toHaveURL((url) => /^\/(de\/)?retail\/myUtilities\/\d+$/.test(url.pathname));
    await expect(page.getByRole('heading', { level: 1, name: text.detail })).toBeVisible();
    for (const group of text.groups)
      await expect(page.getByRole('region', { name: group, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: text.groups[2], exact: true })).toContainText(
      /G\d{10}/,
    );
    const consumption = page.getByRole('table', { name: text.consumption });
    expect(await consumption.locator('tbody tr').count()).toBeGreaterThanOrEqual(10);
    const bill = page.getByRole('table', { name: text.bills }).locator('tbody tr a').first();
    await expect(bill).toHaveAttribute(
      'href',
      new RegExp(`^${text.prefix}/retail/myBills/[^?]+\\?issueDate=\\d{4}-\\d{2}-\\d{2}$`),
    );
    const id = new URL(page.url()).pathname.split('/').at(-1);
    await expect(page.getByRole('link', { name: text.manage })).toHaveAttribute(
      'href',
      `${text.prefix}/retail/myUtilities/manageUts/${id}`,
    );
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page);
    await keepScreenshot(page, `retail-utility-${language}-1280`);

    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(page, page.url());
    await expectAccessible(page);
    await keepScreenshot(page, `retail-utility-${language}-360`);
    await page.goto(page.url().replace(/\/\d+$/, ''));
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    // Cards on a phone: each supply still opens its page.
    await expect(page.getByRole('link', { name: text.gasLink })).toBeVisible();
    await expectNoSidewaysScroll(page, list);
    await keepScreenshot(page, `retail-utilities-${language}-360`);
    expect(errors).toEqual([]);
  });
}

test('mario’s gas supply offers the self-reading; another customer’s supply is a 404', async ({
  page,
}) => {
  await openSignedIn(page, '/retail/myUtilities', 'mario.rossi@demo.it');
  await page.getByRole('link', { name: /^Gas \d{14}$/ }).click();
  const selfRead = page.getByRole('link', { name: 'Comunica l’autolettura' });
  await expect(selfRead).toHaveAttribute('href', /^\/retail\/selfRead\?supply=\d+$/);
  await selfRead.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Autolettura' })).toBeVisible();

  // anna.huber's registry is not mario's: her supplies' ids answer as unknown ones.
  await page.goto(page.url().replace(/\/retail\/selfRead.*$/, '/retail/myUtilities/20020001'));
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  await expect(page.getByText('Questa fornitura non esiste o non è intestata a te.')).toBeVisible();
  await expectAccessible(page);
});
