// The business support page (assistance layout) for corporate, pa, pa-non-conv and
// consortia, light in Italian and gas in German: the business desk, the real FAQ of the content
// site (searchable), the written request form and the requests filed. acme files a complaint (the
// answer due in 30 days, TIQV) and a billing rectification of one of its invoices (60 days) and
// finds both after a reload; a consortium files for its selected member and lists all members'.
// No placeholder, no console error, no serious axe finding, no sideways scroll at 360 px.
import { formatDate } from '@portal/shared/format';
import { answerDueDate, type SupportCaseKind } from '@portal/shared/support';
import { expect, test, type Locator, type Page } from './support/fixtures.ts';
import {
  callApi,
  expectAccessible,
  expectNoSidewaysScroll,
  keepScreenshot,
  openSignedIn,
} from './support/portal.ts';
import { watchConsole } from './support/sweep.ts';

const TEXT = {
  it: {
    prefix: '',
    commodity: 'light',
    title: 'Assistenza luce',
    desk: 'Servizio clienti imprese ed enti',
    faq: 'Domande frequenti',
    faqCount: /^(\d+) domande$/,
    search: 'Cerca tra le domande',
    found: /^1 domanda su \d+ contiene le parole cercate$/,
    form: 'Scrivici',
    cases: 'Le richieste scritte inviate',
    casesCaption: /Richieste scritte inviate/,
    placeholder: /in preparazione/i,
  },
  de: {
    prefix: '/de',
    commodity: 'gas',
    title: 'Kundenservice Gas',
    desk: 'Kundenservice für Unternehmen und Körperschaften',
    faq: 'Häufige Fragen',
    faqCount: /^(\d+) Fragen$/,
    search: 'In den Fragen suchen',
    found: /^1 von \d+ Fragen enthält die gesuchten Wörter$/,
    form: 'Schreiben Sie uns',
    cases: 'Gesendete schriftliche Anfragen',
    casesCaption: /Gesendete schriftliche Anfragen/,
    placeholder: /in Vorbereitung/i,
  },
} as const;

const CUSTOMERS = [
  { segment: 'corporate', email: 'acme@demo.it' },
  { segment: 'pa', email: 'comune.verona@demo.it' },
  { segment: 'pa-non-conv', email: 'asl.trento@demo.it' },
  { segment: 'consortia', email: 'consorzio@demo.it' },
] as const;

/** The value beside a term of a description list. */
function fact(region: Locator, term: string): Locator {
  return region.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
}

/** The due day the TIQV gives a request received at 'DD/MM/YYYY HH:mm', as the page writes it. */
function dueDay(received: string, kind: SupportCaseKind): string {
  const [day, month, year] = received.slice(0, 10).split('/');
  return formatDate(answerDueDate(`${year}-${month}-${day}`, kind));
}

/** The number of an invoice of the signed-in customer, asked of the portal's API as the page would. */
async function anInvoiceNumber(page: Page): Promise<string> {
  const { invoices } = await callApi<{ invoices: { nodes: Array<{ documentNumber: string }> } }>(
    page,
    'Invoices',
  );
  const number = invoices.nodes[0]?.documentNumber;
  expect(number, 'the customer has an invoice').toBeTruthy();
  return number as string;
}

for (const { segment, email } of CUSTOMERS) {
  for (const language of ['it', 'de'] as const) {
    const text = TEXT[language];
    const path = `${text.prefix}/${segment}/${text.commodity}/support`;

    test(`${path} shows the desk, the real FAQ and the form (${email})`, async ({ page }) => {
      await openSignedIn(page, path, email);
      const errors = watchConsole(page);
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      const desk = page.getByRole('region', { name: text.desk });
      await expect(desk.getByRole('link', { name: '800 123 789' })).toBeVisible();
      await expect(desk.getByRole('link', { name: /@pec\./ })).toBeVisible();
      const faq = page.getByRole('region', { name: text.faq });
      const count = faq.getByText(text.faqCount);
      await expect(count).toBeVisible();
      const total = Number(text.faqCount.exec((await count.textContent()) ?? '')?.[1]);
      expect(total).toBeGreaterThanOrEqual(12);
      await expect(faq.locator('summary')).toHaveCount(total);
      await expect(page.getByRole('form', { name: text.form })).toBeVisible();
      await expect(page.getByRole('region', { name: text.cases, exact: true })).toBeVisible();
      await expect(page.getByText(text.placeholder)).toHaveCount(0);
      await expectAccessible(page);

      // The FAQ narrow as one types; the words stay in the address.
      await faq.getByRole('searchbox', { name: text.search }).fill('split payment');
      await expect(faq.getByText(text.found)).toBeVisible();
      await expect(faq.locator('summary')).toHaveCount(1);
      await faq.locator('summary').click();
      await expect(faq.locator('details[open] p').first()).toBeVisible();
      await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'split payment');
      await expectAccessible(page);
      if (segment === 'corporate') await keepScreenshot(page, `support-${language}`);

      await page.setViewportSize({ width: 360, height: 800 });
      await expectNoSidewaysScroll(page, path);
      if (segment === 'corporate') await keepScreenshot(page, `support-${language}-360`);
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(errors).toEqual([]);
    });
  }
}

