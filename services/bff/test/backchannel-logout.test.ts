// Back-channel logout (OpenID Connect Back-Channel Logout 1.0): the sandbox's identity provider posts
// a logout token to the BFF when a customer signs out there, and the portal's sessions opened by that
// provider session end; the customer's next request is signed out. The token's own checks are
// proven one by one in src/auth/logout-token.test.ts.
import { CookieJar, idpSignOut } from '@portal/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type RunningPortal } from './helpers.ts';

let portal: RunningPortal;
beforeAll(async () => {
  portal = await startPortal();
});
afterAll(async () => portal?.close());

/** The provider's own sign-out: its end-session page without a client. */
const providerSignOut = () => `${portal.sandbox.url}/oidc/session/end`;

const sessionStatus = async (cookie: string) => (await portal.api(cookie, '/api/session')).status;

function postToken(body: string, contentType = 'application/x-www-form-urlencoded') {
  return fetch(`${portal.url}/auth/backchannel-logout`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
}

describe('sign-out at the identity provider ends the portal session (back-channel logout)', () => {
  it("signing out at the provider's own page signs the customer out of the portal", async () => {
    const browser = new CookieJar();
    const { cookie } = await portal.signIn('mario.rossi@demo.it', 'demo', { idp: browser });
    expect(await sessionStatus(cookie)).toBe(200);

    await idpSignOut(providerSignOut(), browser);

    expect(await sessionStatus(cookie)).toBe(401);
  });

  it('ends every portal session of that provider session, and no one else’s', async () => {
    const browser = new CookieJar();
    const first = await portal.signIn('mario.rossi@demo.it', 'demo', { idp: browser });
    // Signed in again through the same provider session (another tab's cookie jar at the portal).
    const second = await portal.signIn('mario.rossi@demo.it', 'demo', { idp: browser });
    const elsewhere = await portal.signIn('mario.rossi@demo.it', 'demo', { idp: new CookieJar() });
    const someoneElse = await portal.signIn('anna.huber@demo.it', 'demo', { idp: new CookieJar() });
    expect(second.cookie).not.toBe(first.cookie);

    await idpSignOut(providerSignOut(), browser);

    expect(await sessionStatus(first.cookie)).toBe(401);
    expect(await sessionStatus(second.cookie)).toBe(401);
    // Another browser's provider session (another sid) and another customer continue.
    expect(await sessionStatus(elsewhere.cookie)).toBe(200);
    expect(await sessionStatus(someoneElse.cookie)).toBe(200);
  });

  it("§4: the portal's own logout ends the session at the provider with client id and return address", async () => {
    const browser = new CookieJar();
    const { cookie } = await portal.signIn('mario.rossi@demo.it', 'demo', { idp: browser });
    const other = await portal.signIn('mario.rossi@demo.it', 'demo', { idp: browser });
    const logout = await portal.api(cookie, '/auth/logout', { method: 'POST' });
    expect(logout.status).toBe(303);
    expect(await sessionStatus(cookie)).toBe(401);
    // The browser follows to the provider, which ends its session without an ID token and sends
    // the customer back; its logout token ends the other portal session of that provider session.
    const back = await idpSignOut(logout.headers.get('location') ?? '', browser);
    expect(back).toBe(`${portal.url}/`);
    expect(await sessionStatus(other.cookie)).toBe(401);
  });
});

describe('the back-channel logout endpoint refuses what is not a logout token', () => {
  it('answers 400 invalid_request, never caching, for a token that fails its checks', async () => {
    const response = await postToken('logout_token=not.a.token');
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      error: 'invalid_request',
      error_description: 'malformed',
    });
  });

  it('answers 400 without a token, and 415 for anything but a form', async () => {
    const empty = await postToken('');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      error: 'invalid_request',
      error_description: 'missingToken',
    });
    expect((await postToken('{"logout_token":"x"}', 'application/json')).status).toBe(415);
  });

  it('takes no GET', async () => {
    const response = await fetch(`${portal.url}/auth/backchannel-logout`);
    await response.body?.cancel();
    expect(response.status).toBe(404);
  });
});

describe('the back-channel logout endpoint has its own count per address', () => {
  it("is counted with the API's limit, not the sign-in routes': a provider signing many out is not refused", async () => {
    const limited = await startPortal({
      env: { RATE_LIMIT_AUTH_PER_MINUTE: '2', RATE_LIMIT_API_PER_MINUTE: '4' },
    });
    try {
      const post = () =>
        fetch(`${limited.url}/auth/backchannel-logout`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'logout_token=not.a.token',
        });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const response = await post();
        await response.body?.cancel();
        statuses.push(response.status);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 429]);
      // The sign-in routes keep their own, smaller count.
      const login = await fetch(`${limited.url}/auth/login`, { redirect: 'manual' });
      await login.body?.cancel();
      expect(login.status).toBe(302);
    } finally {
      await limited.close();
    }
  });
});
