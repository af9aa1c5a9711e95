// §2, §4, §5: a customer who follows a link to one of the BFF's own routes
// with bad input sees a portal page in their language with the way forward, never raw JSON; a QR
// link printed with the Italian date opens the bill. A link from another site asks
// before it ends the session.
import { expect, test } from './support/fixtures.ts';
import {
  expectAccessible,
  keepScreenshot,
  newestBill,
  openSignedIn,
  portalUrl,
} from './support/portal.ts';

const BAD_LINKS = [
  {
    path: '/qrcode-invoice?numeroFattura=&dataEmissione=ieri',
    it: 'Il collegamento della bolletta non è leggibile',
    de: 'Der Rechnungslink ist nicht lesbar',
    way: ['Vai alle bollette', 'Zu den Rechnungen'],
  },
  {
    path: '/impersonate',
    it: 'Il collegamento per agire come cliente non è valido',
    de: 'Der Link zum Handeln im Namen eines Kunden ist ungültig',
    way: ['Vai alla pagina iniziale', 'Zur Startseite'],
  },
  {
    path: '/auth/login?returnTo=/.//evil.example',
    it: 'L’indirizzo di accesso non è valido',
    de: 'Die Anmeldeadresse ist ungültig',
    way: ['Accedi', 'Anmelden'],
  },
] as const;

for (const link of BAD_LINKS) {
  test(`${link.path} with bad input answers a page in its three forms, with the way forward`, async ({
    page,
  }) => {
    for (const [prefix, lang] of [
      ['', 'it'],
      ['/it', 'it'],
      ['/de', 'de'],
    ] as const) {
      const response = await page.goto(portalUrl(`${prefix}${link.path}`));
      expect(response?.status()).toBe(400);
      expect(response?.headers()['content-type']).toMatch(/^text\/html/);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(
        page.getByRole('heading', { level: 1, name: lang === 'de' ? link.de : link.it }),
      ).toBeVisible();
      await expect(page.locator('body')).not.toContainText('"error"');
      const way = page.getByRole('link', { name: lang === 'de' ? link.way[1] : link.way[0] });
      await expect(way).toBeVisible();
      await expectAccessible(page);
      if (prefix === '/de')
        await keepScreenshot(
          page,
          `navigation-${link.path.split('?')[0]?.replaceAll('/', '_')}-de`,
        );
    }
  });
}

test('the way forward works — the sign-in link of a bad sign-in address reaches the identity provider', async ({
  page,
}) => {
  await page.goto(portalUrl('/de/auth/login?returnTo=https://evil.example'));
  await page.getByRole('link', { name: 'Anmelden' }).click();
  await expect(page.getByRole('button', { name: /anmelden/i })).toBeVisible();
  expect(new URL(page.url()).host).not.toBe('evil.example');
});

test('a QR link with the Italian date and a lower-case number opens the bill', async ({
  browser,
}) => {
  const { number, issued } = await newestBill(browser, 'mario.rossi@demo.it');
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, '/retail', 'mario.rossi@demo.it');
  const italian = issued.split('-').reverse().join('/');
  await page.goto(
    portalUrl(
      `/qrcode-invoice?numeroFattura=${encodeURIComponent(` ${number.toLowerCase()} `)}&dataEmissione=${italian}`,
    ),
  );
  await expect(page.getByRole('heading', { level: 1, name: `Bolletta ${number}` })).toBeVisible();
  await context.close();
});

test('a QR link from another site for a business customer asks first; staying keeps the session', async ({
  page,
}) => {
  await openSignedIn(page, '/corporate', 'acme@demo.it');
  // A page of another site holding the link: following it is a cross-site navigation.
  const link = portalUrl('/qrcode-invoice?numeroFattura=2025%2F0001&dataEmissione=2025-01-15');
  await page.route('https://elsewhere.example/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>x</title><a href="${link}">bolletta</a>`,
    }),
  );
  await page.goto('https://elsewhere.example/');
  await page.getByRole('link', { name: 'bolletta' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Aprire la bolletta del collegamento?' }),
  ).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, 'navigation-confirm-qr-it');
  await page.getByRole('link', { name: 'Resta nel portale' }).click();
  await expect(page).toHaveURL(portalUrl('/corporate'));
});
