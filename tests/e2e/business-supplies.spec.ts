// Issue 12 item 3: the business supplies and green energy pages — every POD/PDR of a commodity with
// its site, address, §4 status, product, power or meter class and annual consumption, searched,
// filtered and paged on the server; the renewable supplies with their certificate, share, CO₂
// avoided and the totals. Real demo accounts (acme, comune.verona, asl.trento, consorzio) in it and
// de: real rows, no placeholder, no console error, no serious axe finding, no sideways scroll at
// 360 px. acme's search, filters and page 2 run on the large data set (SANDBOX_SCALE=large: 1,400
// power supplies), in a portal of their own.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, keepScreenshot, openSignedIn } from './support/portal.ts';

const TEXT = {
  it: {
    prefix: '',
    title: { light: 'Forniture luce', gas: 'Forniture gas' },
    greenTitle: { light: 'Energia verde luce', gas: 'Energia verde gas' },
    caption: 'Elenco delle forniture',
    greenCaption: 'Elenco delle forniture con energia verde',
    count: /^(\d+) fornitur[ae]$/,
    greenCount: /^(\d+) fornitur[ae] con energia verde$/,
    point: { light: 'POD', gas: 'PDR' },
    kind: { light: 'Potenza impegnata', gas: 'Classe del contatore' },
    search: 'Cerca',
    status: 'Stato',
    site: 'Sede',
    active: 'Attivo',
    next: 'Successiva',
    page: (n: number) => new RegExp(`^Pagina ${n} di \\d+$`),
    openContract: /^Apri il contratto della fornitura /,
    totals: 'Totali delle forniture con energia verde',
    co2: 'CO₂ evitata in un anno',
    certificate: /Garanzia di Origine/,
    greenEmpty: 'Nessuna fornitura di questo tipo ha energia da fonti rinnovabili.',
    memberChoice: 'Anagrafica intestataria',
    placeholder: /in preparazione/i,
  },
  de: {
    prefix: '/de',
    title: { light: 'Stromlieferstellen', gas: 'Gaslieferstellen' },
    greenTitle: { light: 'Grüner Strom', gas: 'Grünes Gas' },
    caption: 'Liste der Lieferstellen',
    greenCaption: 'Liste der Lieferstellen mit grüner Energie',
    count: /^(\d+) Lieferstellen?$/,
    greenCount: /^(\d+) Lieferstellen? mit grüner Energie$/,
    point: { light: 'POD', gas: 'PDR' },
    kind: { light: 'Vertragsleistung', gas: 'Zählerklasse' },
    search: 'Suchen',
    status: 'Status',
    site: 'Standort',
    active: 'Aktiv',
    next: 'Weiter',
    page: (n: number) => new RegExp(`^Seite ${n} von \\d+$`),
    openContract: /^Vertrag der Lieferstelle .+ öffnen$/,
    totals: 'Summen der Lieferstellen mit grüner Energie',
    co2: 'Vermiedenes CO₂ pro Jahr',
    certificate: /Garanzia di Origine/,
    greenEmpty: 'Keine Lieferstelle dieser Art bezieht Energie aus erneuerbaren Quellen.',
    memberChoice: 'Stammdaten des Vertragsinhabers',
    placeholder: /in Vorbereitung/i,
  },
} as const;
type Language = keyof typeof TEXT;

const CUSTOMERS = [
  { segment: 'corporate', email: 'acme@demo.it' },
  { segment: 'pa', email: 'comune.verona@demo.it' },
  { segment: 'pa-non-conv', email: 'asl.trento@demo.it' },
  { segment: 'consortia', email: 'consorzio@demo.it' },
] as const;

/** Column of each value in the supplies table (SupplyTable, variant 'all'). */
const COLUMN = { point: 0, status: 1, site: 2, consumption: 5 } as const;

/** The site's name, the first line of its cell (the address is under it). */
const siteNameOf = (cell: string) => cell.split('\n')[0]?.trim() ?? '';

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
}

/** The table's rows once the page's answer is on screen (not a skeleton, not a revalidation). */
async function settledRows(page: Page, caption: string): Promise<Locator> {
  const region = page.getByRole('region', { name: caption });
  await expect(region.locator('table')).toHaveAttribute('aria-busy', 'false');
  const rows = region.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  return rows;
}

async function countOf(page: Page, pattern: RegExp): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: pattern });
  await expect(status).toBeVisible();
  return Number(pattern.exec((await status.innerText()).trim())?.[1]);
}

async function cells(rows: Locator, column: number): Promise<string[]> {
  return (await rows.locator(`td:nth-child(${column + 1})`).allInnerTexts()).map((t) => t.trim());
}

function pathOf(language: Language, segment: string, commodity: 'gas' | 'light', green = false) {
  return `${TEXT[language].prefix}/${segment}/${commodity}/supplies${green ? '/greenEnergy' : ''}`;
}

