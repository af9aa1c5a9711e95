// The retail notifications, loyalty bonus, services and downloads pages, for
// mario.rossi in Italian and anna.huber in German — real data from the sandbox, no placeholder,
// no console error, no serious axe finding, no sideways scroll at 360 px. Notifications are marked
// read one and all, which lasts after a reload; a notification leads to its bill; a document is
// downloaded as a real PDF. The sandbox is reset before and after (marking read changes it).
import { readFileSync } from 'node:fs';
import { pdfLines } from '@portal/sandbox/pdf-text';
import { expect, test, type Page } from './support/fixtures.ts';
import {
  expectAccessible,
  keepScreenshot,
  openSignedIn,
  portalUrl,
  resetSandbox,
} from './support/portal.ts';
import { watchConsole } from './support/sweep.ts';

const TEXT = {
  it: {
    prefix: '',
    notifications: 'Notifiche',
    unread: /^Hai (\d+) notifich[ae] da leggere\.$/,
    allRead: 'Hai letto tutte le notifiche.',
    newBill: 'Nuova bolletta disponibile',
    markRead: /^Segna come letta: /,
    markAll: 'Segna tutte come lette',
    seeBill: 'Vedi la bolletta',
    loyalty: 'Bonus fedeltà',
    loyaltyState: 'Il tuo bonus',
    how: 'Come funziona',
    programLevels: 'Bronzo da 0 punti, Argento da 500 punti e Oro da 1.500 punti',
    movement: /Pagamento puntuale/,
    services: 'I miei servizi',
    digitalBill: 'Bolletta digitale',
    changePayment: /^Cambia modalità di pagamento della fornitura /,
    news: 'Novità',
    downloads: 'Documenti e download',
    documents: 'Documenti da scaricare',
    conditions: /^Condizioni generali di fornitura – contratto /,
    sepa: 'Scarica il PDF: Modulo di mandato per l’addebito diretto SEPA',
    matching: /^\d+ fattur[ae] rispond/,
    jobs: 'Esportazioni avviate',
    offer: 'offerta',
    sepaSections: ['Dati del cliente', 'Dati del conto', 'Autorizzazione', 'Firma e invio'],
    businessNews: /imprese|aziend/i,
  },
  de: {
    prefix: '/de',
    notifications: 'Mitteilungen',
    unread: /^Sie haben (\d+) ungelesene Mitteilung(en)?\.$/,
    allRead: 'Sie haben alle Mitteilungen gelesen.',
    newBill: 'Neue Rechnung verfügbar',
    markRead: /^Als gelesen markieren: /,
    markAll: 'Alle als gelesen markieren',
    seeBill: 'Rechnung ansehen',
    loyalty: 'Treuebonus',
    loyaltyState: 'Ihr Bonus',
    how: 'So funktioniert es',
    programLevels: 'Bronze ab 0 Punkten, Silber ab 500 Punkten und Gold ab 1.500 Punkten',
    movement: /Pünktliche Zahlung/,
    services: 'Meine Dienste',
    digitalBill: 'Digitale Rechnung',
    changePayment: /^Zahlungsart ändern – Lieferstelle /,
    news: 'Neuigkeiten',
    downloads: 'Dokumente und Downloads',
    documents: 'Dokumente zum Herunterladen',
    conditions: /^Allgemeine Lieferbedingungen – Vertrag /,
    sepa: 'PDF herunterladen: SEPA-Lastschriftmandat',
    matching: /^\d+ Rechnung(en)? entspr/,
    jobs: 'Ihre Exporte',
    offer: 'Angebot',
    sepaSections: ['Kundendaten', 'Kontodaten', 'Ermächtigung', 'Unterschrift und Versand'],
    businessNews: /Unternehmen|Körperschaft/,
  },
} as const;

const CUSTOMERS = [
  // Each one's light offer: the conditions listed are those of the offer it has now.
  { email: 'mario.rossi@demo.it', language: 'it', offer: 'Luce Casa Prezzo Fisso' },
  { email: 'anna.huber@demo.it', language: 'de', offer: 'Luce Verde Alto Adige' },
] as const;

test.beforeAll(resetSandbox);
test.afterAll(resetSandbox);

