import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type RunningPortal } from './helpers.ts';

let portal: RunningPortal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

async function logout(path: string, headers: Record<string, string | undefined>, method = 'GET') {
  const sent = Object.entries(headers).filter((entry): entry is [string, string] => !!entry[1]);
  return fetch(`${portal.url}${path}`, { method, redirect: 'manual', headers: sent });
}

function endsSession(response: Response): boolean {
  return response.headers.getSetCookie().some((line) => line.startsWith('portal_session=;'));
}

async function expectSignedOutAtIdp(response: Response, status: number, cookie: string) {
  expect(response.status).toBe(status);
  const target = new URL(response.headers.get('location') ?? '');
  expect(target.pathname).toBe('/oidc/session/end');
  expect(target.searchParams.get('client_id')).toBe('portal-web');
  expect(endsSession(response)).toBe(true);
  expect((await portal.api(cookie, '/api/session')).status).toBe(401);
}

describe('logout without cross-site sign-outs (security standard "CSRF", §4 logout)', () => {
  it('CSRF: a GET /auth/logout from another site keeps the session and answers a page whose button signs out by POST (§4)', async () => {
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://evil.example/page' },
      { origin: 'https://evil.example' },
      {},
    ]) {
      const response = await logout('/auth/logout', { cookie, ...headers });
      expect([headers, response.status]).toEqual([headers, 200]);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(endsSession(response)).toBe(false);
      const html = await response.text();
      expect(html).toContain('<html lang="it">');
      expect(html).toContain('<form method="post" action="/auth/logout">');
      expect(html).toContain('>Esci</button>');
    }
    expect((await portal.api(cookie, '/api/session')).status).toBe(200);
  });

  it("CSRF: the page's policy lets its form reach the identity provider's end-session page (form-action)", async () => {
    const response = await logout('/auth/logout', { 'sec-fetch-site': 'cross-site' });
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`form-action 'self' ${portal.sandbox.url}`);
    expect(policy).toContain("frame-ancestors 'none'");
    await response.body?.cancel();
  });

  it('CSRF, §2, §5: the page speaks German under /de and to a German session', async () => {
    const prefixed = await logout('/de/auth/logout', { 'sec-fetch-site': 'cross-site' });
    const html = await prefixed.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<form method="post" action="/de/auth/logout">');
    expect(html).toContain('>Abmelden</button>');

    const german = await portal.signIn('anna.huber@demo.it');
    const page = await logout('/auth/logout', { cookie: german.cookie });
    expect(await page.text()).toContain('Vom Portal abmelden');
  });

  it('§4: a GET from the portal itself signs out at once (Sec-Fetch-Site same-origin or none, else its Origin or Referer)', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      { referer: `${portal.url}/retail` },
      { origin: portal.url },
    ]) {
      const { cookie } = await portal.signIn('mario.rossi@demo.it');
      await expectSignedOutAtIdp(await logout('/auth/logout', { cookie, ...headers }), 302, cookie);
    }
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    await expectSignedOutAtIdp(
      await logout('/it/auth/logout', { cookie, 'sec-fetch-site': 'same-origin' }),
      302,
      cookie,
    );
  });

  it("CSRF, §4: the page's button (a form POST with the portal's Origin) signs out", async () => {
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    const response = await fetch(`${portal.url}/auth/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie,
        origin: portal.url,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: '',
    });
    await expectSignedOutAtIdp(response, 303, cookie);
  });

  it('CSRF: a form POST from another site, or without Origin, gets 403 and the question again as a page; the session stays', async () => {
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    for (const headers of [
      {},
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: portal.url, 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-origin' },
    ]) {
      const response = await logout('/auth/logout', { cookie, ...headers }, 'POST');
      expect([headers, response.status]).toEqual([headers, 403]);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const page = await response.text();
      expect(page).toContain('<h1>Esci dal portale</h1>');
      expect(page).toContain('<form method="post" action="/auth/logout">');
    }
    expect((await portal.api(cookie, '/api/session')).status).toBe(200);
  });

  it('CSRF: a client POST with a wrong CSRF header keeps the API answer (403 csrf JSON)', async () => {
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    const response = await logout(
      '/auth/logout',
      { cookie, 'x-portal-csrf': '0', origin: 'https://evil.example' },
      'POST',
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'CSRF_REJECTED' });
    expect((await portal.api(cookie, '/api/session')).status).toBe(200);
  });

  it('CSRF: a client POST with the CSRF header of docs/api.md signs out', async () => {
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    await expectSignedOutAtIdp(
      await portal.api(cookie, '/de/auth/logout', { method: 'POST' }),
      303,
      cookie,
    );
  });
});
