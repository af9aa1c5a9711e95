// Security standards of the portal, seen from the browser: tokens never reach JavaScript (no
// JS-readable cookie, nothing in localStorage or sessionStorage), and every /api call carries the
// CSRF header of docs/api.md.
import { expect, test } from './support/fixtures.ts';
import { openSignedIn, portalUrl } from './support/portal.ts';

const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]*/;

test('§3, §9 (session in the BFF): after sign-in and a bill, no token is readable by the page and every /api call had the CSRF header', async ({
  page,
  context,
}) => {
  const apiCalls: Array<{ url: string; csrf: string | undefined }> = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(portalUrl()).origin && url.pathname.startsWith('/api/')) {
      apiCalls.push({ url: url.pathname, csrf: request.headers()['x-portal-csrf'] });
    }
  });
  await openSignedIn(page, '/retail/myBills', 'mario.rossi@demo.it');
  const row = page
    .getByRole('region', { name: 'Elenco delle bollette' })
    .locator('tbody tr')
    .first();
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Voci della bolletta' })).toBeVisible();

  const seen = await page.evaluate(() => ({
    cookie: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
  }));
  for (const [where, text] of Object.entries(seen)) {
    expect(text, where).not.toMatch(JWT);
    expect(text, where).not.toMatch(
      /oauth_token|oauth_refresh_token|aws_token|access_token|refresh_token/,
    );
  }
  // The only cookie JavaScript may read is the locale (§9); the session cookie is HttpOnly.
  const portalCookies = (await context.cookies(portalUrl())).filter(
    (cookie) => cookie.name !== 'locale',
  );
  expect(portalCookies.length).toBeGreaterThan(0);
  for (const cookie of portalCookies) {
    expect(cookie.httpOnly, cookie.name).toBe(true);
    expect(cookie.sameSite, cookie.name).toBe('Lax');
    expect(cookie.value, cookie.name).not.toMatch(JWT);
  }

  expect(apiCalls.length).toBeGreaterThan(1);
  expect(apiCalls.filter((call) => call.csrf !== '1')).toEqual([]);
});