for (const { segment, email } of CUSTOMERS) {
  for (const language of ['it', 'de'] as const) {
    const text = TEXT[language];
    // Light in Italian, gas in German for the public bodies; the consortium's light both ways.
    const commodity = language === 'de' && segment.startsWith('pa') ? 'gas' : 'light';

    test(`issue 12 item 3 / §2, §3, §4: ${email} (${segment}, ${language}) sees the ${commodity} supplies and green energy pages with real data`, async ({
      page,
    }) => {
      await openSignedIn(page, pathOf(language, segment, commodity), email);
      // Before sign-in the session probe answers 401: errors count from the signed-in portal on.
      const errors = watchConsole(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(
        page.getByRole('heading', { level: 1, name: text.title[commodity] }),
      ).toBeVisible();
      let rows = await settledRows(page, text.caption);
      const total = await countOf(page, text.count);
      expect(total).toBeGreaterThan(0);
      const table = page.getByRole('region', { name: text.caption });
      await expect(
        table.getByRole('columnheader', { name: text.point[commodity], exact: true }),
      ).toBeVisible();
      await expect(table.getByRole('columnheader', { name: text.kind[commodity] })).toBeVisible();
      // Real points: POD IT…E…, PDR digits; each with a §4 status in words and a consumption.
      for (const point of await cells(rows, COLUMN.point))
        expect(point).toMatch(commodity === 'light' ? /^IT\d{3}E\d+$/ : /^\d{14}$/);
      for (const status of await cells(rows, COLUMN.status)) expect(status).not.toBe('');
      for (const quantity of await cells(rows, COLUMN.consumption))
        expect(quantity).toMatch(/^[\d.]+(,\d+)? (kWh|Smc)$/);
      await expect(page.getByText(text.placeholder)).toHaveCount(0);
      const contractLinks = table.getByRole('link', { name: text.openContract });
      if (segment === 'consortia') {
        // §2: consortia have no contracts pages; a consortium chooses among its members.
        await expect(contractLinks).toHaveCount(0);
        await expect(page.getByLabel(text.memberChoice, { exact: true })).toHaveValue('');
      } else {
        await expect(contractLinks.first()).toBeVisible();
      }
      await expectAccessible(page);

      if (segment !== 'consortia' && language === 'de') {
        // The contract of a supply opens its contract page.
        await contractLinks.first().click();
        await expect(page).toHaveURL(new RegExp(`/de/${segment}/${commodity}/contracts/\\d+$`));
        await expect(page.getByRole('heading', { level: 1, name: /^Vertrag / })).toBeVisible();
        await page.goBack();
        rows = await settledRows(page, text.caption);
      }

      await page.goto(page.url().replace(/\/supplies.*$/, '/supplies/greenEnergy'));
      await expect(
        page.getByRole('heading', { level: 1, name: text.greenTitle[commodity] }),
      ).toBeVisible();
      const empty = page.getByText(text.greenEmpty);
      const totals = page.getByRole('region', { name: text.totals });
      await expect(empty.or(totals)).toBeVisible();
      if (await totals.isVisible()) {
        const green = await countOf(page, text.greenCount);
        expect(green).toBeGreaterThan(0);
        await expect(totals.getByRole('group', { name: text.co2 })).toContainText(/\d/);
        const greenRows = await settledRows(page, text.greenCaption);
        await expect(greenRows.first()).toContainText(text.certificate);
      }
      await expect(page.getByText(text.placeholder)).toHaveCount(0);
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });
  }
}

test('issue 12 item 3 / §2: the consortium’s green energy page in German — its members’ renewable supplies, certificate, CO₂ and totals; at 360 px stacked cards', async ({
  page,
}) => {
  const text = TEXT.de;
  await openSignedIn(page, pathOf('de', 'consortia', 'light', true), 'consorzio@demo.it');
  const errors = watchConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: text.greenTitle.light })).toBeVisible();
  const rows = await settledRows(page, text.greenCaption);
  const count = await countOf(page, text.greenCount);
  expect(count).toBeGreaterThan(0);
  await expect(rows).toHaveCount(Math.min(count, 20));
  for (const row of await rows.all()) await expect(row).toContainText(text.certificate);
  const totals = page.getByRole('region', { name: text.totals });
  await expect(totals).toContainText(String(count));
  await expect(totals.getByRole('group', { name: text.co2 })).toContainText(/\d+(,\d+)? (t|kg)/);
  await expect(page.getByLabel(text.memberChoice, { exact: true })).toHaveValue('');
  await keepScreenshot(page, 'business-green-energy-de-1280');
  await expectAccessible(page);

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 2, name: /^POD IT\d{3}E\d+$/ }).first(),
  ).toBeVisible();
  await expectNoSidewaysScroll(page, 'the green energy page');
  await keepScreenshot(page, 'business-green-energy-de-360');
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('issue 12 item 3: the supplies page at 360 px — one card per supply, nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openSignedIn(page, '/pa/light/supplies', 'comune.verona@demo.it');
  const errors = watchConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Forniture luce' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: /^POD IT\d{3}E\d+$/ }).first(),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'the supplies page');
  await keepScreenshot(page, 'business-supplies-it-360');
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test.describe('at SANDBOX_SCALE=large (acme: 1,400 power supplies)', () => {
  let child: ChildProcess | undefined;
  let portal = '';
  let sandbox = '';

  test.beforeAll(async () => {
    const repo = fileURLToPath(new URL('../../', import.meta.url));
    const started = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/e2e/support/portal-server.ts'],
      {
        cwd: repo,
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, NODE_ENV: 'test', E2E_SANDBOX_SCALE: 'large' },
      },
    );
    child = started;
    const urls = await new Promise<{ portal: string; sandbox: string }>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error('the large portal did not start')), 90_000);
      started.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString('utf8');
        const p = /PORTAL_URL=(\S+)/.exec(out)?.[1];
        const s = /SANDBOX_URL=(\S+)/.exec(out)?.[1];
        if (p && s) {
          clearTimeout(timer);
          resolve({ portal: p, sandbox: s });
        }
      });
      started.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the large portal exited with code ${code}`));
      });
    });
    portal = urls.portal;
    sandbox = urls.sandbox;
  });

  test.afterAll(async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });

  /** openSignedIn against the large portal and its own identity provider. */
  async function signedIn(page: Page, path: string, email: string) {
    await page.goto(new URL(path, portal).href);
    if (new URL(page.url()).pathname === '/login') {
      await page.getByRole('link', { name: 'Accedi' }).click();
    }
    await expect(page).toHaveURL((url) => url.origin === new URL(sandbox).origin);
    await page.getByLabel(/^E-?mail$/i).fill(email);
    await page.getByLabel(/^Passwor[dt]$/).fill('demo');
    await page.getByRole('button', { name: /^(Accedi|Anmelden)$/ }).click();
    await page.waitForURL((url) => url.origin === new URL(portal).origin);
  }

  test('issue 12 item 3 / §2, §4: acme searches its light supplies by locality, filters by status and site, pages to page 2 — all in the address', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT.it;
    await signedIn(page, '/corporate/light/supplies', 'acme@demo.it');
    const errors = watchConsole(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Forniture luce' })).toBeVisible();
    let rows = await settledRows(page, text.caption);
    expect(await countOf(page, text.count)).toBe(1400);
    await expect(rows).toHaveCount(20);
    await keepScreenshot(page, 'business-supplies-it-1280');
    await expectAccessible(page);

    // Search by the locality of the first supply: a few hundred of the 1,400.
    const address = (await cells(rows, COLUMN.site))[0] ?? '';
    const locality = /\d{5} ([^(]+) \(/.exec(address)?.[1]?.trim() ?? '';
    expect(locality).not.toBe('');
    await page.getByRole('searchbox', { name: text.search }).fill(locality.toUpperCase());
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(locality.toUpperCase());
    await expect.poll(async () => countOf(page, text.count)).toBeLessThan(1400);
    const found = await countOf(page, text.count);
    expect(found).toBeGreaterThan(20);
    rows = await settledRows(page, text.caption);
    for (const shown of await cells(rows, COLUMN.site)) expect(shown).toContain(locality);

    // Status: every supply shown is Attivo.
    await page.getByLabel(text.status, { exact: true }).selectOption('ACTIVE');
    await expect(page).toHaveURL(/[?&]status=ACTIVE/);
    rows = await settledRows(page, text.caption);
    for (const status of await cells(rows, COLUMN.status)) expect(status).toBe(text.active);
    const filtered = await countOf(page, text.count);

    // Page 2 of the search, from the server; the address keeps it over a reload.
    const firstOfPage1 = (await cells(rows, COLUMN.point))[0];
    await page.getByRole('button', { name: text.next }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(text.page(2))).toBeVisible();
    rows = await settledRows(page, text.caption);
    expect((await cells(rows, COLUMN.point))[0]).not.toBe(firstOfPage1);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: text.search })).toHaveValue(
      locality.toUpperCase(),
    );
    await expect(page.getByText(text.page(2))).toBeVisible();
    expect(await countOf(page, text.count)).toBe(filtered);

    // One site of the supplies shown: every supply listed is at that site, back on page 1.
    const siteName = siteNameOf((await cells(rows, COLUMN.site))[0] ?? '');
    const siteSelect = page.getByLabel(text.site, { exact: true });
    const siteId = await siteSelect.evaluate(
      (select: HTMLSelectElement, wanted: { name: string; locality: string }) =>
        [...select.options].find(
          (o) => o.text.startsWith(`${wanted.name} – `) && o.text.endsWith(wanted.locality),
        )?.value ?? '',
      { name: siteName, locality },
    );
    expect(siteId).not.toBe('');
    await siteSelect.selectOption(siteId);
    await expect(page).toHaveURL(new RegExp(`[?&]site=${siteId}`));
    await expect(page).not.toHaveURL(/[?&]page=/);
    rows = await settledRows(page, text.caption);
    for (const site of await cells(rows, COLUMN.site)) expect(siteNameOf(site)).toBe(siteName);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
