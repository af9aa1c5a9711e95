// Managing a retail supply (§2 /retail/myUtilities/manageUts/{id} and its four
// operations). mario.rossi files a bill delivery change, a SEPA direct debit (a bad IBAN and tax
// code refused in Italian, what was typed kept), a power variation (its monthly cost shown before
// confirming) and the termination of his gas supply; each shows on the supply as an open request
// and in the notifications, and moves on when the back office works on it. A second request of a
// kind while one is open is refused, on the page and by the API (two tabs). German once; no
// console error, no serious axe finding, no sideways scroll at 360 px.
import { expect, test, type Page } from './support/fixtures.ts';
import {
  callApi,
  expectAccessible,
  expectNoSidewaysScroll,
  keepScreenshot,
  openSignedIn,
  portalUrl,
  resetSandbox,
  sandboxUrl,
} from './support/portal.ts';
import { watchConsole } from './support/sweep.ts';

const MARIO = 'mario.rossi@demo.it';

test.beforeAll(resetSandbox);

/** Mario's light and gas supply ids, as the API lists them to the signed-in page. */
async function supplies(page: Page): Promise<{ power: string; gas: string }> {
  const { supplies: list } = await callApi<{
    supplies: { nodes: Array<{ id: string; utility: string; status: string }> };
  }>(page, 'RetailUtilities');
  const active = list.nodes.filter((n) => n.status === 'ACTIVE');
  const power = active.find((n) => n.utility === 'POWER')?.id;
  const gas = active.find((n) => n.utility === 'GAS')?.id;
  if (!power || !gas) throw new Error('mario.rossi has no active light and gas supply');
  return { power, gas };
}

/** The request number the confirmation shows ("Richiesta n. 79000001 del …"). */
async function filedNumber(page: Page): Promise<string> {
  const done = page.getByRole('region', { name: 'Richiesta inviata' });
  await expect(done).toBeVisible();
  const text = await done.innerText();
  const match = /Richiesta n\. (\d+) del \d{2}\/\d{2}\/\d{4}/.exec(text);
  if (!match?.[1]) throw new Error(`no request number in "${text}"`);
  return match[1];
}

/** YYYY-MM-DD, `days` after today in Rome. */
function romeDayPlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

