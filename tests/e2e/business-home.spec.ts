// The business home (§2 /corporate, /pa, /pa-non-conv, /consortia; dashboard
// layout) for acme, comune.verona, asl.trento and consorzio in Italian and German: per commodity of
// the menu the bills to pay and overdue, the supplies by §4 status and the open requests, the
// latest notifications and export jobs, each part linking to a real page; no placeholder, no
// console error, no serious axe finding, no sideways scroll at 360 px. The consortium switches its
// member registry in the header and the figures follow; it can ask for all members too.
import { matchRoute } from '@portal/shared/routes';
import { expect, test, type Locator, type Page } from './support/fixtures.ts';
import {
  callApi,
  expectAccessible,
  expectNoSidewaysScroll,
  keepScreenshot,
  openSignedIn,
  portalUrl,
  signInThroughIdp,
} from './support/portal.ts';
import { watchConsole } from './support/sweep.ts';

const TEXT = {
  it: {
    prefix: '',
    title: 'Riepilogo',
    light: 'Luce',
    gas: 'Gas',
    bills: 'Fatture da pagare',
    toPay: 'Da pagare',
    nothingToPay: 'Tutto pagato',
    supplies: /^\d+ fornitur[ae]$/,
    notifications: 'Ultime notifiche',
    exports: 'Ultime esportazioni',
    exportOf: /^PDF di \d+ fattur[ae]$/,
    jobStatus:
      /^(Creata|In attesa di attivazione|In coda|In corso|In completamento|Pronta|Annullata|Non riuscita)$/,
    invoicesLink: 'Vai alle fatture luce',
    invoicesTitle: 'Fatture luce',
    switcher: 'Anagrafica',
    scope: 'Dati di',
    all: /^Tutte le anagrafiche del consorzio/,
    placeholder: /in preparazione/i,
  },
  de: {
    prefix: '/de',
    title: 'Übersicht',
    light: 'Strom',
    gas: 'Gas',
    bills: 'Offene Rechnungen',
    toPay: 'Zu zahlen',
    nothingToPay: 'Alles bezahlt',
    supplies: /^\d+ Lieferstellen?$/,
    notifications: 'Neueste Mitteilungen',
    exports: 'Letzte Exporte',
    exportOf: /^PDF von \d+ Rechnung(en)?$/,
    jobStatus:
      /^(Erstellt|Wartet auf Aktivierung|In der Warteschlange|Läuft|Wird abgeschlossen|Fertig|Abgebrochen|Fehlgeschlagen)$/,
    invoicesLink: 'Zu den Stromrechnungen',
    invoicesTitle: 'Stromrechnungen',
    switcher: 'Stammdaten',
    scope: 'Daten von',
    all: /^Alle Stammdaten des Konsortiums/,
    placeholder: /in Vorbereitung/i,
  },
} as const;

const CUSTOMERS = [
  { segment: 'corporate', email: 'acme@demo.it' },
  { segment: 'pa', email: 'comune.verona@demo.it' },
  { segment: 'pa-non-conv', email: 'asl.trento@demo.it' },
  { segment: 'consortia', email: 'consorzio@demo.it' },
] as const;

const NOT_FOUND = /Page not found|Pagina non trovata|Seite nicht gefunden/i;

