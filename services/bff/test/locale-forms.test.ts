import { idpSignIn } from '@portal/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isServerPath } from '../src/routes/spa.ts';
import {
  cookiesOf,
  firstInvoiceOf,
  startPortal,
  visitPortal,
  type QrInvoice,
  type RunningPortal,
} from './helpers.ts';

const STAFF = 'operatore@demo.it';
let portal: RunningPortal;
let invoice: QrInvoice;

beforeAll(async () => {
  portal = await startPortal();
  const { cookie } = await portal.signIn('mario.rossi@demo.it');
  invoice = await firstInvoiceOf(portal, cookie, 100001);
});
afterAll(async () => portal?.close());

function qrQuery(): string {
  return new URLSearchParams({ ...invoice }).toString();
}

const visit = (path: string, cookie = ''): Promise<Response> => visitPortal(portal, path, cookie);

describe('§2 "every route exists in three forms": the BFF\'s own routes under /it and /de', () => {
  it('§2: GET /de/qrcode-invoice while signed out keeps the pending invoice and signs in on the German page (303)', async () => {
    const response = await visit(`/de/qrcode-invoice?${qrQuery()}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/de/auth/login');
    expect(cookiesOf(response).portal_qr).toBeTruthy();
    expect(response.headers.get('content-type') ?? '').not.toMatch(/html/);
  });

  it('§2: GET /it/qrcode-invoice takes a signed-in retail customer to the invoice (§4)', async () => {
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    const response = await visit(`/it/qrcode-invoice?${qrQuery()}`, cookie);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `/retail/myBills/${encodeURIComponent(invoice.numeroFattura)}?issueDate=${invoice.dataEmissione}`,
    );
  });

  it('§2, §5: a German QR link opens the bill in German for a customer whose profile is Italian, signed in or not', async () => {
    const billInGerman = `/de/retail/myBills/${encodeURIComponent(invoice.numeroFattura)}?issueDate=${invoice.dataEmissione}`;
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    const signedIn = await visit(`/de/qrcode-invoice?${qrQuery()}`, cookie);
    expect(signedIn.headers.get('location')).toBe(billInGerman);

    const pending = await visit(`/de/qrcode-invoice?${qrQuery()}`);
    const qr = `portal_qr=${cookiesOf(pending).portal_qr}`;
    const login = await visit('/de/auth/login');
    const signInCookie = `portal_signin=${cookiesOf(login).portal_signin}`;
    const callback = new URL(
      await idpSignIn(login.headers.get('location') ?? '', 'mario.rossi@demo.it', 'demo'),
    );
    const done = await visit(`${callback.pathname}${callback.search}`, `${signInCookie}; ${qr}`);
    expect(done.headers.get('location')).toBe(billInGerman);
  });

  it('§2: /de/auth/login takes the prefix as locale when the query names none; the query wins otherwise', async () => {
    for (const [path, expected] of [
      ['/de/auth/login', 'de'],
      ['/it/auth/login', 'it'],
      ['/de/auth/login?locale=it', 'it'],
      ['/auth/login', null],
    ] as const) {
      const response = await visit(path);
      expect([path, response.status]).toEqual([path, 302]);
      const target = new URL(response.headers.get('location') ?? '');
      expect(target.origin).toBe(portal.sandbox.url);
      expect([path, target.searchParams.get('ui_locales')]).toEqual([path, expected]);
      expect(Object.keys(cookiesOf(response))).toEqual(['portal_signin']);
    }
  });

  it('§2: a sign-in started at /de/auth/login completes at /auth/callback with the return path', async () => {
    const login = await visit('/de/auth/login?returnTo=%2Fde%2Fretail%2FmyBills');
    const signInCookie = `portal_signin=${cookiesOf(login).portal_signin}`;
    const callback = new URL(
      await idpSignIn(login.headers.get('location') ?? '', 'mario.rossi@demo.it', 'demo'),
    );
    expect(callback.pathname).toBe('/auth/callback');
    const done = await visit(`${callback.pathname}${callback.search}`, signInCookie);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/de/retail/myBills');
    expect(cookiesOf(done).portal_session).toBeTruthy();
  });

  it('§2: /it/impersonate opens the impersonated session like /impersonate (§6)', async () => {
    const grant = await portal.sandbox.admin.impersonationToken(STAFF, 'mario.rossi@demo.it');
    const query = new URLSearchParams({ token: grant.token, fingerprint: grant.fingerprint });
    const response = await visit(`/it/impersonate?${query.toString()}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/retail');
    expect(cookiesOf(response).portal_session).toBeTruthy();
  });

  it('§2: POST /de/auth/silent-refresh renews like /auth/silent-refresh (CSRF rule kept)', async () => {
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    const refused = await fetch(`${portal.url}/de/auth/silent-refresh`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(refused.status).toBe(403);
    const renewed = await portal.api(cookie, '/de/auth/silent-refresh', { method: 'POST' });
    expect(renewed.status).toBe(200);
    expect(await renewed.json()).toHaveProperty('expiresAt');
  });

  it('§2: the SPA fallback never answers the prefixed server forms, but keeps the client pages under /de/auth', () => {
    for (const path of [
      '/de/auth/login',
      '/it/auth/logout',
      '/de/auth/silent-refresh',
      '/it/impersonate',
      '/de/qrcode-invoice',
      '/auth/login',
      '/qrcode-invoice',
    ])
      expect([path, isServerPath(path)]).toEqual([path, true]);
    for (const path of ['/de/auth/register', '/auth/register', '/it/auth/register', '/de/retail'])
      expect([path, isServerPath(path)]).toEqual([path, false]);
  });
});
