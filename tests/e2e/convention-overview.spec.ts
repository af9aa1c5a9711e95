// The subsidised overview, contract status and registry pages as
// comune.verona, gas in Italian and light in German (§2 /pa/subsidizedGas|subsidizedLight/…). Each
// page shows the sandbox's real figures — the ones the page's own API answer carries — with no
// placeholder, no console error, no serious axe finding and no sideways scroll at 360 px; the body
// files a registry correction end to end (its case number shown, listed after a reload).
import { formatAmount, formatDate } from '@portal/shared/format';
import { expect, test, type Locator, type Page, type Response } from './support/fixtures.ts';
import {
  expectAccessible,
  keepScreenshot,
  openSignedIn,
  expectNoSidewaysScroll as expectPageFits,
} from './support/portal.ts';
import { watchConsole } from './support/sweep.ts';

const EMAIL = 'comune.verona@demo.it';

const TEXT = {
  it: {
    prefix: '',
    scheme: 'subsidizedGas',
    placeholder: /in preparazione/i,
    overview: 'Convenzione gas',
    alerts: 'Avvisi',
    identity: 'La convenzione',
    name: 'Convenzione',
    code: 'Codice',
    lot: 'Lotto',
    cig: 'CIG della convenzione',
    validity: 'Validità',
    meter: 'Quota della quantità massima già ordinata',
    spend: 'Spesa in convenzione',
    openOrders: 'Vedi lo stato degli ordini',
    contracts: 'Contratti in convenzione gas',
    contractsCaption: 'Contratti in convenzione',
    registry: 'Anagrafica dell’ente — gas in convenzione',
    facts: 'Dati dell’ente',
    pec: 'PEC',
    ipa: 'Codice IPA',
    form: 'Chiedete una rettifica',
    field: 'Dato da correggere',
    value: 'Valore corretto',
    send: 'Invia la richiesta di rettifica',
    summary: 'Controllate questi dati',
    invalidPec: 'Scrivete la PEC come un indirizzo e-mail, per esempio protocollo@pec.comune.it.',
    confirmation: 'Richiesta di rettifica inviata',
    caseNumber: 'Numero pratica',
    list: 'Rettifiche richieste, dalla più recente',
    transmitted: /Trasmessa|In lavorazione|Accettata/,
  },
  de: {
    prefix: '/de',
    scheme: 'subsidizedLight',
    placeholder: /in Vorbereitung/i,
    overview: 'Rahmenvertrag Strom',
    alerts: 'Hinweise',
    identity: 'Der Rahmenvertrag',
    name: 'Rahmenvertrag',
    code: 'Kennung',
    lot: 'Los',
    cig: 'CIG des Rahmenvertrags',
    validity: 'Gültigkeit',
    meter: 'Anteil der Höchstmenge, der bereits bestellt ist',
    spend: 'Ausgaben im Rahmenvertrag',
    openOrders: 'Stand der Bestellungen ansehen',
    contracts: 'Verträge im Rahmenvertrag Strom',
    contractsCaption: 'Verträge im Rahmenvertrag',
    registry: 'Stammdaten der Körperschaft — Strom im Rahmenvertrag',
    facts: 'Daten der Körperschaft',
    pec: 'PEC',
    ipa: 'IPA-Kennung',
    form: 'Berichtigung beantragen',
    field: 'Zu berichtigende Angabe',
    value: 'Richtiger Wert',
    send: 'Berichtigung beantragen',
    summary: 'Bitte prüfen Sie diese Angaben',
    invalidPec: 'Geben Sie die PEC als E-Mail-Adresse ein, zum Beispiel protokoll@pec.gemeinde.it.',
    confirmation: 'Antrag auf Berichtigung gesendet',
    caseNumber: 'Vorgangsnummer',
    list: 'Beantragte Berichtigungen, die neueste zuerst',
    transmitted: /Übermittelt|In Bearbeitung|Angenommen/,
  },
} as const;

