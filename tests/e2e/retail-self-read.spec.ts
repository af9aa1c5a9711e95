// The gas self-reading (§2 /retail/selfRead, §5, §3 finestraLetturaDal/Al).
// mario.rossi's gas contract takes readings and its window is open: a bad value is refused with a
// translated message that keeps what was typed, a good one is sent once, confirmed with what was
// sent and heads the history. anna.huber (German) has no gas contract that takes readings: the
// page says why. condominio.aurora's window opens later: the page says when. No console error, no
// serious axe finding, no sideways scroll at 360 px.
import { expect, test } from './support/fixtures.ts';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  keepScreenshot,
  openSignedIn,
} from './support/portal.ts';
import { watchConsole } from './support/sweep.ts';

/** 4.250 → 4250 (§5 numbers: dot as thousands separator). */
function smc(text: string): number {
  const match = /([\d.]+) Smc/.exec(text);
  if (!match?.[1]) throw new Error(`no Smc value in "${text}"`);
  return Number(match[1].replace(/\./g, ''));
}

/** 4250 → 4.250, as the portal writes a quantity (§5). */
function formatted(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

test('mario.rossi submits a gas reading — bad values refused in Italian, the typed value kept; the sent reading confirmed and first in the history', async ({
  page,
}) => {
  await openSignedIn(page, '/retail/selfRead', 'mario.rossi@demo.it');
  const errors = watchConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Autolettura' })).toBeVisible();
  const meter = page.getByRole('region', { name: 'Il contatore' });
  await expect(meter).toContainText(/G\d{10}/);
  const history = page.getByRole('table', { name: 'Le ultime letture del contatore' });
  await expect(history.locator('tbody tr').first()).toBeVisible();
  const last = smc(await history.locator('tbody tr').first().innerText());
  await expectAccessible(page);
  await keepScreenshot(page, 'retail-self-read-1280');

  const field = page.getByLabel('Lettura del contatore (Smc)');
  const send = page.getByRole('button', { name: 'Invia la lettura' });
  const summary = page.getByRole('alert', { name: 'C’è un problema' });

  await field.fill('12a4');
  await send.click();
  await expect(summary).toContainText(
    'La lettura può contenere solo cifre, senza virgola, punti o spazi',
  );
  await expect(summary).toBeFocused();
  await expect(field).toHaveValue('12a4');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await field.fill(String(last - 1));
  await send.click();
  await expect(summary).toContainText('La lettura non può essere inferiore all’ultima');
  await expect(field).toHaveValue(String(last - 1));

  await field.fill('123456');
  await send.click();
  await expect(summary).toContainText('Il tuo contatore ha 5 cifre intere');

  const value = last + 5;
  await field.fill(String(value));
  await send.click();
  const sent = page.getByRole('region', { name: 'Lettura inviata' });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(`${formatted(value)} Smc`);
  await expect(sent).toContainText(/matricola G\d{10}, PDR \d{14}/);
  await expect(history.locator('tbody tr').first()).toContainText(`${formatted(value)} Smc`);
  await expect(history.locator('tbody tr').first()).toContainText('Autolettura');
  await expectAccessible(page);
  await keepScreenshot(page, 'retail-self-read-sent-1280');

  // After a reload the reading is still the last one (upstream has it).
  await page.reload();
  await expect(
    page
      .getByRole('table', { name: 'Le ultime letture del contatore' })
      .locator('tbody tr')
      .first(),
  ).toContainText(`${formatted(value)} Smc`);

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByLabel('Lettura del contatore (Smc)')).toBeVisible();
  await expectNoSidewaysScroll(page, '/retail/selfRead');
  await expectAccessible(page);
  await keepScreenshot(page, 'retail-self-read-360');
  expect(errors).toEqual([]);
});

test('anna.huber (German) has no gas contract that takes readings — the page says why, in German', async ({
  page,
}) => {
  await openSignedIn(page, '/de/retail/selfRead', 'anna.huber@demo.it');
  const errors = watchConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Selbstablesung' })).toBeVisible();
  await expect(page.getByText('Die Selbstablesung ist nicht möglich')).toBeVisible();
  await expect(page.getByText(/Kein Gasvertrag von Anna Huber/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zum Kundenservice' })).toHaveAttribute(
    'href',
    '/de/retail/assistance/writeus',
  );
  await expect(page.getByLabel('Zählerstand (Smc)')).toHaveCount(0);
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page, '/de/retail/selfRead');
  await keepScreenshot(page, 'retail-self-read-de-not-allowed-360');
  expect(errors).toEqual([]);
});

test('condominio.aurora may self-read, but its window opens later — the page says when, and offers no form', async ({
  page,
}) => {
  await openSignedIn(page, '/retail/selfRead', 'condominio.aurora@demo.it');
  const errors = watchConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Autolettura' })).toBeVisible();
  await expect(
    page.getByText(
      /non è ancora aperta: si apre il \d{2}\/\d{2}\/\d{4} e si chiude il \d{2}\/\d{2}\/\d{4}/,
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Lettura del contatore (Smc)')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Il contatore' })).toContainText(/G\d{10}/);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
