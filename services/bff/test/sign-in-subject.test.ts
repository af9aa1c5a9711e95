import { Writable } from 'node:stream';
import { startSandbox, type RunningSandbox } from '@portal/sandbox/testing';
import type { FastifyInstance } from 'fastify';
import type * as OpenIdClient from 'openid-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

// openid-client rejects an ID token without `sub` itself; a stand-in for its code exchange lets the
// portal's own check (defence in depth) be proven.
const idp = vi.hoisted(() => ({
  claims: {} as Record<string, unknown>,
  userInfoCalls: 0,
}));
vi.mock('openid-client', async (importOriginal) => {
  const actual = await importOriginal<typeof OpenIdClient>();
  return {
    ...actual,
    authorizationCodeGrant: async () => ({
      access_token: 'idp-access-token',
      token_type: 'bearer',
      claims: () => idp.claims,
    }),
    fetchUserInfo: async () => {
      idp.userInfoCalls += 1;
      throw new Error('not reached in these tests');
    },
  };
});

let sandbox: RunningSandbox;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  sandbox = await startSandbox();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      UPSTREAM_API_URL: sandbox.url,
      OIDC_ISSUER: `${sandbox.url}/oidc`,
      WEB_DIST: '/nonexistent-web-dist',
    }),
    { logger: { level: 'info', stream } },
  );
});
afterAll(async () => {
  await app?.close();
  await sandbox?.close();
});

async function callbackWith(claims: Record<string, unknown>) {
  idp.claims = claims;
  const login = await app.inject({ method: 'GET', url: '/auth/login' });
  expect(login.statusCode).toBe(302);
  const state = new URL(String(login.headers.location)).searchParams.get('state') ?? '';
  const signIn = login.cookies.find((c) => c.name === 'portal_signin');
  return app.inject({
    method: 'GET',
    url: `/auth/callback?code=abc&state=${encodeURIComponent(state)}`,
    cookies: { portal_signin: signIn?.value ?? '' },
  });
}

describe("§8 sign-in error 'ID token missing subject'", () => {
  it("§8: an ID token without a subject fails the sign-in at /unauthorized?error=signIn, logged as 'ID token missing subject'", async () => {
    lines.length = 0;
    idp.userInfoCalls = 0;
    const response = await callbackWith({ iss: `${sandbox.url}/oidc`, aud: 'portal-web' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/unauthorized?error=signIn');
    expect(response.cookies.some((c) => c.name === 'portal_session' && c.value !== '')).toBe(false);
    expect(idp.userInfoCalls).toBe(0);
    expect(lines.some((line) => line.includes('ID token missing subject'))).toBe(true);
  });

  it('§8: an empty subject is missing too; a subject goes on to the user info check (§7)', async () => {
    idp.userInfoCalls = 0;
    const empty = await callbackWith({ sub: '' });
    expect(empty.headers.location).toBe('/unauthorized?error=signIn');
    expect(idp.userInfoCalls).toBe(0);

    const withSubject = await callbackWith({ sub: 'mario.rossi@demo.it' });
    expect(idp.userInfoCalls).toBe(1);
    // The stand-in's user info fails: §8 'Errore Informazioni Utente AWS'.
    expect(withSubject.headers.location).toBe('/unauthorized?error=cloudUserInfo');
  });
});