/** Loaded, a real page (no placeholder, error or 404), accessible, and whole at 360 px. */
async function expectSettled(page: Page, heading: string, shot: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  for (const state of ['later', 'error', 'no-supply'])
    await expect(page.locator(`[data-state="${state}"]`)).toHaveCount(0);
  await expectAccessible(page);
  await keepScreenshot(page, `${shot}-1280`);
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await keepScreenshot(page, `${shot}-360`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function unreadCount(page: Page, pattern: RegExp): Promise<number> {
  const line = page.getByText(pattern);
  await expect(line).toBeVisible();
  return Number(pattern.exec((await line.innerText()).trim())?.[1]);
}

for (const { email, language, offer } of CUSTOMERS) {
  const text = TEXT[language];
  const who = email.split('@')[0];

  test(`${who} (${language}) reads its notifications, marks one and then all read, and opens a bill from one`, async ({
    page,
  }) => {
    await openSignedIn(page, `${text.prefix}/retail/notifications`, email);
    // From here: before signing in, the portal's session probe is refused (401) by design.
    const errors = watchConsole(page);
    await expectSettled(page, text.notifications, `retail-notifications-${language}`);
    const before = await unreadCount(page, text.unread);
    expect(before).toBeGreaterThan(1);
    const bill = page.getByRole('article', { name: text.newBill }).first();
    await expect(bill).toBeVisible();

    await page.getByRole('button', { name: text.markRead }).first().click();
    await expect.poll(() => unreadCount(page, text.unread)).toBe(before - 1);
    await page.reload();
    expect(await unreadCount(page, text.unread)).toBe(before - 1);

    await page.getByRole('button', { name: text.markAll }).click();
    await expect(page.getByText(text.allRead)).toBeVisible();
    await expect(page.getByRole('button', { name: text.markRead })).toHaveCount(0);
    await page.reload();
    await expect(page.getByText(text.allRead)).toBeVisible();

    await page.getByRole('link', { name: text.seeBill }).first().click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname.startsWith(`${text.prefix}/retail/myBills/`) &&
        url.searchParams.has('issueDate'),
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`${who} (${language}) sees its loyalty bonus and its services with the news`, async ({
    page,
  }) => {
    await openSignedIn(page, `${text.prefix}/retail/loyaltyBonus`, email);
    const errors = watchConsole(page);
    await expectSettled(page, text.loyalty, `retail-loyalty-${language}`);
    const state = page.getByRole('region', { name: text.loyaltyState });
    await expect(state.getByText(/^\d{1,3}(\.\d{3})*$/).first()).toBeVisible();
    // The programme's rules as the sandbox's bonusFedelta.programma answers them.
    await expect(page.getByRole('region', { name: text.how })).toContainText(text.programLevels);
    await expect(page.getByText(text.movement).first()).toBeVisible();

    await page.goto(portalUrl(`${text.prefix}/retail/myServices`));
    await expectSettled(page, text.services, `retail-services-${language}`);
    await expect(page.getByRole('heading', { name: text.digitalBill }).first()).toBeVisible();
    const change = page.getByRole('link', { name: text.changePayment }).first();
    await expect(change).toHaveAttribute(
      'href',
      new RegExp(`^${text.prefix}/retail/myUtilities/manageUts/paymentMethod/\\d+$`),
    );
    const news = page.getByRole('region', { name: text.news });
    await expect(news.getByRole('article')).toHaveCount(10);
    // A household's news: each title once, none for businesses.
    const titles = (await news.getByRole('article').locator('h3').allInnerTexts()).map((t) =>
      t.trim(),
    );
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles.filter((t) => text.businessNews.test(t))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test(`${who} (${language}) downloads a document as a real PDF and sees its bills to export and its jobs`, async ({
    page,
  }) => {
    await openSignedIn(page, `${text.prefix}/retail/downloads`, email);
    const errors = watchConsole(page);
    await expectSettled(page, text.downloads, `retail-downloads-${language}`);
    const documents = page.getByRole('table', { name: text.documents });
    await expect(documents.getByText(text.conditions).first()).toBeVisible();
    // The light conditions are those of the offer the household has now, not one it left.
    await expect(documents.getByText(new RegExp(`${text.offer} ${offer},`)).first()).toBeVisible();
    await expect(documents.getByText(/Business|Enti Pubblici/)).toHaveCount(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text.sepa }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('modulo-sepa.pdf');
    expect(
      readFileSync(await file.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect(pdfLines(readFileSync(await file.path()))).toEqual(
      expect.arrayContaining([...text.sepaSections]),
    );
    await expect(page.getByText(text.matching)).toBeVisible();
    await expect(page.getByRole('heading', { name: text.jobs })).toBeVisible();
    expect(errors).toEqual([]);
  });
}