test('mario.rossi files each of the four operations, follows them on the supply and in the notifications; a second one is refused', async ({
  page,
  context,
}) => {
  await openSignedIn(page, '/retail', MARIO);
  // From here on: the anonymous first visit's 401 (the session check before sign-in) is expected.
  const errors = watchConsole(page);
  const { power, gas } = await supplies(page);

  // The manage page: the supply and its four operations with their current values.
  await page.goto(portalUrl(`/retail/myUtilities/manageUts/${power}`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gestisci la fornitura' }),
  ).toBeVisible();
  await expect(page.getByText(/^Luce – POD IT001E\d+$/)).toBeVisible();
  for (const name of [
    'Invio della bolletta',
    'Modalità di pagamento',
    'Potenza impegnata',
    'Cessazione della fornitura',
  ])
    await expect(page.getByRole('region', { name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Potenza impegnata' })).toContainText('3 kW');
  await expect(page.getByText(/in preparazione/i)).toHaveCount(0);
  await expectAccessible(page);
  await keepScreenshot(page, 'retail-manage-supply-1280');

  // 1. Bill delivery: on paper.
  await page.getByRole('link', { name: 'Cambia invio della bolletta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invio della bolletta' })).toBeVisible();
  await page.getByRole('radio', { name: 'Cartacea, per posta' }).check();
  await page.getByRole('button', { name: 'Continua' }).click();
  await expect(page.getByRole('heading', { name: 'Controlla e conferma' })).toBeFocused();
  await page.getByRole('button', { name: 'Conferma e invia' }).click();
  const billRequest = await filedNumber(page);

  // 2. Payment method: SEPA direct debit; a bad IBAN and tax code refused, nothing typed lost.
  await page.goto(portalUrl(`/retail/myUtilities/manageUts/paymentMethod/${power}`));
  await page.getByRole('radio', { name: 'Addebito diretto SEPA' }).check();
  const iban = page.getByRole('textbox', { name: 'IBAN del conto' });
  const holder = page.getByRole('textbox', { name: 'Intestatario del conto' });
  const taxCode = page.getByRole('textbox', { name: 'Codice fiscale dell’intestatario' });
  await iban.fill('IT61 X054 2811 1010 0000 0123 456');
  await holder.fill('Mario Rossi');
  await taxCode.fill('RSSMRA85T10A562T');
  await page.getByRole('button', { name: 'Continua' }).click();
  const summary = page.getByRole('alert', { name: 'Correggi questi dati' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(
    'L’IBAN non è valido: controlla le cifre, una potrebbe essere sbagliata',
  );
  await expect(summary).toContainText(
    'Il codice fiscale non è valido: controlla i caratteri, l’ultimo non corrisponde',
  );
  await expect(iban).toHaveValue('IT61 X054 2811 1010 0000 0123 456');
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(holder).toHaveValue('Mario Rossi');
  await expect(taxCode).toHaveValue('RSSMRA85T10A562T');
  await expectAccessible(page);
  await iban.fill('IT60 X054 2811 1010 0000 0123 456');
  await taxCode.fill('RSSMRA85T10A562S');
  await page.getByRole('button', { name: 'Continua' }).click();
  await expect(page.getByText('IT60 X054 2811 1010 0000 0123 456')).toBeVisible();
  await expect(page.getByText(/Attiviamo il mandato SEPA/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Conferma e invia' }).click();
  const paymentRequest = await filedNumber(page);

  // 3. Power variation, with a second tab that reaches its check step first.
  const second = await context.newPage();
  const secondErrors = watchConsole(second);
  for (const tab of [page, second]) {
    await tab.goto(portalUrl(`/retail/myUtilities/manageUts/powervar/${power}`));
    await tab.getByLabel('Nuova potenza').selectOption({ label: '4,5 kW (+2,81 € al mese)' });
    await expect(tab.getByText('+2,81 € al mese sulla quota potenza')).toBeVisible();
    await tab.getByRole('button', { name: 'Continua' }).click();
    await expect(tab.getByRole('heading', { name: 'Controlla e conferma' })).toBeVisible();
  }
  await expect(page.getByText(/1,87 € per kW al mese/)).toBeVisible();
  await page.getByRole('button', { name: 'Conferma e invia' }).click();
  await filedNumber(page);
  // The second tab's request is refused by the API: one of the kind is open now.
  await second.getByRole('button', { name: 'Conferma e invia' }).click();
  await expect(second.getByRole('alert')).toContainText(
    'Hai già una richiesta di questo tipo in corso per questa fornitura',
  );
  await expect(second.getByText('4,5 kW', { exact: true })).toBeVisible();
  expect(secondErrors).toEqual([]);
  await second.close();

  // 4. Termination of the gas supply: a final reading and an e-mail for the final bill.
  await page.goto(portalUrl(`/retail/myUtilities/manageUts/termination/${gas}`));
  await expect(page.getByText(/^Gas – PDR \d{14}$/)).toBeVisible();
  const reading = page.getByRole('textbox', { name: /Lettura finale del contatore/ });
  await page.getByLabel('Data di cessazione').fill(romeDayPlus(1));
  await reading.fill('12,5');
  await page.getByRole('button', { name: 'Continua' }).click();
  await expect(summary).toContainText(
    'La data di cessazione deve essere almeno 5 giorni dopo oggi',
  );
  await expect(summary).toContainText('La lettura finale può contenere solo cifre');
  await expect(reading).toHaveValue('12,5');
  await page.getByLabel('Data di cessazione').fill(romeDayPlus(30));
  await reading.fill('04512');
  await page.getByRole('radio', { name: 'A un indirizzo e-mail' }).check();
  await page.getByRole('textbox', { name: 'Indirizzo e-mail' }).fill('mario.rossi@example.it');
  await page.getByRole('button', { name: 'Continua' }).click();
  await expect(page.getByRole('heading', { name: 'Cosa succede dopo' })).toBeVisible();
  await page.getByRole('button', { name: 'Conferma e invia' }).click();
  await filedNumber(page);

  // On the supply: each operation shows its open request, and no way to file a second one.
  await page.goto(portalUrl(`/retail/myUtilities/manageUts/${power}`));
  for (const [name, what] of [
    ['Invio della bolletta', 'Bolletta cartacea'],
    ['Modalità di pagamento', 'Addebito diretto SEPA'],
    ['Potenza impegnata', '4,5 kW'],
  ] as const) {
    const card = page.getByRole('region', { name });
    await expect(card).toContainText('Hai già una richiesta in corso:');
    await expect(card).toContainText('Trasmessa');
    await expect(card).toContainText(what);
  }
  await expect(page.getByRole('link', { name: 'Cambia potenza' })).toHaveCount(0);
  await page.goto(portalUrl(`/retail/myUtilities/manageUts/paymentMethod/${power}`));
  await expect(
    page.getByText('Hai già una richiesta di questo tipo in corso per questa fornitura:'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continua' })).toHaveCount(0);

  // The back office works on two of them: the state moves on the supply and in the notifications.
  for (const id of [billRequest, paymentRequest]) {
    const moved = await page.request.post(sandboxUrl(`/__sandbox/richieste/${id}/avanza`), {
      data: {},
    });
    expect(moved.ok()).toBe(true);
  }
  await page.goto(portalUrl(`/retail/myUtilities/manageUts/${power}`));
  await expect(page.getByRole('region', { name: 'Modalità di pagamento' })).toContainText(
    'In lavorazione',
  );

  await page.goto(portalUrl('/retail/notifications'));
  const main = page.locator('main');
  await expect(main.getByText('Richiesta ricevuta').first()).toBeVisible();
  for (const kind of [
    'Cambio modalità di invio bolletta',
    'Cambio modalità di pagamento',
    'Variazione potenza',
    'Cessazione fornitura',
  ])
    // The notification's kind and values, worded by the portal (§9).
    await expect(
      main.getByText(new RegExp(`^La richiesta «${kind}» n\\. \\d+ per \\w+ è stata ricevuta\\.$`)),
    ).toBeVisible();
  await expect(main.getByText('Richiesta in lavorazione')).toHaveCount(2);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('in German, on a phone — the manage page and the termination form’s translated errors, no sideways scroll at 360 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openSignedIn(page, '/de/retail', MARIO);
  const errors = watchConsole(page);
  const { power } = await supplies(page);
  await page.goto(portalUrl(`/de/retail/myUtilities/manageUts/${power}`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Lieferstelle verwalten' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Anschlussleistung' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the manage page');
  await expectAccessible(page);
  await keepScreenshot(page, 'retail-manage-supply-de-360');

  await page.goto(portalUrl(`/de/retail/myUtilities/manageUts/termination/${power}`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Kündigung der Lieferung' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Weiter' }).click();
  const summary = page.getByRole('alert', { name: 'Bitte korrigieren Sie diese Angaben' });
  await expect(summary).toContainText('Geben Sie das Kündigungsdatum ein');
  await expect(summary).toContainText('Wählen Sie, wohin die Schlussrechnung gehen soll');
  await expectNoSidewaysScroll(page, 'the termination form');
  await expectAccessible(page);
  await keepScreenshot(page, 'retail-manage-supply-termination-de-360');
  expect(errors).toEqual([]);
});

test('mario.rossi pays his gas bills by card — registered on the provider’s page, a refused card said with the form as it was, then the request with the masked card, the same after a reload', async ({
  page,
}) => {
  await resetSandbox();
  await openSignedIn(page, '/retail', MARIO);
  const errors = watchConsole(page);
  const { gas } = await supplies(page);
  const address = portalUrl(`/retail/myUtilities/manageUts/paymentMethod/${gas}`);
  await page.goto(address);
  const card = page.getByRole('radio', { name: 'Carta di credito' });
  await card.check();
  await page.getByRole('button', { name: 'Continua' }).click();
  await expect(
    page.getByText(/sulla pagina sicura del gestore dei pagamenti, dopo la conferma/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Conferma e invia' }).click();

  // The provider's page: a refused card first.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Registrazione della carta' }),
  ).toBeVisible();
  const fillCard = async (number: string) => {
    await page.getByLabel('Numero della carta').fill(number);
    await page.getByLabel('Scadenza (MM/AA)').fill('12/30');
    await page.getByLabel('Codice di sicurezza (CVC)').fill('123');
    await page.getByRole('button', { name: 'Registra la carta' }).click();
  };
  await fillCard('4000 0000 0000 0002');
  await expect(page).toHaveURL(
    /\/retail\/myUtilities\/manageUts\/paymentMethod\/\d+\?registrationId=.+&outcome=declined/,
  );
  await expect(page.getByRole('alert')).toContainText(
    'La carta è stata rifiutata dal gestore dei pagamenti: non abbiamo inviato nessuna richiesta.',
  );
  await expect(card).toBeChecked();

  // Again with an accepted card: the request and the masked card, never the number or the token.
  await page.getByRole('button', { name: 'Continua' }).click();
  await page.getByRole('button', { name: 'Conferma e invia' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Registrazione della carta' }),
  ).toBeVisible();
  await fillCard('4242 4242 4242 4242');
  await expect(page).toHaveURL(/outcome=success/);
  const number = await filedNumber(page);
  await expect(page.getByText('VISA 424242******4242')).toBeVisible();
  await expect(page.getByText(/saranno addebitate sulla carta registrata/)).toBeVisible();
  expect(await page.content()).not.toMatch(/tok_|4242424242424242/);
  await expectAccessible(page);
  await keepScreenshot(page, 'retail-manage-supply-card-1280');

  // A reload of the return page files nothing new: the page shows the same request, open.
  await page.reload();
  const open = page.getByRole('status').filter({ hasText: 'Hai già una richiesta' });
  await expect(open).toContainText('Carta di credito');
  await expect(open).toContainText(`Richiesta n. ${number} del`);

  // On the supply: the open payment-method request.
  await page.goto(portalUrl(`/retail/myUtilities/manageUts/${gas}`));
  const payment = page.getByRole('region', { name: 'Modalità di pagamento' });
  await expect(payment).toContainText('Hai già una richiesta in corso:');
  await expect(payment).toContainText('Trasmessa');
  expect(errors).toEqual([]);
});
