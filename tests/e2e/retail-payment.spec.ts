// Online payment (§1, §7 Payment/invoice-checkout and checkout-client-result): a
// retail customer pays a bill through the card provider's page (the sandbox's) and comes back to
// the bill's page, where the outcome is said in words and the bill reads paid everywhere without a
// reload. At most one charge per bill whatever the customer does: a double click, two tabs, the
// back button to the card page, a reload of the return page, the network lost on the way back.
// The sandbox is reset before and after, so the bills paid here are unpaid again for other specs.
import { expect, test, type Page } from './support/fixtures.ts';
import {
  expectAccessible,
  keepScreenshot,
  openSignedIn,
  portalUrl,
  resetSandbox,
  sandboxOrigin,
} from './support/portal.ts';
import { watchConsole } from './support/sweep.ts';

const MARIO = 'mario.rossi@demo.it';
const PAY_IT = /^Paga online la bolletta (.+)$/;

const TEXT = {
  it: {
    cardTitle: 'Pagamento con carta',
    card: 'Numero della carta',
    expiry: 'Scadenza (MM/AA)',
    cvc: 'Codice di sicurezza (CVC)',
    pay: 'Paga',
    cancel: 'Annulla e torna al portale',
    done: 'Questo pagamento è già concluso.',
    back: 'Torna al portale',
    paid: 'Pagamento riuscito: la bolletta è pagata.',
    declined:
      'Pagamento rifiutato: non è stato addebitato nulla. Puoi riprovare con un’altra carta.',
    canceled: 'Pagamento annullato: non è stato addebitato nulla.',
    pending: 'Pagamento in corso: attendiamo l’esito dal circuito della carta.',
    alreadyPaid: 'Questa bolletta risulta già pagata.',
  },
  de: {
    cardTitle: 'Zahlung mit Karte',
    card: 'Kartennummer',
    expiry: 'Ablaufdatum (MM/JJ)',
    cvc: 'Sicherheitscode (CVC)',
    pay: 'Bezahlen',
    paid: 'Zahlung erfolgreich: die Rechnung ist bezahlt.',
  },
} as const;

test.beforeAll(resetSandbox);
test.afterAll(resetSandbox);

/** The requests of one GraphQL operation the page sends, counted as they leave. */
function countOperation(page: Page, name: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/graphql') && request.postData()?.includes(`mutation ${name}`))
      count += 1;
  });
  return () => count;
}

/** The first Pay action of the page and the bill's number it names. */
async function firstPay(page: Page) {
  const button = page.getByRole('button', { name: PAY_IT }).first();
  await expect(button).toBeVisible();
  const label = (await button.getAttribute('aria-label')) ?? '';
  const number = PAY_IT.exec(label)?.[1] ?? '';
  expect(number).not.toBe('');
  return { button, number, named: page.getByRole('button', { name: label }) };
}

async function onCardPage(page: Page, lang: 'it' | 'de' = 'it') {
  await page.waitForURL((url) => url.origin === sandboxOrigin());
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].cardTitle })).toBeVisible();
}

async function payByCard(page: Page, cardNumber: string, lang: 'it' | 'de' = 'it') {
  await onCardPage(page, lang);
  await page.getByLabel(TEXT[lang].card).fill(cardNumber);
  await page.getByLabel(TEXT[lang].expiry).fill('12/35');
  await page.getByLabel(TEXT[lang].cvc).fill('123');
  await page.getByRole('button', { name: TEXT[lang].pay, exact: true }).click();
}

async function backOnBill(page: Page, number: string) {
  await page.waitForURL(
    (url) =>
      url.origin === new URL(portalUrl()).origin &&
      decodeURIComponent(url.pathname).endsWith(`/retail/myBills/${number}`) &&
      url.searchParams.has('checkoutId'),
  );
}

