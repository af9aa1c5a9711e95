// The business operations page through the real flow (sandbox → BFF → page) —
// acme's light requests filtered by state and type and one request's history opened; the German
// pa-non-conv gas page narrowed to the days requests were opened; the pa page; a consortium's
// members one at a time and all together. Real rows with their §4 state in words, the filters in
// the address, no placeholder, no console error, no serious axe finding, no sideways scroll at
// 360 px.
import { expect, test, type Page } from './support/fixtures.ts';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  keepScreenshot,
  openSignedIn,
} from './support/portal.ts';
import { watchConsole } from './support/sweep.ts';

/** §4 words of the states, as the page shows them. */
const STATES = {
  it: ['Trasmesso', 'In Lavorazione', 'Accettato', 'Respinto', 'Annullato'],
  de: ['Übermittelt', 'In Bearbeitung', 'Angenommen', 'Abgelehnt', 'Storniert'],
} as const;

/** A phone's width: the list turns into cards (a media query), then nothing may scroll sideways. */
async function atPhoneWidth(page: Page, caption: string, what: string) {
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole('table', { name: caption })).toHaveCount(0);
  await expectNoSidewaysScroll(page, what);
}

/** The rows of the list once loaded (its count announced, nothing busy). */
async function loadedRows(page: Page, caption: string, count: RegExp) {
  await expect(page.getByRole('status').filter({ hasText: count })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const table = page.getByRole('table', { name: caption });
  // A request's row holds its history button; an opened history adds a row of its own.
  const rows = table.locator('tbody tr').filter({ has: page.getByRole('button') });
  expect(await rows.count()).toBeGreaterThan(0);
  return { table, rows };
}

/** The text of a row's cell, by its column's position. */
const cell = (row: ReturnType<Page['locator']>, column: number) =>
  row.locator('td').nth(column).innerText();

test('acme’s light requests filtered by state and type, one history opened (it)', async ({
  page,
}) => {
  const path = '/corporate/light/operations';
  await openSignedIn(page, path, 'acme@demo.it');
  const errors = watchConsole(page);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1, name: 'Operazioni luce' })).toBeVisible();
  await expect(page.getByText(/in preparazione/i)).toHaveCount(0);
  const { rows } = await loadedRows(page, 'Elenco delle richieste', /^\d+ richiest[ae]$/);
  // Real requests in several §4 states.
  const shown = new Set<string>();
  for (let i = 0; i < (await rows.count()); i++) shown.add((await cell(rows.nth(i), 1)).trim());
  expect(shown.size).toBeGreaterThan(1);
  for (const state of shown) expect(STATES.it).toContain(state);
  await expect(rows.first().locator('td').nth(3)).toHaveText(/^IT\d{3}E/);
  await expectAccessible(page);

  // By state: every row accepted, the choice in the address.
  await page.getByLabel('Stato', { exact: true }).selectOption({ label: 'Accettato' });
  await expect(page).toHaveURL(/[?&]state=ACCEPTED\b/);
  const accepted = await loadedRows(page, 'Elenco delle richieste', /^\d+ richiest[ae]$/);
  await expect(accepted.rows.locator('td:nth-child(2)')).toHaveText(
    Array(await accepted.rows.count()).fill('Accettato'),
  );

  // And by the type of the first accepted request.
  const type = (await cell(accepted.rows.first(), 0)).trim();
  await page.getByLabel('Tipo di richiesta').selectOption({ label: type });
  await expect(page).toHaveURL(/[?&]kind=[A-Z_]+/);
  const narrowed = await loadedRows(page, 'Elenco delle richieste', /^\d+ richiest[ae]$/);
  const count = await narrowed.rows.count();
  await expect(narrowed.rows.locator('td:nth-child(1)')).toHaveText(Array(count).fill(type));
  await expect(narrowed.rows.locator('td:nth-child(2)')).toHaveText(Array(count).fill('Accettato'));

  // A reload keeps the filters.
  await page.reload();
  await expect(page.getByLabel('Stato', { exact: true })).toHaveValue('ACCEPTED');
  const reloaded = await loadedRows(page, 'Elenco delle richieste', /^\d+ richiest[ae]$/);
  expect(await reloaded.rows.count()).toBe(count);

  // One request's history: Trasmesso first, its state last, each step dated.
  const toggle = reloaded.rows.first().getByRole('button');
  await expect(toggle).toHaveText(/^Mostra storico/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const history = page.getByRole('list', { name: /^Storico della richiesta n\. \d+$/ });
  await expect(history).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-controls', (await history.getAttribute('id')) ?? '');
  const steps = history.getByRole('listitem');
  expect(await steps.count()).toBeGreaterThanOrEqual(3);
  await expect(steps.first()).toContainText('Trasmesso');
  await expect(steps.last()).toContainText('Accettato');
  await expect(steps.first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expectAccessible(page);
  await keepScreenshot(page, 'operations-acme-light-1280');

  await atPhoneWidth(page, 'Elenco delle richieste', path);
  // Under 768 px each request is a card; its history stays open inside it.
  const card = page
    .getByRole('list', { name: 'Elenco delle richieste' })
    .getByRole('listitem')
    .first();
  await expect(card.getByRole('button', { name: /^Nascondi storico/ })).toBeVisible();
  await expect(card.getByRole('list', { name: /^Storico della richiesta/ })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, 'operations-acme-light-360');
  expect(errors).toEqual([]);
});

