import { ERROR_TEXTS } from '@portal/shared/errors';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, startPortal, type RunningPortal } from './helpers.ts';
import { startUpstreamStub } from './upstream-stub.ts';

let portal: RunningPortal;
beforeAll(async () => {
  portal = await startPortal();
});
afterEach(async () => portal.sandbox.admin.clearFaults());
afterAll(async () => portal?.close());

function errorCodeOf(location: string): string | null {
  return new URL(location, 'http://portal.test').searchParams.get('error');
}

describe('sign-in (§4, §7, §8)', () => {
  it('starts the authorization code flow with PKCE, state, nonce and scope openid profile email (§7, §9)', async () => {
    const response = await fetch(`${portal.url}/auth/login?locale=de`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const target = new URL(response.headers.get('location') ?? '');
    expect(target.origin).toBe(portal.sandbox.url);
    expect(target.searchParams.get('scope')).toBe('openid profile email');
    expect(target.searchParams.get('response_type')).toBe('code');
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('state')).toBeTruthy();
    expect(target.searchParams.get('nonce')).toBeTruthy();
    expect(target.searchParams.get('ui_locales')).toBe('de');
    expect(target.searchParams.get('redirect_uri')).toBe(`${portal.url}/auth/callback`);
    expect(Object.keys(cookiesOf(response))).toEqual(['portal_signin']);
  });

  it('the sign-in cookie is encrypted — neither its state nor its nonce can be read from it', async () => {
    const response = await fetch(`${portal.url}/auth/login?returnTo=%2Fretail%2FmyBills`, {
      redirect: 'manual',
    });
    const target = new URL(response.headers.get('location') ?? '');
    const value = decodeURIComponent(cookiesOf(response).portal_signin ?? '');
    const visible = [value, Buffer.from(value, 'base64url').toString('latin1')].join(' ');
    for (const secret of [
      target.searchParams.get('state'),
      target.searchParams.get('nonce'),
      '/retail/myBills',
    ]) {
      expect(secret).toBeTruthy();
      expect(visible).not.toContain(secret);
    }
  });

  it('accepts only a local return path and goes there after sign-in', async () => {
    for (const bad of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const response = await fetch(`${portal.url}/auth/login?returnTo=${encodeURIComponent(bad)}`, {
        redirect: 'manual',
      });
      expect(response.status).toBe(400);
    }
    const { location } = await portal.signIn('mario.rossi@demo.it', 'demo', {
      query: 'returnTo=%2Fretail%2FmyBills',
    });
    expect(location).toBe('/retail/myBills');
  });

  it('sends a user without a customer record to registration (§8 errors.userNotFound)', async () => {
    const { cookie, location } = await portal.signIn('sconosciuto@demo.it');
    expect(location).toBe('/auth/register');
    expect(cookie).toBe('');
  });

  it('sends an inactive user to /disabled (§8 errors.UserNotActive)', async () => {
    const { location } = await portal.signIn('disattivato@demo.it');
    expect(location).toBe('/disabled');
  });

  it('sends any other login error to /unauthorized (§8)', async () => {
    await portal.sandbox.admin.addFault({
      method: 'POST',
      path: '^/api/oauth/login$',
      status: 500,
    });
    const { location, cookie } = await portal.signIn('mario.rossi@demo.it');
    expect(location).toBe('/unauthorized?error=signIn');
    expect(cookie).toBe('');
  });

  it("shows 'Errore Informazioni Utente AWS' when the identity provider's user info fails (§8)", async () => {
    await portal.sandbox.admin.addFault({ path: '/oauth2/userInfo$', status: 500 });
    const { location } = await portal.signIn('mario.rossi@demo.it');
    expect(errorCodeOf(location)).toBe('cloudUserInfo');
    expect(ERROR_TEXTS.cloudUserInfo).toBe('Errore Informazioni Utente AWS');
  });

  it("shows 'Errore OAuth Configurations' when the configuration list fails (§5, §8)", async () => {
    await portal.sandbox.admin.addFault({
      method: 'GET',
      path: '^/api/configurations$',
      status: 500,
      times: 0,
    });
    const { location } = await portal.signIn('mario.rossi@demo.it');
    expect(errorCodeOf(location)).toBe('oauthConfigurationMissing');
    expect(ERROR_TEXTS.oauthConfigurationMissing).toBe('Errore OAuth Configurations');
  });

  it('refuses a callback without the sign-in state cookie or with a forged state (§8 state mismatch)', async () => {
    const bare = await fetch(`${portal.url}/auth/callback?code=x&state=y`, { redirect: 'manual' });
    expect(bare.headers.get('location')).toBe('/unauthorized?error=signIn');
    const login = await fetch(`${portal.url}/auth/login`, { redirect: 'manual' });
    const cookie = Object.entries(cookiesOf(login))
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    const forged = await fetch(`${portal.url}/auth/callback?code=x&state=forged`, {
      redirect: 'manual',
      headers: { cookie },
    });
    expect(forged.headers.get('location')).toBe('/unauthorized?error=signIn');
  });

  it('gives a new session id at every sign-in (§9)', async () => {
    const first = await portal.signIn('mario.rossi@demo.it');
    const second = await portal.signIn('mario.rossi@demo.it', 'demo', { cookie: first.cookie });
    expect(second.cookie).not.toBe(first.cookie);
    expect((await portal.api(first.cookie, '/api/session')).status).toBe(401);
    expect((await portal.api(second.cookie, '/api/session')).status).toBe(200);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/, 7 days, not Secure on plain-http development (§9)', async () => {
    const login = await fetch(`${portal.url}/auth/login`, { redirect: 'manual' });
    const cookie = Object.entries(cookiesOf(login))
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    const { idpSignIn } = await import('@portal/sandbox/testing');
    const callback = new URL(
      await idpSignIn(login.headers.get('location') ?? '', 'mario.rossi@demo.it', 'demo'),
    );
    const done = await fetch(`${portal.url}${callback.pathname}${callback.search}`, {
      redirect: 'manual',
      headers: { cookie },
    });
    const line = done.headers.getSetCookie().find((l) => l.startsWith('portal_session=')) ?? '';
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Path=\//);
    expect(line).toMatch(/Max-Age=604800/);
    expect(line).not.toMatch(/Secure/);
  });

  it('logs out: clears the session and goes to the end-session address with client id and return address (§4)', async () => {
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    // A link of the portal's own pages (security standard "CSRF": docs/api.md).
    const response = await fetch(`${portal.url}/auth/logout`, {
      redirect: 'manual',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(response.status).toBe(302);
    const target = new URL(response.headers.get('location') ?? '');
    expect(target.pathname).toBe('/oidc/session/end');
    expect(target.searchParams.get('client_id')).toBe('portal-web');
    expect(target.searchParams.get('post_logout_redirect_uri')).toBe(`${portal.url}/`);
    // The ID token never passes through the browser (decision on logout without the ID token).
    expect(target.searchParams.get('id_token_hint')).toBeNull();
    expect(response.headers.getSetCookie().join()).toMatch(/portal_session=;/);
    expect((await portal.api(cookie, '/api/session')).status).toBe(401);
  });
});

describe('sign-in answers only a stand-in can give (§5, §8)', () => {
  async function signInThrough(
    overrides: Record<string, (body: unknown) => unknown>,
    email: string,
  ): Promise<string> {
    const stub = await startUpstreamStub(overrides);
    const viaStub = await startPortal({ env: { UPSTREAM_API_URL: stub.url } });
    stub.setTarget(viaStub.sandbox.url);
    try {
      return (await viaStub.signIn(email)).location;
    } finally {
      await viaStub.close();
      await stub.close();
    }
  }

  it("shows 'Errore OAuth Configurations' for an empty configuration list (§5)", async () => {
    const location = await signInThrough(
      { 'GET /api/configurations': () => [] },
      'mario.rossi@demo.it',
    );
    expect(errorCodeOf(location)).toBe('oauthConfigurationMissing');
  });

  it("shows 'Errore Info Utente' when the user info is missing (§5)", async () => {
    const location = await signInThrough(
      { 'GET /api/user/info': () => ({ anagrafiche: [] }) },
      'mario.rossi@demo.it',
    );
    expect(errorCodeOf(location)).toBe('userInfoMissing');
    expect(ERROR_TEXTS.userInfoMissing).toBe('Errore Info Utente');
  });

  it("shows 'Errore Anagrafica Utente' when the user has no registries (§5)", async () => {
    const location = await signInThrough(
      { 'GET /api/user/info': (body) => ({ ...(body as object), anagrafiche: [] }) },
      'mario.rossi@demo.it',
    );
    expect(errorCodeOf(location)).toBe('registriesEmpty');
    expect(ERROR_TEXTS.registriesEmpty).toBe('Errore Anagrafica Utente');
  });
});
