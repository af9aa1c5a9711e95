// /auth/register, where §4's login result "redirect" sends a person the supplier
// does not know yet (sconosciuto@demo.it). A wrong customer code / tax code pair is refused with a
// translated message and what was typed kept; a right pair (customer 600001, Ugo Ignoto) leads to
// the contacts (§7 contatto/save) and to what happens next. Italian and German, no console error,
// no serious axe finding, no sideways scroll at 360 px.
import { expect, test, type Page } from './support/fixtures.ts';
import { expectAccessible, keepScreenshot, signInThroughIdp } from './support/portal.ts';

const UNKNOWN = 'sconosciuto@demo.it';

/**
 * Console errors, but for the browser's own network line about the check's 404: a pair that does
 * not match is answered 404 NOT_FOUND (docs/api.md "Registration"), which Chromium logs by itself.
 */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const refusedCheck =
      message.location().url.endsWith('/auth/register/verify') &&
      message
        .text()
        .startsWith('Failed to load resource: the server responded with a status of 404');
    if (message.type() === 'error' && !refusedCheck) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function atBothWidths(page: Page, shot: string) {
  await expectAccessible(page);
  await keepScreenshot(page, shot);
  await page.setViewportSize({ width: 360, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
  await keepScreenshot(page, `${shot}-360`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('sconosciuto registers — a wrong pair refused, the right one, the contacts, what happens next', async ({
  page,
}) => {
  await signInThroughIdp(page, '/auth/login', UNKNOWN);
  const errors = watchConsole(page);
  await expect(page).toHaveURL((url) => url.pathname === '/auth/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Registrazione' })).toBeVisible();
  await expect(page.getByText(/Hai effettuato l’accesso come sconosciuto@demo\.it/)).toBeVisible();
  await atBothWidths(page, 'register-it');

  // Checked before sending: a summary that takes the focus, the text kept.
  const code = page.getByRole('textbox', { name: /^Codice cliente/ });
  const tax = page.getByRole('textbox', { name: /^Codice fiscale/ });
  await code.fill('600001');
  await tax.fill('GNTGUO80A01L781X');
  await page.getByRole('button', { name: 'Continua' }).click();
  const summary = page.getByRole('alert', { name: 'Correggi questi dati' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Il codice fiscale non è valido: controlla di averlo scritto bene.',
  ]);
  await expect(tax).toHaveValue('GNTGUO80A01L781X');

  // A valid tax code that is not this customer's: refused upstream, said in words.
  await tax.fill('PCHLKS85M12A952C');
  await page.getByRole('button', { name: 'Continua' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'non corrispondono' });
  await expect(refused).toHaveText(
    'Il codice cliente e il codice fiscale non corrispondono a un nostro cliente. Controllali sulla bolletta e riprova.',
  );
  await expect(refused).toBeFocused();
  await expect(code).toHaveValue('600001');
  await expect(tax).toHaveValue('PCHLKS85M12A952C');
  await expectAccessible(page);

  // The right pair (spaces and case do not matter).
  await tax.fill('gntguo80a01l781e');
  await page.getByRole('button', { name: 'Continua' }).click();
  await expect(page.getByRole('heading', { name: /I tuoi recapiti/ })).toBeFocused();
  await expect(
    page.getByText(
      'Abbiamo trovato il cliente Ugo Ignoto, Via San Zeno 12, 37123 Verona (VR) (codice cliente 600001).',
    ),
  ).toBeVisible();
  await expect(
    page.getByText(/Recapiti che abbiamo: u\*\*\*@example\.it, \*\*\* 456\./),
  ).toBeVisible();
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toHaveValue(UNKNOWN);
  await email.fill('ugo.ignoto@');
  await page.getByRole('button', { name: 'Conferma la registrazione' }).click();
  await expect(page.getByRole('alert', { name: 'Correggi questi dati' })).toBeFocused();
  await expect(email).toHaveValue('ugo.ignoto@');
  await email.fill('ugo.ignoto@example.it');
  await page.getByRole('textbox', { name: /^Cellulare/ }).fill('333 7654321');
  await atBothWidths(page, 'register-contacts-it');
  await page.getByRole('button', { name: 'Conferma la registrazione' }).click();

  const done = page.getByRole('region', { name: 'Registrazione ricevuta' });
  await expect(done.getByRole('heading', { name: 'Registrazione ricevuta' })).toBeFocused();
  await expect(done.locator('dd').nth(0)).toHaveText(/^REG-\d{4}-\d{6}$/);
  await expect(done.locator('dd').nth(1)).toHaveText('ugo.ignoto@example.it');
  await expect(done.locator('dd').nth(2)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(done.getByRole('listitem')).toHaveCount(3);
  await expect(done.getByRole('link', { name: 'Esci' })).toHaveAttribute('href', '/auth/logout');
  await atBothWidths(page, 'register-done-it');
  expect(errors).toEqual([]);
});

test('in German — a wrong pair is refused with a German message', async ({ page }) => {
  await signInThroughIdp(page, '/de/auth/login', UNKNOWN);
  const errors = watchConsole(page);
  await expect(page).toHaveURL((url) => url.pathname === '/de/auth/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Registrierung' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Kundennummer/ }).fill('600002');
  await page.getByRole('textbox', { name: /^Steuernummer/ }).fill('GNTGUO80A01L781E');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Kundennummer und Steuernummer gehören zu keinem unserer Kunden. Prüfen Sie sie auf der Rechnung und versuchen Sie es erneut.',
  );
  await expect(page.getByRole('textbox', { name: /^Kundennummer/ })).toHaveValue('600002');
  await atBothWidths(page, 'register-de');
  expect(errors).toEqual([]);
});