test('asl.trento’s gas requests in German, narrowed to the days they were opened', async ({
  page,
}) => {
  const path = '/de/pa-non-conv/gas/operations';
  await openSignedIn(page, path, 'asl.trento@demo.it');
  const errors = watchConsole(page);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Vorgänge Gas' })).toBeVisible();
  await expect(page.getByText(/in Vorbereitung/i)).toHaveCount(0);
  const all = await loadedRows(page, 'Liste der Anträge', /^\d+ Anträge$/);
  const total = Number((await page.getByText(/^\d+ Anträge$/).innerText()).split(' ')[0]);
  await expect(all.rows.first().locator('td').nth(3)).toHaveText(/^\d{14}$/);
  for (let i = 0; i < (await all.rows.count()); i++)
    expect(STATES.de).toContain((await cell(all.rows.nth(i), 1)).trim());

  // The last 60 days, typed into the §9 picker as its format asks (§5).
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const range = page.getByLabel('Eröffnet zwischen');
  await range.fill(`${day(-60)} ~ ${day(0)}`);
  await range.press('Enter');
  await expect(page).toHaveURL(new RegExp(`from=${day(-60)}&to=${day(0)}`));
  const status = page.getByRole('status').filter({ hasText: /^\d+ (Antrag|Anträge)$/ });
  // The address changes before the list does: wait for the list of the 60 days.
  const shown = async () => Number((await status.innerText()).split(' ')[0]);
  await expect.poll(shown).toBeLessThan(total);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const recent = await shown();
  if (recent === 0) {
    await expect(page.getByText(/Kein Antrag entspricht den gewählten Filtern/)).toBeVisible();
  } else {
    const rows = page
      .getByRole('table', { name: 'Liste der Anträge' })
      .locator('tbody tr')
      .filter({ has: page.getByRole('button') });
    for (let i = 0; i < (await rows.count()); i++) {
      const [dd, mm, yyyy] = (await cell(rows.nth(i), 4)).trim().split('/');
      expect(`${yyyy}-${mm}-${dd}` >= day(-60)).toBe(true);
    }
  }
  await expectAccessible(page);
  await keepScreenshot(page, 'operations-asl-gas-de');
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page, path);
  expect(errors).toEqual([]);
});

test('comune.verona’s gas requests (pa, it)', async ({ page }) => {
  const path = '/pa/gas/operations';
  await openSignedIn(page, path, 'comune.verona@demo.it');
  const errors = watchConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Operazioni gas' })).toBeVisible();
  const { rows } = await loadedRows(page, 'Elenco delle richieste', /^\d+ richiest[ae]$/);
  await expect(rows.first().locator('td').nth(3)).toHaveText(/^\d{14}$/);
  await expect(page.getByText(/in preparazione/i)).toHaveCount(0);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('a consortium’s selected member, then all its members with whose each request is', async ({
  page,
}) => {
  const path = '/consortia/light/operations';
  await openSignedIn(page, path, 'consorzio@demo.it');
  const errors = watchConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Operazioni luce' })).toBeVisible();
  const one = await loadedRows(page, 'Elenco delle richieste', /^\d+ richiest[ae]$/);
  const first = Number((await page.getByText(/^\d+ richiest[ae]$/).innerText()).split(' ')[0]);
  const registry = page.getByLabel('Azienda');
  await expect(registry).not.toHaveValue('all');
  const owners = (table: ReturnType<Page['locator']>) =>
    table.locator('tbody td:first-child > span');
  await expect(owners(one.table)).toHaveCount(0);

  await registry.selectOption('all');
  await expect(page).toHaveURL(/[?&]registry=all\b/);
  const all = await loadedRows(page, 'Elenco delle richieste', /^\d+ richiest[ae]$/);

  // The address changes before the list does: wait for the list of all members.
  const count = async () =>
    Number((await page.getByText(/^\d+ richiest[ae]$/).innerText()).split(' ')[0]);
  await expect.poll(count).toBeGreaterThan(first);
  // Whose each request is, under its type: the consortium's members.
  await expect(owners(all.table)).toHaveCount(await all.rows.count());
  const names = new Set(
    (await owners(all.table).allInnerTexts()).map((text) =>
      text.replace(/^Azienda:\s*/, '').trim(),
    ),
  );
  expect(names.size).toBeGreaterThan(1);
  for (const name of names) expect(name).not.toBe('—');
  await expectAccessible(page);
  await keepScreenshot(page, 'operations-consortium-all');

  await atPhoneWidth(page, 'Elenco delle richieste', path);
  await expectAccessible(page);
  await keepScreenshot(page, 'operations-consortium-all-360');
  expect(errors).toEqual([]);
});
