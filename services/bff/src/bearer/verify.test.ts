// The local checks of another channel's access token (decision 0008), each on
// its own: a key set served on a local socket, tokens signed with its key or forged.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BearerVerifier, bearerTokenOf } from './verify.ts';

const ISSUER = 'https://idp.example.it/oidc';
const AUDIENCE = 'https://portale.example.it/api';
const CLIENTS = ['portal-cli', 'app'];
const SCOPE = 'portal.api';

let server: Server;
let jwksUri: string;
let sign: (claims: JWTPayload, header?: Record<string, unknown>) => Promise<string>;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
  server = createServer((_request, response) =>
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ keys: [jwk] })),
  );
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  jwksUri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`;
  sign = (claims, header = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: 'k1', ...header })
      .sign(privateKey);
});
afterAll(() => server?.close());

function verifier(clockSkewSeconds = 30) {
  return new BearerVerifier(
    { issuer: ISSUER, audience: AUDIENCE, clockSkewSeconds, clients: CLIENTS, scope: SCOPE },
    async () => jwksUri,
  );
}

const now = () => Math.floor(Date.now() / 1000);
const good = () => ({
  iss: ISSUER,
  aud: AUDIENCE,
  sub: 'mario.rossi@demo.it',
  client_id: 'portal-cli',
  scope: 'openid portal.api',
  iat: now(),
  exp: now() + 300,
});

describe('BearerVerifier', () => {
  it('accepts a token of the issuer for the audience, with its subject and client', async () => {
    const token = await sign(good());
    expect(await verifier().verify(token)).toMatchObject({
      ok: true,
      subject: 'mario.rossi@demo.it',
      clientId: 'portal-cli',
    });
  });

  it('takes azp as the client when client_id is missing, and refuses a token naming neither', async () => {
    const { client_id: _omitted, ...rest } = good();
    expect(await verifier().verify(await sign({ ...rest, azp: 'app' }))).toMatchObject({
      ok: true,
      clientId: 'app',
    });
    expect(await verifier().verify(await sign(rest))).toEqual({
      ok: false,
      kind: 'invalid',
      reason: 'missingClaims',
    });
  });

  it('refuses a good token of a client not allowed to call the API, and one without its scope', async () => {
    expect(await verifier().verify(await sign({ ...good(), client_id: 'portal-web' }))).toEqual({
      ok: false,
      kind: 'forbidden',
      reason: 'clientNotAllowed',
    });
    const { scope: _omitted, ...unscoped } = good();
    for (const claims of [unscoped, { ...good(), scope: 'openid profile' }]) {
      expect(await verifier().verify(await sign(claims))).toEqual({
        ok: false,
        kind: 'forbidden',
        reason: 'insufficientScope',
      });
    }
    // Some identity providers write the scopes as a list (scp).
    expect(await verifier().verify(await sign({ ...unscoped, scp: ['portal.api'] }))).toMatchObject(
      { ok: true },
    );
  });

  it('refuses another audience and another issuer', async () => {
    const other = await verifier().verify(await sign({ ...good(), aud: 'https://elsewhere/api' }));
    expect(other).toMatchObject({
      ok: false,
      kind: 'invalid',
      reason: 'ERR_JWT_CLAIM_VALIDATION_FAILED',
    });
    const issuer = await verifier().verify(
      await sign({ ...good(), iss: 'https://idp.example.com' }),
    );
    expect(issuer).toMatchObject({ ok: false, reason: 'ERR_JWT_CLAIM_VALIDATION_FAILED' });
  });

  it('allows the configured clock skew past expiry, and not a second more', async () => {
    const lately = await sign({ ...good(), exp: now() - 20 });
    expect(await verifier(30).verify(lately)).toMatchObject({ ok: true });
    expect(await verifier(10).verify(lately)).toMatchObject({
      ok: false,
      reason: 'ERR_JWT_EXPIRED',
    });
  });

  it('forgets a verified token once it expires', async () => {
    const check = verifier(0);
    const token = await sign({ ...good(), exp: now() + 2 });
    expect(await check.verify(token)).toMatchObject({ ok: true });
    expect(await check.verify(token, Date.now() + 3000)).toEqual({
      ok: false,
      kind: 'invalid',
      reason: 'expired',
    });
  });

  it("refuses alg 'none' and HS256, whatever the secret", async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const none = `${encode({ alg: 'none' })}.${encode(good())}.`;
    expect(await verifier().verify(none)).toMatchObject({ ok: false, kind: 'invalid' });
    const hs = await new SignJWT(good())
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('guessed-secret'));
    expect(await verifier().verify(hs)).toMatchObject({
      ok: false,
      kind: 'invalid',
      reason: 'ERR_JOSE_ALG_NOT_ALLOWED',
    });
  });

  it('answers unavailable (not invalid) when the key set cannot be read', async () => {
    const broken = new BearerVerifier(
      { issuer: ISSUER, audience: AUDIENCE, clockSkewSeconds: 30, clients: CLIENTS, scope: SCOPE },
      async () => 'http://127.0.0.1:9/jwks',
    );
    expect(await broken.verify(await sign(good()))).toEqual({
      ok: false,
      kind: 'unavailable',
      reason: 'keysUnavailable',
    });
  });

  it('reads only the Bearer scheme of the Authorization header', () => {
    expect(bearerTokenOf('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerTokenOf('bearer abc')).toBe('abc');
    expect(bearerTokenOf('Basic dXNlcjpwYXNz')).toBeNull();
    expect(bearerTokenOf('Bearer a b')).toBeNull();
    expect(bearerTokenOf(undefined)).toBeNull();
  });
});
