import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idpSignIn, startSandbox, type RunningSandbox } from '../src/testing.ts';
import { authorizationUrl, BASIC } from './helpers.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ portalOrigins: ['http://127.0.0.1:3999'] });
});
afterAll(async () => {
  await sandbox.close();
});

async function exchange(code: string, verifier: string, redirectUri: string) {
  const response = await fetch(`${sandbox.url}/oidc/token`, {
    method: 'POST',
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('identity provider (§7)', () => {
  it('serves discovery with the issuer under /oidc, PKCE S256 and the §7 user-info path', async () => {
    const response = await fetch(`${sandbox.url}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${sandbox.url}/oidc`);
    expect(discovery.userinfo_endpoint).toBe(`${sandbox.url}/oidc/oauth2/userInfo`);
    expect(discovery.end_session_endpoint).toBe(`${sandbox.url}/oidc/session/end`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']),
    );
  });

  it('completes a headless sign-in with PKCE and serves the profile at /oauth2/userInfo (§7)', async () => {
    const { url, verifier, state, redirectUri } = authorizationUrl(sandbox);
    const location = new URL(await idpSignIn(url, 'anna.huber@demo.it', 'demo'));
    expect(location.origin + location.pathname).toBe(redirectUri);
    expect(location.searchParams.get('state')).toBe(state);
    const code = location.searchParams.get('code');
    expect(code).toBeTruthy();

    const tokens = await exchange(code ?? '', verifier, redirectUri);
    expect(tokens.status).toBe(200);
    expect(typeof tokens.body.access_token).toBe('string');
    expect(typeof tokens.body.id_token).toBe('string');

    const info = await fetch(`${sandbox.url}/oidc/oauth2/userInfo`, {
      headers: { authorization: `Bearer ${String(tokens.body.access_token)}` },
    });
    expect(info.status).toBe(200);
    expect(await info.json()).toEqual({
      sub: 'anna.huber@demo.it',
      email: 'anna.huber@demo.it',
      given_name: 'Anna',
      family_name: 'Huber',
      name: 'Anna Huber',
      locale: 'de',
    });
  });
});

/** Follows the authorization URL to the sign-in page and returns its HTML (and the cookies to post it). */
async function signInPage(
  url: string,
): Promise<{ html: string; status: number; action: string; cookie: string; csp: string }> {
  let next = new URL(url);
  let cookie = '';
  for (let hop = 0; hop < 5; hop += 1) {
    const response = await fetch(next, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    const set = response.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length > 0) cookie = [cookie, ...set].filter(Boolean).join('; ');
    const location = response.headers.get('location');
    if (location) {
      next = new URL(location, next);
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
    return {
      html,
      status: response.status,
      action,
      cookie,
      csp: response.headers.get('content-security-policy') ?? '',
    };
  }
  throw new Error('no sign-in page');
}

describe('sign-in page: Italian, German by ui_locales, clear error', () => {
  it('is Italian by default, self-contained and labelled', async () => {
    const page = await signInPage(authorizationUrl(sandbox).url);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="it">');
    expect(page.html).toContain('Accedi');
    expect(page.html).toMatch(/<label for="email">/);
    expect(page.html).toMatch(/<label for="password">/);
    expect(page.html).not.toMatch(/(src|href)="https?:/);
    expect(page.html).not.toContain('@import');
  });

  it('forbids scripts, framing and foreign form targets on the sign-in page (no external assets)', async () => {
    const { status, csp } = await signInPage(authorizationUrl(sandbox).url);
    expect(status).toBe(200);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self' http://127.0.0.1:3999");
  });

  it('is German with ui_locales=de', async () => {
    const page = await signInPage(authorizationUrl(sandbox, { ui_locales: 'de' }).url);
    expect(page.html).toContain('<html lang="de">');
    expect(page.html).toContain('Anmelden');
    expect(page.html).toContain('Passwort');
  });

  it('shows a clear error on the same page for a wrong password', async () => {
    await expect(
      idpSignIn(authorizationUrl(sandbox).url, 'mario.rossi@demo.it', 'wrong'),
    ).rejects.toThrow('Email o password non corretti');
    await expect(
      idpSignIn(
        authorizationUrl(sandbox, { ui_locales: 'de' }).url,
        'mario.rossi@demo.it',
        'wrong',
      ),
    ).rejects.toThrow('Passwort ist falsch');
    const page = await signInPage(authorizationUrl(sandbox).url);
    const response = await fetch(new URL(page.action, sandbox.url), {
      method: 'POST',
      headers: { cookie: page.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=mario.rossi%40demo.it&password=nope',
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('value="mario.rossi@demo.it"');
  });

  it('refuses an authorization request without PKCE (S256 required)', async () => {
    const url = new URL(authorizationUrl(sandbox).url);
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const response = await fetch(url, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '', sandbox.url);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });
});

describe('end session (§4 logout: identity provider logout address with client id and return address)', () => {
  it('signs out and redirects to the post-logout URI', async () => {
    const { url } = authorizationUrl(sandbox);
    const page = await signInPage(url);
    // Sign in with the page's own cookies so that the provider holds a session to end.
    let response = await fetch(new URL(page.action, sandbox.url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: page.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=mario.rossi%40demo.it&password=demo',
    });
    let cookie = page.cookie;
    let location = response.headers.get('location');
    while (location && !location.startsWith('http://127.0.0.1:3999')) {
      response = await fetch(new URL(location, sandbox.url), {
        redirect: 'manual',
        headers: { cookie },
      });
      const set = response.headers.getSetCookie().map((c) => c.split(';')[0]);
      cookie = [cookie, ...set].join('; ');
      location = response.headers.get('location');
    }
    expect(location).toContain('code=');

    const end = new URL(`${sandbox.url}/oidc/session/end`);
    end.searchParams.set('client_id', 'portal-web');
    end.searchParams.set('post_logout_redirect_uri', 'http://127.0.0.1:3999/login');
    const logout = await fetch(end, { headers: { cookie } });
    expect(logout.status).toBe(200);
    const html = await logout.text();
    expect(html).toContain('<html lang="it">');
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
    const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
      ([, n, v]): [string, string] => [n ?? '', v ?? ''],
    );
    const confirm = await fetch(new URL(action, sandbox.url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe('http://127.0.0.1:3999/login');
  });

  it('refuses a post-logout URI that is not registered', async () => {
    const end = new URL(`${sandbox.url}/oidc/session/end`);
    end.searchParams.set('client_id', 'portal-web');
    end.searchParams.set('post_logout_redirect_uri', 'http://evil.example/');
    const response = await fetch(end);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('post_logout_redirect_uri');
  });
});

describe('identity provider robustness: nothing crashes', () => {
  it('answers its own 400 page for an unknown or expired sign-in interaction', async () => {
    const response = await fetch(`${sandbox.url}/oidc/interaction/unknown-uid`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('role="alert"');
    const post = await fetch(`${sandbox.url}/oidc/interaction/unknown-uid/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a&password=b',
    });
    expect(post.status).toBe(400);
  });

  it('refuses an unregistered redirect URI with its own error page, without redirecting', async () => {
    const { url } = authorizationUrl(sandbox, {
      redirect_uri: 'http://evil.example/auth/callback',
    });
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('redirect_uri');
    expect(html).not.toMatch(/(src|href)="https?:/);
  });
});