test('acme files a complaint (due in 30 days) and a billing rectification (60 days), both listed after a reload', async ({
  page,
}) => {
  const path = '/corporate/light/support';
  await openSignedIn(page, path, 'acme@demo.it');
  const errors = watchConsole(page);
  const form = page.getByRole('form', { name: 'Scrivici' });
  await expect(form).toBeVisible();

  // Sending an empty form names what is missing and sends nothing.
  await form.getByRole('button', { name: 'Invia la richiesta' }).click();
  const summary = page.getByRole('alert', { name: 'Controllare la richiesta' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveCount(4);

  await form.getByLabel('Tipo di richiesta').selectOption('COMPLAINT');
  await expect(form.getByText(/Risposta entro 30 giorni solari/)).toBeVisible();
  await form.getByLabel('Oggetto').fill('Fattura di ottobre non ricevuta');
  await form
    .getByLabel('Messaggio')
    .fill('La fattura di ottobre non è arrivata al nostro codice destinatario SDI.');
  await expect(form.getByText('71 caratteri su 4000')).toBeVisible();
  const supply = form.getByLabel(/Fornitura interessata/);
  await expect(supply.locator('option').nth(1)).toBeAttached();
  await supply.selectOption({ index: 1 });
  const point = ((await supply.locator('option').nth(1).textContent()) ?? '').split(' – ')[0] ?? '';
  await form.getByLabel(/Ho letto l’informativa/).check();
  await form.getByRole('button', { name: 'Invia la richiesta' }).click();

  const confirmation = page.getByRole('region', { name: 'Richiesta inviata' });
  await expect(confirmation.getByRole('heading', { name: 'Richiesta inviata' })).toBeFocused();
  const complaintNumber = (
    (await fact(confirmation, 'Numero di pratica').textContent()) ?? ''
  ).trim();
  expect(complaintNumber).toMatch(/^RS-\d{4}-\d{6}$/);
  const complaintFiled = ((await fact(confirmation, 'Ricevuta il').textContent()) ?? '').trim();
  expect(complaintFiled).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  const complaintDue = dueDay(complaintFiled, 'COMPLAINT');
  await expect(fact(confirmation, 'Risposta entro il')).toHaveText(complaintDue);
  await expectAccessible(page);
  await keepScreenshot(page, 'support-filed-it');

  // A billing rectification names one of acme's invoices.
  const invoice = await anInvoiceNumber(page);
  await confirmation.getByRole('button', { name: 'Scrivi un’altra richiesta' }).click();
  await expect(form.getByLabel('Tipo di richiesta')).toBeFocused();
  await form.getByLabel('Tipo di richiesta').selectOption('BILLING_RECTIFICATION');
  await form.getByLabel('Oggetto').fill('Consumi fatturati non corretti');
  await form
    .getByLabel('Messaggio')
    .fill('I consumi fatturati non corrispondono alle letture del contatore di ottobre.');
  await form.getByLabel(/Numero della fattura/).fill(invoice);
  await form.getByLabel(/Ho letto l’informativa/).check();
  await form.getByRole('button', { name: 'Invia la richiesta' }).click();
  await expect(confirmation.getByRole('heading', { name: 'Richiesta inviata' })).toBeFocused();
  const rectificationNumber = (
    (await fact(confirmation, 'Numero di pratica').textContent()) ?? ''
  ).trim();
  expect(rectificationNumber).not.toBe(complaintNumber);
  const rectificationFiled = ((await fact(confirmation, 'Ricevuta il').textContent()) ?? '').trim();
  const rectificationDue = dueDay(rectificationFiled, 'BILLING_RECTIFICATION');
  await expect(fact(confirmation, 'Risposta entro il')).toHaveText(rectificationDue);

  // After a reload both are listed, newest first, with their kind, due day and §4 state.
  await page.reload();
  const table = page.getByRole('table', { name: TEXT.it.casesCaption });
  const rectificationRow = table.locator('tbody tr', { hasText: rectificationNumber });
  await expect(rectificationRow).toBeVisible();
  await expect(rectificationRow).toContainText('Richiesta di rettifica di fatturazione');
  await expect(rectificationRow).toContainText(rectificationDue);
  await expect(rectificationRow).toContainText(`Fattura ${invoice}`);
  await expect(rectificationRow).toContainText('Trasmesso');
  const complaintRow = table.locator('tbody tr', { hasText: complaintNumber });
  await expect(complaintRow).toContainText('Reclamo');
  await expect(complaintRow).toContainText(complaintDue);
  await expect(complaintRow).toContainText(point);
  const numbers = await table.locator('tbody tr td:first-child').allTextContents();
  expect(numbers.indexOf(rectificationNumber)).toBeLessThan(numbers.indexOf(complaintNumber));
  await expectAccessible(page);

  // On a phone the requests are cards and nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(
    page.getByRole('region', { name: 'Le richieste scritte inviate' }).getByText(complaintNumber),
  ).toBeVisible();
  await expectNoSidewaysScroll(page, path);
  await keepScreenshot(page, 'support-cases-it-360');
  expect(errors).toEqual([]);
});

test('a consortium files in German for its selected member and lists all members’ requests', async ({
  page,
}) => {
  const path = '/de/consortia/gas/support';
  await openSignedIn(page, path, 'consorzio@demo.it');
  const errors = watchConsole(page);
  const form = page.getByRole('form', { name: 'Schreiben Sie uns' });
  const filingFor = page.getByText(/^Die Anfrage wird für .+ erfasst\.$/);
  await expect(filingFor).toBeVisible();
  const member = /^Die Anfrage wird für (.+) erfasst\.$/.exec(
    (await filingFor.textContent()) ?? '',
  )?.[1];
  expect(member).toBeTruthy();
  await form.getByLabel('Art der Anfrage').selectOption('INFORMATION_REQUEST');
  await form.getByLabel('Betreff').fill('Neuer eindeutiger Amtskodex');
  await form
    .getByLabel('Nachricht')
    .fill('Wir haben einen neuen Amtskodex für die elektronischen Rechnungen: ab wann gilt er?');
  await form.getByLabel(/Datenschutzinformation gelesen/).check();
  await form.getByRole('button', { name: 'Anfrage senden' }).click();
  const confirmation = page.getByRole('region', { name: 'Anfrage gesendet' });
  await expect(confirmation.getByRole('heading', { name: 'Anfrage gesendet' })).toBeFocused();
  const number = ((await fact(confirmation, 'Vorgangsnummer').textContent()) ?? '').trim();
  const filed = ((await fact(confirmation, 'Eingegangen am').textContent()) ?? '').trim();
  await expect(fact(confirmation, 'Antwort bis')).toHaveText(dueDay(filed, 'INFORMATION_REQUEST'));

  const cases = page.getByRole('region', { name: TEXT.de.cases, exact: true });
  const scope = cases.getByLabel('Anfragen von');
  await expect(scope.locator('option:checked')).toHaveText(member as string);
  await expect(cases.getByRole('table').locator('tbody tr', { hasText: number })).toBeVisible();
  await scope.selectOption('all');
  await expect(page).toHaveURL((url) => url.searchParams.get('cases') === 'all');
  await expect(cases.getByRole('table').locator('tbody tr', { hasText: number })).toContainText(
    'Informationsanfrage',
  );
  await page.reload();
  await expect(cases.getByLabel('Anfragen von').locator('option:checked')).toHaveText(
    'Alle Mitgliedsunternehmen',
  );
  await expect(cases.getByRole('table').locator('tbody tr', { hasText: number })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, 'support-consortia-de');
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page, path);
  expect(errors).toEqual([]);
});
