// comune.verona places a gas supply order under its convention
// (§2 /pa/subsidizedGas/order) for one of its own PDRs and a new point; an invalid CIG and a start
// day too early are said in Italian with the focus on the error summary and what was typed kept;
// the order is checked, sent once and confirmed with its number; orderStatus shows it and, as the
// sandbox moves it on (every 2 s in e2e), its state changing to Accettato; connection shows its two
// points on their way to supply. The light pages in German once. No console error, axe clean, no
// sideways scroll at 360 px; screenshots at 1280 and 360 px.
import { expect, test, type Page } from './support/fixtures.ts';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  keepScreenshot,
  openSignedIn,
  portalUrl,
  resetSandbox,
} from './support/portal.ts';
import { watchConsole } from './support/sweep.ts';

const EMAIL = 'comune.verona@demo.it';

// The order placed here takes a PDR and quantity: the other specs find the seeded book again.
test.beforeAll(resetSandbox);
test.afterAll(resetSandbox);

async function lookAt(page: Page, name: string) {
  await expectAccessible(page);
  await keepScreenshot(page, name);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page, name);
  await keepScreenshot(page, `${name}-360`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** YYYY-MM-DD, `days` after today in Rome. */
function romeDayPlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

test('comune.verona orders gas under the convention, follows the order to Accettato and its points to their connection', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, '/pa/subsidizedGas/order', EMAIL);
  const errors = watchConsole(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nuovo ordine gas in convenzione' }),
  ).toBeVisible();
  await expect(page.getByText(/^Quantità ancora disponibile: [\d.]+\sSmc l’anno$/)).toBeVisible();

  // One of its own PDRs (the one not yet under the convention) and a new point.
  const own = page.getByRole('group', { name: 'PDR già vostri' });
  const choice = own.getByRole('checkbox').first();
  const pdr = /^(\d{14}) – /.exec(await own.locator('label').first().innerText())?.[1];
  expect(pdr, 'a PDR of comune.verona is offered').toBeTruthy();
  await choice.check();
  const quantity = page.getByRole('textbox', { name: `Consumo annuo stimato per ${pdr} (Smc)` });
  await quantity.fill('6000');
  await page.getByRole('button', { name: 'Aggiungi un nuovo punto' }).click();
  const point = page.getByRole('group', { name: 'Nuovo punto 1' });
  await point.getByRole('textbox', { name: 'Nome della sede' }).fill('Asilo nido "Il Girasole"');
  await point.getByRole('textbox', { name: 'Indirizzo' }).fill('Via Roma 1');
  await point.getByRole('textbox', { name: 'CAP' }).fill('37121');
  await point.getByRole('textbox', { name: 'Comune' }).fill('Verona');
  await point.getByRole('textbox', { name: 'Provincia' }).fill('VR');
  await point.getByRole('textbox', { name: 'Consumo annuo stimato (Smc)' }).fill('4000');
  await expect(
    page.getByText(/^Totale ordinato: 10\.000\sSmc su [\d.]+\sSmc disponibili$/),
  ).toBeVisible();

  // An invalid CIG and a start day too early: said in Italian, focus on the summary, all kept.
  const start = page.getByLabel('Data di inizio richiesta');
  const earliest = await start.getAttribute('min');
  expect(earliest).toBe(romeDayPlus(30));
  await start.fill(romeDayPlus(5));
  const cig = page.getByRole('textbox', { name: 'CIG (codice identificativo gara)' });
  await cig.fill('ABC123');
  await page.getByRole('textbox', { name: /^CUP/ }).fill('b31h25000000001');
  await page.getByRole('button', { name: 'Continua' }).click();
  const summary = page.getByRole('alert', { name: 'Correggi questi dati' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    /^La data di inizio deve essere almeno 30 giorni dopo oggi: dal \d{2}\/\d{2}\/\d{4}$/,
    'Il CIG ha 10 caratteri, solo cifre e lettere maiuscole',
  ]);
  await expect(cig).toHaveValue('ABC123');
  await expect(cig).toHaveAttribute('aria-invalid', 'true');
  await expect(start).toHaveValue(romeDayPlus(5));
  await expect(quantity).toHaveValue('6000');
  await expect(point.getByRole('textbox', { name: 'Nome della sede' })).toHaveValue(
    'Asilo nido "Il Girasole"',
  );
  await summary.getByRole('link', { name: /^Il CIG/ }).click();
  await expect(cig).toBeFocused();
  await lookAt(page, 'convention-order-errors');

  await cig.fill('9ABCDEF012');
  await start.fill(earliest ?? '');
  await page.getByRole('button', { name: 'Continua' }).click();

  // The check step; back to edit keeps everything; then sent once.
  const check = page.getByRole('heading', { name: 'Controllate e confermate l’ordine' });
  await expect(check).toBeFocused();
  const points = page.getByRole('table', { name: 'Punti dell’ordine' });
  await expect(points.getByRole('row')).toHaveCount(3);
  await expect(points).toContainText(pdr ?? '');
  await expect(points).toContainText('Nuovo allaccio');
  await expect(points).toContainText('Asilo nido "Il Girasole", Via Roma 1, 37121 Verona (VR)');
  await expect(page.locator('dd', { hasText: '9ABCDEF012' })).toBeVisible();
  await expect(page.locator('dd', { hasText: 'B31H25000000001' })).toBeVisible();
  await expect(page.locator('dd', { hasText: /^10\.000\sSmc$/ })).toBeVisible();
  await lookAt(page, 'convention-order-check');
  await page.getByRole('button', { name: 'Modifica i dati' }).click();
  await expect(cig).toHaveValue('9ABCDEF012');
  await expect(quantity).toHaveValue('6000');
  await page.getByRole('button', { name: 'Continua' }).click();
  await expect(check).toBeFocused();

  const placed = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/graphql') &&
      r.request().postData()?.includes('PlaceConventionOrder') === true,
  );
  await page.getByRole('button', { name: 'Conferma e invia l’ordine' }).click();
  await placed;
  const done = page.getByRole('region', { name: 'Ordine inviato' });
  await expect(done).toBeVisible();
  const number = /Ordine n\. (ODF-\d{4}-\d{5})/.exec(await done.innerText())?.[1];
  expect(number, 'the confirmation shows the order number').toBeTruthy();
  await lookAt(page, 'convention-order-done');

  // orderStatus opens on the order and follows it until the supplier accepts it.
  await done.getByRole('link', { name: 'Segui l’ordine' }).click();
  await expect(page).toHaveURL(/\/pa\/subsidizedGas\/orderStatus\?orderId=\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stato degli ordini gas' }),
  ).toBeVisible();
  const card = page.getByRole('article', { name: `Ordine n. ${number}` });
  await expect(card.getByRole('heading', { name: `Ordine n. ${number}` })).toBeFocused();
  await expect(card.getByRole('button', { name: /^Nascondi storico e punti/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const history = card.getByRole('list', { name: `Storico dell’ordine n. ${number}` });
  await expect(history.getByRole('listitem').first()).toContainText('Trasmesso');
  await expect(card.locator('dd', { hasText: '9ABCDEF012' })).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(3, { timeout: 30_000 });
  await expect(history.getByRole('listitem')).toContainText([
    'Trasmesso',
    'In Lavorazione',
    'Accettato',
  ]);
  await expect(card.getByText('Accettato', { exact: true }).first()).toBeVisible();
  await lookAt(page, 'convention-order-status');

  // connection: the order's two points on their way to supply.
  await page.getByRole('link', { name: 'Attivazione dei punti' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Attivazione dei punti gas' }),
  ).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: `Ordine n. ${number}` });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: pdr ?? '' })).toContainText('Switching in corso');
  await expect(rows.filter({ hasText: 'Asilo nido' })).toContainText('Nuovo allaccio in corso');
  await expect(rows.first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await lookAt(page, 'convention-connection');
  // The order link takes the reader back to the order.
  await rows
    .first()
    .getByRole('link', { name: `Ordine n. ${number}` })
    .click();
  await expect(page.getByRole('heading', { name: `Ordine n. ${number}` })).toBeFocused();

  expect(errors).toEqual([]);
});

