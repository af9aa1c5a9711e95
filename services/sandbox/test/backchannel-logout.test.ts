// The identity provider tells the portal when a customer's session ends there (OpenID Connect
// Back-Channel Logout 1.0): discovery says so, the portal's client is registered with the portal's
// back-channel address, and signing out posts a signed logout token there — to a portal on this
// machine, which the provider's guard against calls to local addresses lets through for that one
// address only.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  idpSignIn,
  idpSignOut,
  startSandbox,
  type RunningSandbox,
} from '../src/testing.ts';
import { authorizationUrl } from './helpers.ts';

const EVENT = 'http://schemas.openid.net/event/backchannel-logout';

/** The portal's back-channel address: records each posted form. */
const portal = createServer();
const posted: Array<{ path: string; type: string; body: URLSearchParams }> = [];
let sandbox: RunningSandbox;

beforeAll(async () => {
  portal.on('request', (request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      posted.push({
        path: request.url ?? '',
        type: request.headers['content-type'] ?? '',
        body: new URLSearchParams(body),
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((listening) => portal.listen(0, '127.0.0.1', listening));
  const origin = `http://127.0.0.1:${(portal.address() as AddressInfo).port}`;
  sandbox = await startSandbox({ portalOrigins: [origin] });
});
afterAll(async () => {
  await sandbox?.close();
  await new Promise<void>((closed) => portal.close(() => closed()));
});

describe('back-channel logout at the identity provider', () => {
  it('discovery advertises back-channel logout with the session id', async () => {
    const response = await fetch(`${sandbox.url}/oidc/.well-known/openid-configuration`);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.backchannel_logout_supported).toBe(true);
    expect(discovery.backchannel_logout_session_supported).toBe(true);
  });

  it("signing out at the provider posts a signed logout token to the portal's back channel", async () => {
    const browser = new CookieJar();
    await idpSignIn(authorizationUrl(sandbox).url, 'mario.rossi@demo.it', 'demo', browser);
    posted.length = 0;

    await idpSignOut(`${sandbox.url}/oidc/session/end`, browser);

    expect(posted.map(({ path, type }) => [path, type])).toEqual([
      ['/auth/backchannel-logout', 'application/x-www-form-urlencoded'],
    ]);
    const token = posted[0]?.body.get('logout_token') ?? '';
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'RS256', typ: 'logout+jwt' });
    const keys = createRemoteJWKSet(new URL(`${sandbox.url}/oidc/jwks`));
    const { payload } = await jwtVerify(token, keys, {
      issuer: `${sandbox.url}/oidc`,
      audience: 'portal-web',
    });
    expect(payload).toMatchObject({ sub: 'mario.rossi@demo.it', events: { [EVENT]: {} } });
    expect(typeof payload.sid).toBe('string');
    expect(typeof payload.jti).toBe('string');
    expect(payload).not.toHaveProperty('nonce');
  });

  it('posts to the address it is told instead (SANDBOX_BACKCHANNEL_LOGOUT_URI), if any', async () => {
    const recorder = `http://127.0.0.1:${(portal.address() as AddressInfo).port}`;
    const elsewhere = await startSandbox({
      portalOrigins: ['http://127.0.0.1:9'],
      backchannelLogoutUri: `${recorder}/internal/backchannel-logout`,
    });
    try {
      const browser = new CookieJar();
      await idpSignIn(authorizationUrl(elsewhere).url, 'anna.huber@demo.it', 'demo', browser);
      posted.length = 0;
      await idpSignOut(`${elsewhere.url}/oidc/session/end`, browser);
      expect(posted.map(({ path }) => path)).toEqual(['/internal/backchannel-logout']);
    } finally {
      await elsewhere.close();
    }
  });

  it('posts nothing for a browser that was not signed in', async () => {
    posted.length = 0;
    await idpSignOut(`${sandbox.url}/oidc/session/end`, new CookieJar());
    expect(posted).toEqual([]);
  });
});
