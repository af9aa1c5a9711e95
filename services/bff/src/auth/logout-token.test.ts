// The checks of the identity provider's logout token (Back-Channel Logout 1.0 §2.6), each refusal
// on its own: the provider's keys are served on a local socket; a second key pair plays the forger.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKCHANNEL_LOGOUT_EVENT, LogoutTokenVerifier } from './logout-token.ts';

const ISSUER = 'https://idp.example.it/oidc';
const CLIENT_ID = 'portal-web';
const KID = 'provider-key';

type Keys = Awaited<ReturnType<typeof generateKeyPair>>;
let provider: Keys;
let forger: Keys;
const keySet = createServer();
let keySetUrl = '';

beforeAll(async () => {
  [provider, forger] = await Promise.all([
    generateKeyPair('RS256', { extractable: true }),
    generateKeyPair('RS256'),
  ]);
  const published = { ...(await exportJWK(provider.publicKey)), kid: KID, alg: 'RS256' };
  keySet.on('request', (_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [published] }));
  });
  await new Promise<void>((listening) => keySet.listen(0, '127.0.0.1', listening));
  keySetUrl = `http://127.0.0.1:${(keySet.address() as AddressInfo).port}/jwks`;
});
afterAll(() => new Promise<void>((closed) => keySet.close(() => closed())));

const seconds = () => Math.floor(Date.now() / 1000);
let jtiCounter = 0;

/** What oidc-provider posts: iss, aud, iat, exp, jti, sub, sid and the event. */
function logoutClaims(): JWTPayload {
  jtiCounter += 1;
  return {
    iss: ISSUER,
    aud: CLIENT_ID,
    iat: seconds(),
    exp: seconds() + 120,
    jti: `jti-${jtiCounter}`,
    sub: 'mario.rossi@demo.it',
    sid: 'idp-session-1',
    events: { [BACKCHANNEL_LOGOUT_EVENT]: {} },
  };
}

function signed(
  claims: JWTPayload,
  key: Parameters<SignJWT['sign']>[0] = provider.privateKey,
  alg = 'RS256',
): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg, kid: KID, typ: 'logout+jwt' }).sign(key);
}

/** A verifier whose jti claims are kept in a set, as the session store keeps them. */
function verifier() {
  const claimed = new Set<string>();
  return new LogoutTokenVerifier(
    { issuer: ISSUER, clientId: CLIENT_ID, clockSkewSeconds: 30, maxAgeSeconds: 120 },
    async () => keySetUrl,
    async (key) => {
      if (claimed.has(key)) return false;
      claimed.add(key);
      return true;
    },
  );
}

async function refusal(claims: JWTPayload): Promise<unknown> {
  return verifier().verify(await signed(claims));
}

const without = (claim: string): JWTPayload => {
  const { [claim]: _removed, ...rest } = logoutClaims();
  return rest;
};