async function loaded(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

/** Starts an export of the customer's two newest invoices through the API, as the downloads page does. */
async function startExport(page: Page) {
  const { invoices } = await callApi<{ invoices: { nodes: Array<{ id: string }> } }>(
    page,
    'Invoices',
  );
  const ids = invoices.nodes.slice(0, 2).map((node) => node.id);
  expect(ids.length).toBeGreaterThan(0);
  await callApi(page, 'StartInvoiceExport', { invoiceIds: ids });
}

/** A commodity's card shows real figures: an amount to pay or the positive "all paid", supplies, requests. */
async function expectFigures(card: Locator, text: (typeof TEXT)['it' | 'de']) {
  await expect(card.getByRole('heading', { level: 3, name: text.bills })).toBeVisible();
  const toPay = card.getByRole('group', { name: text.toPay });
  if ((await toPay.count()) > 0) await expect(toPay).toContainText(/\d[\d.]*,\d{2} €/);
  else await expect(card.getByText(text.nothingToPay)).toBeVisible();
  await expect(card.getByText(text.supplies)).toBeVisible();
  await expect(card.locator('[data-state="unavailable"]')).toHaveCount(0);
}

for (const { segment, email } of CUSTOMERS) {
  for (const language of ['it', 'de'] as const) {
    const text = TEXT[language];
    const path = `${text.prefix}/${segment}`;

    test(`${path} shows what needs attention, each part linking to its page (${email})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await openSignedIn(page, path, email);
      const errors = watchConsole(page);
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await loaded(page);
      await expect(page.getByText(text.placeholder)).toHaveCount(0);
      const light = page.getByRole('region', { name: text.light, exact: true });
      const gas = page.getByRole('region', { name: text.gas, exact: true });
      await expectFigures(light, text);
      await expectFigures(gas, text);
      await expect(page.getByRole('region', { name: text.notifications })).toBeVisible();
      const exports = page.getByRole('region', { name: text.exports });
      await expect(exports).toBeVisible();
      if (segment === 'corporate') {
        // An export started now is the newest job, listed with its §4 status in words.
        await startExport(page);
        await page.reload();
        await loaded(page);
        await expect(exports.getByText(text.exportOf).first()).toBeVisible();
        await expect(exports.getByText(text.jobStatus).first()).toBeVisible();
      }
      await expectAccessible(page);
      await keepScreenshot(page, `business-home-${segment}-${language}-1280`);

      // Every link of the home leads to a page of the portal, never a 404: each names a route of the
      // segment in the page's language — the sweeps open every such route in both languages
      // (business-routes.spec.ts, convention-routes.spec.ts) — and a link to one record (a route
      // with an id) is opened here.
      const hrefs = await page
        .locator('main')
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThanOrEqual(8);
      for (const href of new Set(hrefs.map((h) => h.split('?')[0] ?? h))) {
        expect(href.startsWith(`${path}/`), `${href} is a page of ${path}`).toBe(true);
        const match = matchRoute(href);
        expect(match?.route.metaType, `${href} is a route of ${segment}`).toBe(segment);
        expect(match?.locale ?? null, `${href} is in ${language}`).toBe(
          language === 'de' ? 'de' : null,
        );
        if (match?.route.params.length === 0) continue;
        const response = await page.goto(portalUrl(href));
        expect(response?.status(), href).toBe(200);
        await expect(page, `${href} stays where it is`).toHaveURL((url) => url.pathname === href);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('main')).not.toContainText(NOT_FOUND);
      }

      // The invoices link, followed by a click, opens the real light invoices page.
      await page.goto(portalUrl(path));
      await loaded(page);
      await light.getByRole('link', { name: text.invoicesLink }).click();
      await expect(page).toHaveURL((url) => url.pathname === `${path}/light/invoices`);
      await expect(page.getByRole('heading', { level: 1, name: text.invoicesTitle })).toBeVisible();

      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(portalUrl(path));
      await loaded(page);
      await expectFigures(light, text);
      await expectNoSidewaysScroll(page, path);
      await expectAccessible(page);
      await keepScreenshot(page, `business-home-${segment}-${language}-360`);
      expect(errors).toEqual([]);
    });
  }
}

for (const language of ['it', 'de'] as const) {
  const text = TEXT[language];
  const path = `${text.prefix}/consortia`;

  test(`§1: ${path} follows the member registry switched in the header, and can show all members`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // The header's switch changes the session: a session of this test's own.
    await signInThroughIdp(page, path, 'consorzio@demo.it');
    const errors = watchConsole(page);
    await loaded(page);
    const main = page.locator('main');
    const scope = main.getByLabel(text.scope);
    const switcher = page.getByRole('banner').getByLabel(text.switcher, { exact: true });
    const before = await switcher.inputValue();
    const figures = async () =>
      (await main.getByRole('region', { name: text.light, exact: true }).innerText()) +
      (await main.getByRole('region', { name: text.gas, exact: true }).innerText());
    const first = await figures();
    const firstName = await scope.locator('option').first().innerText();
    await expect(switcher.locator('option:checked')).toHaveText(firstName);

    // Another member registry in the header's switcher: the home's figures are that registry's.
    const options = await switcher
      .locator('option')
      .evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value));
    const next = options.find((value) => value !== before);
    expect(next).toBeTruthy();
    await switcher.selectOption(next!);
    await expect(switcher).toHaveValue(next!);
    await expect(page).toHaveURL((url) => url.pathname === path);
    const nextName = await switcher.locator('option:checked').innerText();
    await expect(scope.locator('option').first()).toHaveText(nextName);
    await loaded(page);
    await expectFigures(main.getByRole('region', { name: text.light, exact: true }), text);
    await expect.poll(figures).not.toBe(first);
    const second = await figures();

    // All members together, kept in the address.
    await scope.selectOption({ label: (await scope.locator('option').nth(1).innerText()).trim() });
    await expect(scope.locator('option:checked')).toHaveText(text.all);
    await expect(page).toHaveURL(/[?&]registries=all/);
    await loaded(page);
    await expect.poll(figures).not.toBe(second);
    await page.reload();
    await loaded(page);
    await expect(scope.locator('option:checked')).toHaveText(text.all);
    await expectAccessible(page);
    await keepScreenshot(page, `business-home-consortia-all-${language}`);

    // Back to the registry the test found, for the tests after this one.
    await switcher.selectOption(before);
    await expect(switcher).toHaveValue(before);
    expect(errors).toEqual([]);
  });
}