test('in German: the light convention’s order, order status and connection pages', async ({
  page,
}) => {
  await openSignedIn(page, '/de/pa/subsidizedLight/orderStatus', EMAIL);
  const errors = watchConsole(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stand der Strombestellungen' }),
  ).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first.getByRole('heading', { name: /^Bestellung Nr\. ODF-/ })).toBeVisible();
  await first.getByRole('button', { name: /^Verlauf und Zählpunkte anzeigen/ }).click();
  await expect(first.getByRole('list', { name: /^Verlauf der Bestellung Nr\./ })).toBeVisible();
  await expect(page).toHaveURL(/orderId=\d+/);
  await lookAt(page, 'convention-order-status-de');

  await page.goto(portalUrl('/de/pa/subsidizedLight/connection'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Aktivierung der Stromzähler' }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Bestellte Zählpunkte und ihre Aktivierung' }),
  ).toContainText('Aktiv');
  await lookAt(page, 'convention-connection-de');

  await page.goto(portalUrl('/de/pa/subsidizedLight/order'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Neue Strombestellung im Rahmenvertrag' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'CIG (Ausschreibungskennung)' }).fill('12345');
  await page.getByRole('button', { name: 'Weiter' }).click();
  const summary = page.getByRole('alert', { name: 'Bitte korrigieren Sie diese Angaben' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(
    'Wählen Sie mindestens einen Zählpunkt oder fügen Sie einen neuen hinzu',
  );
  await expect(summary).toContainText('Der CIG hat 10 Zeichen, nur Ziffern und Großbuchstaben');
  await expect(page.getByRole('textbox', { name: 'CIG (Ausschreibungskennung)' })).toHaveValue(
    '12345',
  );
  await lookAt(page, 'convention-order-de');
  expect(errors).toEqual([]);
});
