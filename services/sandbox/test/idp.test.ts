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
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('identity provider (issue 3 item 1, §7)', () => {
  it('serves discovery with the issuer under /oidc, PKCE S256 and the §7 user-info path', async () => {
    const response = await fetch(`${sandbox.url}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${sandbox.url}/oidc`);
    expect(discovery.userinfo_endpoint).toBe(`${sandbox.url}/oidc/oauth2/userInfo`);
    expect(discovery.end_session_endpoint).toBe(`${sandbox.url}/oidc/session/end`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']));
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