/** The page's own API answer that carries `field` (its data, as the page received it). */
function answerWith(page: Page, field: string): Promise<Response> {
  return page.waitForResponse(
    async (response) =>
      response.url().endsWith('/api/graphql') &&
      response.request().method() === 'POST' &&
      (await response.text()).includes(`"${field}"`),
  );
}

async function dataOf<T>(response: Promise<Response>): Promise<T> {
  const body = (await (await response).json()) as { data: T };
  return body.data;
}

/** The value beside a term of a description list. */
function fact(region: Locator, term: string): Locator {
  return region
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** No sideways scroll (support/portal.ts), and if there is one, what sticks out. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  try {
    await expectPageFits(page, what);
  } catch (error) {
    const widest = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      // What sticks out, innermost first, to say where the page is too wide.
      // A box, or the text inside it (an unbroken word overflows its box, not the box its parent).
      const sticksOut = (element: Element) => {
        if (element.getBoundingClientRect().right > width + 0.5) return true;
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect().right > width + 0.5;
      };
      return [...document.querySelectorAll('body *')]
        .filter(sticksOut)
        .filter((element) => ![...element.children].some(sticksOut))
        .slice(0, 5)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${element.className} «${element.textContent?.slice(0, 40)}»`,
        );
    });
    throw new Error(`${(error as Error).message}: ${widest.join(', ')}`, { cause: error });
  }
}

/** Axe, a screenshot at 1280 and at 360 px, and no sideways scroll there. */
async function lookAt(page: Page, name: string, path: string) {
  await expectAccessible(page);
  await keepScreenshot(page, name);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page, path);
  await expectAccessible(page);
  await keepScreenshot(page, `${name}-360`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

interface OverviewData {
  convention: {
    code: string;
    name: string;
    lot: string;
    frameworkCig: string;
    validFrom: string;
    validTo: string;
    usedShare: number;
    spend: number;
    openOrders: number;
    alerts: { kind: string; daysLeft: number | null }[];
  };
}

for (const language of ['it', 'de'] as const) {
  const text = TEXT[language];
  const base = `${text.prefix}/pa/${text.scheme}`;

  test(`${base}/overview shows comune.verona's convention, quantities and alerts`, async ({
    page,
  }) => {
    const answer = dataOf<OverviewData>(answerWith(page, 'frameworkCig'));
    await openSignedIn(page, `${base}/overview`, EMAIL);
    const errors = watchConsole(page);
    const { convention } = await answer;
    await expect(page.getByRole('heading', { level: 1, name: text.overview })).toBeVisible();
    await expect(page.getByText(text.placeholder)).toHaveCount(0);

    const identity = page.getByRole('region', { name: text.identity });
    await expect(fact(identity, text.name)).toHaveText(convention.name);
    await expect(fact(identity, text.code)).toHaveText(convention.code);
    await expect(fact(identity, text.lot)).toHaveText(convention.lot);
    await expect(fact(identity, text.cig)).toHaveText(convention.frameworkCig);
    await expect(fact(identity, text.validity)).toContainText(formatDate(convention.validTo));

    // The share as the page words it: at most one decimal, a decimal comma.
    const percent = String(Math.round(convention.usedShare * 1000) / 10).replace('.', ',');
    await expect(page.getByRole('meter', { name: text.meter })).toHaveAttribute(
      'aria-valuetext',
      new RegExp(`(^|\\s)${percent} %`),
    );
    await expect(page.getByRole('group', { name: text.spend })).toContainText(
      `${formatAmount(convention.spend)} €`,
    );
    await expect(page.getByRole('link', { name: text.openOrders })).toHaveAttribute(
      'href',
      `${base}/orderStatus`,
    );

    // The sandbox gives comune.verona's gas a nearly used quantity and its light an expiry.
    expect(convention.alerts.map((a) => a.kind)).toEqual(
      language === 'it' ? ['QUANTITY_NEARLY_USED'] : ['EXPIRING'],
    );
    const alerts = page.getByRole('status', { name: text.alerts });
    await expect(alerts).toBeVisible();
    if (language === 'it') await expect(alerts).toContainText(`${percent} %`);
    else await expect(alerts).toContainText(`${convention.alerts[0]?.daysLeft} Tag`);

    await lookAt(page, `convention-overview-${language}`, `${base}/overview`);
    expect(errors).toEqual([]);
  });

  test(`${base}/contractStatus lists the contracts under the convention`, async ({ page }) => {
    const answer = dataOf<{ conventionContracts: { number: string; orderId: string }[] }>(
      answerWith(page, 'conventionContracts'),
    );
    await openSignedIn(page, `${base}/contractStatus`, EMAIL);
    const errors = watchConsole(page);
    const { conventionContracts } = await answer;
    await expect(page.getByRole('heading', { level: 1, name: text.contracts })).toBeVisible();
    await expect(page.getByText(text.placeholder)).toHaveCount(0);
    expect(conventionContracts.length, 'comune.verona has contracts').toBeGreaterThan(0);
    const table = page.getByRole('table', { name: text.contractsCaption });
    await expect(table.locator('tbody tr')).toHaveCount(conventionContracts.length);
    await expect(
      table.getByText(conventionContracts[0]?.number ?? '-', { exact: true }),
    ).toBeVisible();
    // Each contract's order opens on the order status page (its ?orderId).
    const first = conventionContracts[0];
    await expect(table.locator('tbody tr').first().getByRole('link')).toHaveAttribute(
      'href',
      `${base}/orderStatus?orderId=${first?.orderId}`,
    );
    await lookAt(page, `convention-contracts-${language}`, `${base}/contractStatus`);
    expect(errors).toEqual([]);
  });

  test(`${base}/registry shows the registry and files a correction, listed after a reload`, async ({
    page,
  }) => {
    const answer = dataOf<{ conventionRegistry: { name: string; pec: string; ipaCode: string } }>(
      answerWith(page, 'ipaCode'),
    );
    await openSignedIn(page, `${base}/registry`, EMAIL);
    const errors = watchConsole(page);
    const { conventionRegistry } = await answer;
    await expect(page.getByRole('heading', { level: 1, name: text.registry })).toBeVisible();
    await expect(page.getByText(text.placeholder)).toHaveCount(0);
    const facts = page.getByRole('region', { name: text.facts });
    await expect(facts.getByText(conventionRegistry.name, { exact: true })).toBeVisible();
    await expect(fact(facts, text.pec)).toHaveText(conventionRegistry.pec);
    await expect(fact(facts, text.ipa)).toHaveText(conventionRegistry.ipaCode);
    await lookAt(page, `convention-registry-${language}`, `${base}/registry`);

    // A PEC that is no e-mail is refused before anything is sent, and stays as typed.
    const form = page.getByRole('form', { name: text.form });
    await form.getByLabel(text.field).selectOption('PEC');
    const value = form.getByLabel(text.value);
    await value.fill('protocollo.pec.comune.verona.it');
    await form.getByRole('button', { name: text.send }).click();
    const summary = page.getByRole('alert', { name: text.summary });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([text.invalidPec]);
    await expect(value).toHaveValue('protocollo.pec.comune.verona.it');
    await expectAccessible(page);

    const pec = `protocollo.${language}.${Date.now()}@pec.comune.verona.it`;
    await value.fill(pec);
    await form.getByRole('button', { name: text.send }).click();
    const confirmation = page.getByRole('region', { name: text.confirmation });
    await expect(confirmation.getByRole('heading', { name: text.confirmation })).toBeFocused();
    const caseNumber = ((await fact(confirmation, text.caseNumber).textContent()) ?? '').trim();
    expect(caseNumber).toMatch(/^\S+\d$/);
    await expectAccessible(page);
    await keepScreenshot(page, `convention-registry-filed-${language}`);

    await page.reload();
    const list = page.getByRole('table', { name: text.list });
    const row = list.locator('tbody tr', { hasText: caseNumber });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(pec);
    await expect(row).toContainText(text.transmitted);
    expect(errors).toEqual([]);
  });
}
