// The retail profile (§3 anagrafica, §7 contatto/save, fatturaDigitale,
// §7 customer-cases/privacy, §5 preferred language) and assistance (customer service, the
// households' FAQ searchable, the TIQV written request and the customer's requests) as
// mario.rossi, in Italian and once in German. No placeholder, no console error, no serious axe
// finding, no sideways scroll at 360 px.
import { formatDate } from '@portal/shared/format';
import { answerDueDate } from '@portal/shared/support';
import { expect, test, type Locator, type Page } from './support/fixtures.ts';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  keepScreenshot,
  openSignedIn,
  portalUrl,
} from './support/portal.ts';
import { watchConsole } from './support/sweep.ts';

const MARIO = 'mario.rossi@demo.it';
const PLACEHOLDER = /in preparazione|in Vorbereitung/i;

/** Checks the page at 360 px and back, keeping a screenshot of each width. */
async function atBothWidths(page: Page, what: string, shot: string) {
  await expectAccessible(page);
  await keepScreenshot(page, shot);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page, what);
  await keepScreenshot(page, `${shot}-360`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

function fact(region: Locator, term: string): Locator {
  return region.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
}

test('mario’s profile — registry, contacts refused with their text kept then saved, digital bill', async ({
  page,
}) => {
  await openSignedIn(page, '/retail/profile', MARIO);
  const errors = watchConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Profilo' })).toBeVisible();
  const registry = page.getByRole('region', { name: 'I tuoi dati' });
  await expect(fact(registry, 'Nome e cognome')).toHaveText('Mario Rossi');
  await expect(fact(registry, 'Codice fiscale')).toHaveText(/^[A-Z0-9]{16}$/);
  await expect(fact(registry, 'Indirizzo di residenza')).not.toHaveText('—');
  const bill = page.getByRole('region', { name: 'Bolletta digitale' });
  await expect(bill.getByText(/^Ricevi la bolletta/)).toBeVisible();
  const links = bill.getByRole('link', { name: /^Modalità di ricezione per / });
  await expect(links).toHaveCount(2);
  await expect(links.first()).toHaveAttribute(
    'href',
    /^\/retail\/myUtilities\/manageUts\/billReceiveMethod\/\d+$/,
  );
  await expect(page.getByText(PLACEHOLDER)).toHaveCount(0);

  // A wrong e-mail and phone: listed at the top, focused, nothing sent, nothing typed lost.
  const email = page.getByRole('textbox', { name: 'E-mail' });
  const phone = page.getByRole('textbox', { name: /^Telefono/ });
  await email.fill('mario.rossi@');
  await phone.fill('045-12');
  await page.getByRole('button', { name: 'Salva i recapiti' }).click();
  const summary = page.getByRole('alert', { name: 'Correggi questi dati' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Inserisci un indirizzo e-mail valido, ad esempio nome@esempio.it.',
    'Il telefono può contenere solo cifre e spazi (da 6 a 20), con + davanti.',
  ]);
  await expect(email).toHaveValue('mario.rossi@');
  await expect(phone).toHaveValue('045-12');
  await expectAccessible(page);

  // Corrected, saved, and still there after a reload (§7 contatto/save).
  await email.fill('mario.rossi@example.it');
  await phone.fill('+39 045 8001234');
  await page.getByRole('button', { name: 'Salva i recapiti' }).click();
  await expect(page.getByText('Recapiti salvati.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('mario.rossi@example.it');
  await expect(page.getByRole('textbox', { name: /^Telefono/ })).toHaveValue('+39 045 8001234');
  await atBothWidths(page, '/retail/profile', 'retail-profile-it');
  expect(errors).toEqual([]);
});

test('consents saved and read back after a reload; the preferred language becomes the session’s', async ({
  page,
}) => {
  await openSignedIn(page, '/retail/profile', MARIO);
  const errors = watchConsole(page);
  const privacy = page.getByRole('region', { name: 'Consensi privacy' });
  const marketing = privacy.getByRole('switch', { name: /^Comunicazioni commerciali/ });
  const profiling = privacy.getByRole('switch', { name: /^Profilazione/ });
  const third = privacy.getByRole('switch', { name: /^Comunicazione a terzi/ });
  await expect(marketing).not.toBeChecked();
  await expect(profiling).not.toBeChecked();
  await expect(third).not.toBeChecked();
  await expect(
    privacy.getByText('Non hai ancora espresso una scelta: nessun consenso è dato.'),
  ).toBeVisible();
  await marketing.check();
  await third.check();
  await expect(
    privacy.getByRole('switch', { name: 'Comunicazioni commerciali: Dato' }),
  ).toBeVisible();
  await privacy.getByRole('button', { name: 'Salva i consensi' }).click();
  await expect(privacy.getByText('Consensi salvati.')).toBeVisible();
  await expect(
    privacy.getByText(/^Ultima modifica il \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/),
  ).toBeVisible();

  await page.reload();
  await expect(marketing).toBeChecked();
  await expect(profiling).not.toBeChecked();
  await expect(third).toBeChecked();

  // §5: German as the profile locale — the page opens in German and the session speaks German.
  const language = page.getByRole('region', { name: 'Lingua preferita' });
  await expect(language.getByRole('radio', { name: 'Italiano' })).toBeChecked();
  await language.getByRole('radio', { name: 'Deutsch' }).check();
  await language.getByRole('button', { name: 'Salva la lingua' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/de/retail/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  const sprache = page.getByRole('region', { name: 'Bevorzugte Sprache' });
  await expect(sprache.getByText('Sprache gespeichert.')).toBeVisible();
  await expect(sprache.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
  await expect(
    page.getByRole('region', { name: 'Datenschutz-Einwilligungen' }).getByRole('switch', {
      name: 'Werbemitteilungen: Erteilt',
    }),
  ).toBeChecked();
  const session = (await (
    await page.request.get(portalUrl('/api/session'), { headers: { 'x-portal-csrf': '1' } })
  ).json()) as { language: string; user: { locale: string } };
  expect(session).toMatchObject({ language: 'de', user: { locale: 'de' } });
  await atBothWidths(page, '/de/retail/profile', 'retail-profile-de');

  // Back to Italian.
  await sprache.getByRole('radio', { name: 'Italiano' }).check();
  await sprache.getByRole('button', { name: 'Sprache speichern' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/retail/profile');
  await expect(page.getByText('Lingua salvata.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('assistance, the households’ FAQ searchable, and a complaint listed with its due date (+30)', async ({
  page,
}) => {
  await openSignedIn(page, '/retail/assistance', MARIO);
  const errors = watchConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Assistenza' })).toBeVisible();
  const desk = page.getByRole('region', { name: 'Servizio clienti' });
  await expect(desk.getByRole('link', { name: '800 123 456' })).toHaveAttribute(
    'href',
    'tel:800123456',
  );
  await expect(page.getByText(PLACEHOLDER)).toHaveCount(0);
  await atBothWidths(page, '/retail/assistance', 'retail-assistance-it');

  // The FAQ: the households' 12, narrowed as one types, the words in the address.
  await page.getByRole('link', { name: 'Cerca tra le domande frequenti' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/retail/assistance/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Domande frequenti' })).toBeVisible();
  const faq = page.getByRole('region', { name: 'Domande frequenti' });
  await expect(faq.getByText('12 domande')).toBeVisible();
  await expect(faq.locator('summary')).toHaveCount(12);
  await faq.getByRole('searchbox', { name: 'Cerca tra le domande' }).fill('autolettura');
  await expect(
    faq.getByText(/^\d+ domand[ae] su 12 cont(iene|engono) le parole cercate$/),
  ).toBeVisible();
  const found = await faq.locator('summary').count();
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(12);
  await faq.locator('summary', { hasText: /autolettura del gas\?/ }).click();
  await expect(faq.locator('details[open] p').first()).toContainText('finestra di lettura');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'autolettura');
  await page.reload();
  await expect(faq.locator('summary')).toHaveCount(found);
  await atBothWidths(page, '/retail/assistance/faq', 'retail-faq-it');

  // Write-us: an incomplete request is refused with what was typed kept, then filed.
  await page.goto(portalUrl('/retail/assistance/writeus'));
  const form = page.getByRole('form', { name: 'Scrivici' });
  await form.getByLabel('Oggetto').fill('Gas');
  await form.getByRole('button', { name: 'Invia la richiesta' }).click();
  const summary = page.getByRole('alert', { name: 'Controllare la richiesta' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Scegliere il tipo di richiesta');
  await expect(form.getByLabel('Oggetto')).toHaveValue('Gas');
  await form.getByLabel('Tipo di richiesta').selectOption('COMPLAINT');
  await form.getByLabel('Oggetto').fill('Lettura del gas stimata troppo alta');
  await form
    .getByLabel('Messaggio')
    .fill('La bolletta del gas di ottobre riporta un consumo stimato molto più alto del solito.');
  const supply = form.getByLabel(/Fornitura interessata/);
  await expect(supply.locator('option')).toHaveCount(3);
  await supply.selectOption({ index: 2 });
  await form.getByLabel(/Ho letto l’informativa/).check();
  await form.getByRole('button', { name: 'Invia la richiesta' }).click();
  const confirmation = page.getByRole('region', { name: 'Richiesta inviata' });
  await expect(confirmation.getByRole('heading', { name: 'Richiesta inviata' })).toBeFocused();
  const number = ((await fact(confirmation, 'Numero di pratica').textContent()) ?? '').trim();
  expect(number).toMatch(/^RS-\d{4}-\d{6}$/);
  const filed = ((await fact(confirmation, 'Ricevuta il').textContent()) ?? '').trim();
  const [day, month, year] = filed.slice(0, 10).split('/');
  const due = formatDate(answerDueDate(`${year}-${month}-${day}`, 'COMPLAINT'));
  const plus30 = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day) + 30));
  expect(due).toBe(formatDate(plus30.toISOString().slice(0, 10)));
  await expect(fact(confirmation, 'Risposta entro il')).toHaveText(due);

  await page.reload();
  const row = page
    .getByRole('table', { name: /Richieste scritte inviate/ })
    .locator('tbody tr', { hasText: number });
  await expect(row).toContainText('Reclamo');
  await expect(row).toContainText(due);
  await expect(row).toContainText('Trasmesso');
  await atBothWidths(page, '/retail/assistance/writeus', 'retail-writeus-it');
  expect(errors).toEqual([]);
});

test('in German — assistance, FAQ and write-us under /de', async ({ page }) => {
  await openSignedIn(page, '/de/retail/assistance', MARIO);
  const errors = watchConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Kundenservice' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Kundenservice' })
      .getByText('Montag bis Freitag, 8:30–18:00 Uhr'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'In den häufigen Fragen suchen' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/de/retail/assistance/faq');
  const faq = page.getByRole('region', { name: 'Häufige Fragen' });
  await expect(faq.getByText('12 Fragen')).toBeVisible();
  await faq.getByRole('searchbox', { name: 'In den Fragen suchen' }).fill('Sozialbonus');
  await expect(faq.locator('summary')).toHaveText([
    'Wie erhalte ich den Sozialbonus für Strom und Gas?',
  ]);
  await atBothWidths(page, '/de/retail/assistance/faq', 'retail-faq-de');
  await page.getByRole('link', { name: 'Schreiben Sie uns' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/de/retail/assistance/writeus');
  await expect(page.getByRole('form', { name: 'Schreiben Sie uns' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Gesendete schriftliche Anfragen', exact: true }),
  ).toBeVisible();
  await atBothWidths(page, '/de/retail/assistance/writeus', 'retail-writeus-de');
  expect(errors).toEqual([]);
});