test('mario pays a bill from the retail home through the card page; the outcome is said on the bill, which reads paid on the bill, the list and the home without a reload; a reload and the back button charge nothing', async ({
  page,
}) => {
  await openSignedIn(page, '/retail', MARIO);
  const errors = watchConsole(page);
  await expect(page.getByRole('heading', { name: 'Bollette da pagare' })).toBeVisible();
  const { button, number } = await firstPay(page);
  await expect(button).toHaveText('Paga');
  await keepScreenshot(page, 'payment-home-1280');
  await button.click();
  await payByCard(page, '4242 4242 4242 4242');
  await backOnBill(page, number);
  const outcome = page.getByRole('status').filter({ hasText: TEXT.it.paid });
  await expect(outcome).toBeVisible();
  await expect(outcome).toBeFocused();
  await expect(page.getByRole('button', { name: `Paga online la bolletta ${number}` })).toHaveCount(
    0,
  );
  await expect(page.getByText('Pagata', { exact: true }).first()).toBeVisible();
  await keepScreenshot(page, 'payment-paid-1280');
  await expectAccessible(page);

  // A reload of the return page reads the same outcome again; nothing more is charged.
  const results = countOperation(page, 'CheckoutResult');
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: TEXT.it.paid })).toBeVisible();
  expect(results()).toBe(1);

  // The back button to the card page: concluded, no card form, a link back to the outcome.
  await page.goBack();
  await onCardPage(page);
  await expect(page.getByText(TEXT.it.done)).toBeVisible();
  await expect(page.getByLabel(TEXT.it.card)).toHaveCount(0);
  await page.getByRole('link', { name: TEXT.it.back }).click();
  await backOnBill(page, number);
  await expect(page.getByRole('status').filter({ hasText: TEXT.it.paid })).toBeVisible();

  // Everywhere without a reload: the list and the home, reached through the breadcrumb.
  const trail = page.getByRole('navigation', { name: 'Percorso di navigazione' });
  await trail.getByRole('link', { name: 'Le mie bollette' }).click();
  await expect(page.getByRole('region', { name: 'Elenco delle bollette' })).toBeVisible();
  await page.getByLabel('Numero documento').fill(number);
  await page.getByRole('button', { name: 'Cerca' }).click();
  await expect(page.getByRole('link', { name: `Apri la bolletta ${number}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Paga online la bolletta ${number}` })).toHaveCount(
    0,
  );
  await page.goBack();
  await backOnBill(page, number);
  await trail.getByRole('link', { name: 'Riepilogo' }).click();
  await expect(page.getByRole('heading', { name: 'Bollette da pagare' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Apri la bolletta ${number}` })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a refused card and a canceled payment are said in words, nothing is charged and the bill can be paid again', async ({
  page,
}) => {
  await openSignedIn(page, '/retail/myBills', MARIO);
  const errors = watchConsole(page);
  const { button, number, named } = await firstPay(page);
  await button.click();
  await payByCard(page, '4000 0000 0000 0002');
  await backOnBill(page, number);
  await expect(page.getByRole('alert').filter({ hasText: TEXT.it.declined })).toBeVisible();
  await keepScreenshot(page, 'payment-declined-1280');
  await expectAccessible(page);

  await named.click();
  await onCardPage(page);
  await page.getByRole('button', { name: TEXT.it.cancel }).click();
  await backOnBill(page, number);
  await expect(page.getByRole('status').filter({ hasText: TEXT.it.canceled })).toBeVisible();
  await expect(named).toBeEnabled();
  expect(errors).toEqual([]);
});

test('a double click opens one checkout and one card page', async ({ page }) => {
  await openSignedIn(page, '/retail/myBills', MARIO);
  const errors = watchConsole(page);
  const checkouts = countOperation(page, 'InvoiceCheckout');
  const { button, number } = await firstPay(page);
  // Two presses in the same instant, before the page can re-render: the in-flight guard.
  await button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });
  await onCardPage(page);
  expect(checkouts()).toBe(1);
  await page.getByRole('button', { name: TEXT.it.cancel }).click();
  await backOnBill(page, number);
  // A double click with the mouse: still one checkout.
  const again = page.getByRole('button', { name: `Paga online la bolletta ${number}` });
  await again.dblclick();
  await onCardPage(page);
  expect(checkouts()).toBe(2);
  await page.getByRole('button', { name: TEXT.it.cancel }).click();
  await backOnBill(page, number);
  expect(errors).toEqual([]);
});

test('two tabs — both get the same card page; paid in one, the other cannot charge again and a stale tab is told the bill is paid', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  await openSignedIn(first, '/retail/myBills', MARIO);
  const errors = watchConsole(first);
  const { number } = await firstPay(first);
  await first.getByRole('link', { name: `Apri la bolletta ${number}` }).click();
  const billUrl = first.url();
  const second = await context.newPage();
  const stale = await context.newPage();
  for (const tab of [second, stale]) {
    watchConsole(tab);
    await tab.goto(billUrl);
  }
  const pay = (tab: Page) => tab.getByRole('button', { name: `Paga online la bolletta ${number}` });
  await pay(first).click();
  await onCardPage(first);
  await pay(second).click();
  await onCardPage(second);
  expect(second.url()).toBe(first.url());

  await payByCard(first, '4242424242424242');
  await backOnBill(first, number);
  await expect(first.getByRole('status').filter({ hasText: TEXT.it.paid })).toBeVisible();

  // The second tab's card page: the payment is concluded, the card is not charged again.
  await payByCard(second, '4242424242424242');
  await expect(second.getByText(TEXT.it.done)).toBeVisible();
  await second.getByRole('link', { name: TEXT.it.back }).click();
  await backOnBill(second, number);
  await expect(second.getByRole('status').filter({ hasText: TEXT.it.paid })).toBeVisible();

  // A tab still showing the bill unpaid: the press is refused in words and the bill refreshed.
  await pay(stale).click();
  await expect(stale.getByRole('alert').filter({ hasText: TEXT.it.alreadyPaid })).toBeVisible();
  await expect(pay(stale)).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('the network lost after paying — the bill is paid all the same; a return before the card page concluded is pending and followed until it is paid', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, '/retail/myBills', MARIO);

  // The card is charged, then the network is lost before the answer reaches the browser: the
  // bill is paid anyway, no Pay left to press.
  const { button, number } = await firstPay(page);
  let charged: () => void = () => undefined;
  const lost = new Promise<void>((resolve) => (charged = resolve));
  await page.route(
    (url) => url.origin === sandboxOrigin() && url.pathname.startsWith('/payment/checkout/'),
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const answer = await route.fetch({ maxRedirects: 0 });
      expect(answer.status()).toBe(303);
      await route.abort('internetdisconnected');
      charged();
    },
  );
  await button.click();
  await payByCard(page, '4242424242424242');
  await lost;
  await page.unrouteAll({ behavior: 'wait' });
  await page.goto(portalUrl('/retail/myBills'));
  await expect(page.getByRole('link', { name: `Apri la bolletta ${number}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Paga online la bolletta ${number}` })).toHaveCount(
    0,
  );

  // Back before the card page concluded (another tab, an early return): pending, then paid.
  const errors = watchConsole(page);
  const next = await firstPay(page);
  await next.button.click();
  await onCardPage(page);
  const checkoutId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const waiting = await context.newPage();
  const waitingErrors = watchConsole(waiting);
  await waiting.goto(portalUrl('/retail/myBills'));
  await waiting.getByRole('link', { name: `Apri la bolletta ${next.number}` }).click();
  await waiting.waitForURL((url) => url.searchParams.has('issueDate'));
  await waiting.goto(`${waiting.url()}&checkoutId=${checkoutId}`);
  await expect(waiting.getByRole('status').filter({ hasText: TEXT.it.pending })).toBeVisible();
  await payByCard(page, '4242424242424242');
  await backOnBill(page, next.number);
  await expect(waiting.getByRole('status').filter({ hasText: TEXT.it.paid })).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    waiting.getByRole('button', { name: `Paga online la bolletta ${next.number}` }),
  ).toHaveCount(0);
  expect([...errors, ...waitingErrors]).toEqual([]);
  await context.close();
});

test('in German (anna.huber, a German registry) — Bezahlen, the card page in German, the outcome in German', async ({
  page,
}) => {
  await openSignedIn(page, '/de/retail/myBills', 'anna.huber@demo.it');
  const errors = watchConsole(page);
  const payDe = /^Rechnung (.+) online bezahlen$/;
  const button = page.getByRole('button', { name: payDe }).first();
  await expect(button).toHaveText('Bezahlen');
  const number = payDe.exec((await button.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  await button.click();
  await payByCard(page, '4242 4242 4242 4242', 'de');
  await backOnBill(page, number);
  expect(new URL(page.url()).pathname.startsWith('/de/retail/myBills/')).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: TEXT.de.paid })).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Rechnung ${number} online bezahlen` }),
  ).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await keepScreenshot(page, 'payment-paid-de-1280');
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('at 360 px the bills keep their Pay action on their cards, the outcome fits, nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openSignedIn(page, '/retail/myBills', MARIO);
  const errors = watchConsole(page);
  const { button, number } = await firstPay(page);
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  expect(await overflow()).toBeLessThanOrEqual(0);
  await keepScreenshot(page, 'payment-bills-360');
  await expectAccessible(page);
  await button.click();
  await payByCard(page, '4000000000000002');
  await backOnBill(page, number);
  await expect(page.getByRole('alert').filter({ hasText: TEXT.it.declined })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await keepScreenshot(page, 'payment-declined-360');
  await expectAccessible(page);
  await page.goto(portalUrl('/retail'));
  await expect(page.getByRole('button', { name: PAY_IT }).first()).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await keepScreenshot(page, 'payment-home-360');
  expect(errors).toEqual([]);
});