describe('logout token of the identity provider (Back-Channel Logout 1.0 §2.6)', () => {
  it("accepts the provider's token and names its session and subject", async () => {
    expect(await verifier().verify(await signed(logoutClaims()))).toEqual({
      ok: true,
      sid: 'idp-session-1',
      sub: 'mario.rossi@demo.it',
    });
  });

  it('accepts a token naming only the session, or only the subject', async () => {
    expect(await refusal(without('sub'))).toEqual({ ok: true, sid: 'idp-session-1' });
    expect(await refusal(without('sid'))).toEqual({ ok: true, sub: 'mario.rossi@demo.it' });
  });

  it('refuses a token signed with another key', async () => {
    const forged = await signed(logoutClaims(), forger.privateKey);
    expect(await verifier().verify(forged)).toEqual({
      ok: false,
      kind: 'invalid',
      reason: 'signature',
    });
  });

  it('refuses an unsigned token and a token with a symmetric algorithm', async () => {
    const body = Buffer.from(JSON.stringify(logoutClaims())).toString('base64url');
    const header = Buffer.from(JSON.stringify({ alg: 'none', kid: KID })).toString('base64url');
    expect(await verifier().verify(`${header}.${body}.`)).toMatchObject({
      ok: false,
      kind: 'invalid',
      reason: 'algorithm',
    });
    const shared = new TextEncoder().encode('a shared secret of thirty-two bytes!');
    expect(await verifier().verify(await signed(logoutClaims(), shared, 'HS256'))).toMatchObject({
      ok: false,
      reason: 'algorithm',
    });
  });

  it('refuses another issuer', async () => {
    expect(await refusal({ ...logoutClaims(), iss: 'https://elsewhere.example/oidc' })).toEqual({
      ok: false,
      kind: 'invalid',
      reason: 'issuer',
    });
  });

  it("refuses a token for another client (audience other than the portal's client id)", async () => {
    expect(await refusal({ ...logoutClaims(), aud: 'portal-cli' })).toMatchObject({
      reason: 'audience',
    });
  });

  it('refuses a token without the back-channel logout event, or with another event', async () => {
    expect(await refusal(without('events'))).toMatchObject({ ok: false, reason: 'events' });
    const other = { 'http://schemas.openid.net/event/other': {} };
    expect(await refusal({ ...logoutClaims(), events: other })).toMatchObject({
      reason: 'events',
    });
    const notAnObject = { [BACKCHANNEL_LOGOUT_EVENT]: 'yes' };
    expect(await refusal({ ...logoutClaims(), events: notAnObject })).toMatchObject({
      reason: 'events',
    });
  });

  it('refuses a token naming neither a session nor a subject, or an empty one', async () => {
    const { sid: _sid, sub: _sub, ...neither } = logoutClaims();
    expect(await refusal(neither)).toMatchObject({ ok: false, reason: 'noSubject' });
    expect(await refusal({ ...logoutClaims(), sid: '' })).toMatchObject({ reason: 'noSubject' });
  });

  it('refuses a token with a nonce: an ID token never passes for a logout token', async () => {
    expect(await refusal({ ...logoutClaims(), nonce: 'n-0S6_WzA2Mj' })).toMatchObject({
      ok: false,
      reason: 'nonce',
    });
  });

  it('refuses a token issued too long ago, one issued in the future, and an expired one', async () => {
    const old = seconds() - 120 - 31;
    expect(await refusal({ ...logoutClaims(), iat: old, exp: seconds() + 60 })).toMatchObject({
      reason: 'stale',
    });
    const ahead = seconds() + 31 + 60;
    expect(await refusal({ ...logoutClaims(), iat: ahead, exp: ahead + 120 })).toMatchObject({
      reason: 'issuedInTheFuture',
    });
    expect(await refusal({ ...logoutClaims(), exp: seconds() - 31 })).toMatchObject({
      reason: 'expired',
    });
    expect(await refusal(without('iat'))).toMatchObject({ ok: false, reason: 'missingClaims' });
  });

  it('refuses a token without an id (jti), and the same token a second time (replay)', async () => {
    expect(await refusal(without('jti'))).toMatchObject({ ok: false, reason: 'missingClaims' });
    const once = verifier();
    const token = await signed(logoutClaims());
    expect(await once.verify(token)).toMatchObject({ ok: true });
    expect(await once.verify(token)).toEqual({ ok: false, kind: 'invalid', reason: 'replayed' });
  });

  it('refuses what is not a token at all', async () => {
    expect(await verifier().verify('not.a.token')).toMatchObject({ reason: 'malformed' });
  });

  it('answers "unavailable", not "invalid", when the key set cannot be fetched', async () => {
    const offline = new LogoutTokenVerifier(
      { issuer: ISSUER, clientId: CLIENT_ID, clockSkewSeconds: 30, maxAgeSeconds: 120 },
      async () => {
        throw new Error('discovery failed');
      },
      async () => true,
    );
    expect(await offline.verify(await signed(logoutClaims()))).toEqual({
      ok: false,
      kind: 'unavailable',
      reason: 'keysUnavailable',
    });
  });
});
