import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { idpSignIn, portalTokens, startSandbox, type RunningSandbox } from '../src/testing.ts';
import { authorizationUrl, BASIC, bearer, getJson, postJson } from './helpers.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

/**
 * Token lifetimes are checked against a clock the test moves, instead of waiting for it. The clock
 * stands still between moves: a token living one second must not expire on its own while a busy
 * machine is slow to send the first request.
 */
function useTestClock(): void {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: false });
}

function passSeconds(seconds: number): void {
  vi.setSystemTime(Date.now() + seconds * 1000);
}

describe('configurations (§7)', () => {
  it('lists the OAuth configuration at /api/configurations and /api/oauth/configurations (§5 first item used)', async () => {
    for (const path of ['/api/configurations', '/api/oauth/configurations']) {
      const { status, body } = await getJson(`${sandbox.url}${path}`);
      expect(status).toBe(200);
      expect(body).toEqual([{ oAuthConfigId: 'portal-web', name: 'Portale clienti' }]);
    }
  });
});

describe('login exchange (§4, §8)', () => {
  it('portalTokens signs in at the IdP and exchanges the token at /api/oauth/login (§4 session)', async () => {
    const tokens = await portalTokens(sandbox, 'mario.rossi@demo.it');
    expect(tokens.access_token.split('.')).toHaveLength(3);
    const payload = JSON.parse(
      Buffer.from(tokens.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(payload.sub).toBe('mario.rossi@demo.it');
    expect(typeof payload.exp).toBe('number');
    expect(typeof payload.jti).toBe('string');
    const info = await getJson(`${sandbox.url}/api/user/info`, bearer(tokens.access_token));
    expect(info.status).toBe(200);
    expect(info.body).toEqual({
      userInfo: { email: 'mario.rossi@demo.it', businessConventions: [] },
      anagrafiche: [
        {
          idAnagrafica: 100001,
          ragSoc: 'Mario Rossi',
          customerSegment: 'resident',
          culture: 'it-IT',
        },
      ],
    });
  });

  it('answers 403 errors.userNotFound for a person without a customer record and for staff (§8)', async () => {
    for (const email of ['sconosciuto@demo.it', 'operatore@demo.it']) {
      await expect(portalTokens(sandbox, email)).rejects.toThrow(/403.*errors\.userNotFound/);
    }
  });

  it('answers 403 errors.UserNotActive for the inactive user (§8)', async () => {
    await expect(portalTokens(sandbox, 'disattivato@demo.it')).rejects.toThrow(
      /403.*errors\.UserNotActive/,
    );
  });

  it('answers 401 invalidToken for a token the IdP did not issue, and 400 for an unknown OAuthConfigId', async () => {
    const bad = await postJson(`${sandbox.url}/api/oauth/login`, {
      OAuthConfigId: 'portal-web',
      Token: 'nope',
      Fingerprint: 'f',
    });
    expect(bad).toEqual({ status: 401, body: expect.objectContaining({ error: 'invalidToken' }) });
    const unknown = await postJson(`${sandbox.url}/api/oauth/login`, {
      OAuthConfigId: 'other',
      Token: 'x',
      Fingerprint: 'f',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      error: 'badRequest',
      message: expect.stringContaining('OAuthConfigId'),
    });
  });

  it('/api/login takes credentials and answers the same markers (§7)', async () => {
    const url = `${sandbox.url}/api/login`;
    const ok = await postJson(url, {
      username: 'acme@demo.it',
      password: 'demo',
      fingerprint: 'f1',
    });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body).sort()).toEqual(['access_token', 'refresh_token']);
    expect(
      (await postJson(url, { username: 'acme@demo.it', password: 'wrong', fingerprint: 'f1' }))
        .status,
    ).toBe(401);
    expect(
      await postJson(url, { username: 'sconosciuto@demo.it', password: 'demo', fingerprint: 'f' }),
    ).toEqual({
      status: 403,
      body: expect.objectContaining({ error: 'errors.userNotFound' }),
    });
    expect(
      await postJson(url, { username: 'disattivato@demo.it', password: 'demo', fingerprint: 'f' }),
    ).toEqual({
      status: 403,
      body: expect.objectContaining({ error: 'errors.UserNotActive' }),
    });
  });
});

describe('refresh (§4, §8)', () => {
  const url = () => `${sandbox.url}/api/refresh-token`;

  it('rotates: the new pair works and the spent refresh token is invalidRefreshToken', async () => {
    const first = await portalTokens(sandbox, 'consorzio@demo.it');
    const body = {
      username: 'consorzio@demo.it',
      refresh_token: first.refresh_token,
      fingerprint: first.fingerprint,
    };
    const second = await postJson(url(), body);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    const info = await getJson(
      `${sandbox.url}/api/user/info`,
      bearer(String(second.body.access_token)),
    );
    expect(info.status).toBe(200);
    expect(await postJson(url(), body)).toEqual({
      status: 400,
      body: expect.objectContaining({ error: 'invalidRefreshToken' }),
    });
  });

  it('binds the refresh token to user and fingerprint (invalidRefreshToken otherwise)', async () => {
    const tokens = await portalTokens(sandbox, 'mario.rossi@demo.it');
    const otherUser = {
      username: 'acme@demo.it',
      refresh_token: tokens.refresh_token,
      fingerprint: tokens.fingerprint,
    };
    const otherPrint = {
      username: 'mario.rossi@demo.it',
      refresh_token: tokens.refresh_token,
      fingerprint: 'other',
    };
    for (const body of [
      otherUser,
      otherPrint,
      { ...otherPrint, refresh_token: 'unknown', fingerprint: tokens.fingerprint },
    ]) {
      expect(await postJson(url(), body)).toEqual({
        status: 400,
        body: expect.objectContaining({ error: 'invalidRefreshToken' }),
      });
    }
    const ok = await postJson(url(), { ...otherPrint, fingerprint: tokens.fingerprint });
    expect(ok.status).toBe(200);
  });

  it('answers refreshCredential.refreshTokenExpired after expire-tokens with refresh, and the access token gets 401', async () => {
    const tokens = await portalTokens(sandbox, 'asl.trento@demo.it');
    await sandbox.admin.expireTokens('asl.trento@demo.it', true);
    const info = await getJson(`${sandbox.url}/api/user/info`, bearer(tokens.access_token));
    expect(info).toEqual({ status: 401, body: { error: 'unauthorized' } });
    const refreshed = await postJson(url(), {
      username: 'asl.trento@demo.it',
      refresh_token: tokens.refresh_token,
      fingerprint: tokens.fingerprint,
    });
    expect(refreshed).toEqual({
      status: 400,
      body: expect.objectContaining({ error: 'refreshCredential.refreshTokenExpired' }),
    });
  });

  it('expire-tokens without refresh leaves the refresh token usable (the portal renews once)', async () => {
    const tokens = await portalTokens(sandbox, 'comune.verona@demo.it');
    await sandbox.admin.expireTokens('comune.verona@demo.it');
    expect(
      (await getJson(`${sandbox.url}/api/user/info`, bearer(tokens.access_token))).status,
    ).toBe(401);
    const refreshed = await postJson(url(), {
      username: 'comune.verona@demo.it',
      refresh_token: tokens.refresh_token,
      fingerprint: tokens.fingerprint,
    });
    expect(refreshed.status).toBe(200);
    expect(
      (await getJson(`${sandbox.url}/api/user/info`, bearer(String(refreshed.body.access_token))))
        .status,
    ).toBe(200);
  });
});

describe('bearer tokens: an expired or forged token gets 401', () => {
  it('answers 401 for a missing, malformed or forged token', async () => {
    const tokens = await portalTokens(sandbox, 'mario.rossi@demo.it');
    const [header, payload] = tokens.access_token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        sub: 'acme@demo.it',
      }),
    ).toString('base64url');
    const signature = tokens.access_token.split('.')[2];
    for (const headers of [
      {},
      { authorization: 'Basic abc' },
      bearer('not-a-jwt'),
      bearer(`${header}.${forgedPayload}.${signature}`),
    ]) {
      expect(await getJson(`${sandbox.url}/api/user/info`, headers)).toEqual({
        status: 401,
        body: { error: 'unauthorized' },
      });
    }
  });

  it('answers 401 once the access token has expired (short SANDBOX_ACCESS_TTL)', async () => {
    useTestClock();
    const short = await startSandbox({ accessTokenTtl: 1 });
    try {
      const login = await postJson(`${short.url}/api/login`, {
        username: 'mario.rossi@demo.it',
        password: 'demo',
        fingerprint: 'f',
      });
      const token = String(login.body.access_token);
      expect((await getJson(`${short.url}/api/user/info`, bearer(token))).status).toBe(200);
      passSeconds(2.1);
      expect(await getJson(`${short.url}/api/user/info`, bearer(token))).toEqual({
        status: 401,
        body: { error: 'unauthorized' },
      });
    } finally {
      await short.close();
      vi.useRealTimers();
    }
  });

  it('answers refreshCredential.refreshTokenExpired once the refresh token has expired (short SANDBOX_REFRESH_TTL)', async () => {
    useTestClock();
    const short = await startSandbox({ refreshTokenTtl: 1 });
    try {
      const login = await postJson(`${short.url}/api/login`, {
        username: 'mario.rossi@demo.it',
        password: 'demo',
        fingerprint: 'f',
      });
      passSeconds(2.1);
      const refreshed = await postJson(`${short.url}/api/refresh-token`, {
        username: 'mario.rossi@demo.it',
        refresh_token: login.body.refresh_token,
        fingerprint: 'f',
      });
      expect(refreshed).toEqual({
        status: 400,
        body: expect.objectContaining({ error: 'refreshCredential.refreshTokenExpired' }),
      });
    } finally {
      await short.close();
      vi.useRealTimers();
    }
  });
});

describe('IdP token lifetime: short configurable lifetimes', () => {
  it('answers 401 invalidToken at /api/oauth/login once the IdP access token has expired', async () => {
    useTestClock();
    const short = await startSandbox({ idpAccessTokenTtl: 1 });
    try {
      const { url, verifier, redirectUri } = authorizationUrl(short);
      const code =
        new URL(await idpSignIn(url, 'mario.rossi@demo.it', 'demo')).searchParams.get('code') ?? '';
      const exchange = await fetch(`${short.url}/oidc/token`, {
        method: 'POST',
        headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          code_verifier: verifier,
        }),
      });
      const { access_token } = (await exchange.json()) as { access_token: string };
      passSeconds(2.1);
      const login = await postJson(`${short.url}/api/oauth/login`, {
        OAuthConfigId: 'portal-web',
        Token: access_token,
        Fingerprint: 'f',
      });
      expect(login).toEqual({
        status: 401,
        body: expect.objectContaining({ error: 'invalidToken' }),
      });
    } finally {
      await short.close();
      vi.useRealTimers();
    }
  });
});

describe('operation token (§7)', () => {
  it('answers a token and its expiry for a bearer and an operation; 401 without bearer; 400 without operation', async () => {
    const tokens = await portalTokens(sandbox, 'mario.rossi@demo.it');
    const url = `${sandbox.url}/api/authorization/auth-operation-token`;
    const ok = await getJson(`${url}?operation=payment`, bearer(tokens.access_token));
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      token: expect.any(String),
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
    });
    expect((await getJson(`${url}?operation=payment`)).status).toBe(401);
    const missing = await getJson(url, bearer(tokens.access_token));
    expect(missing).toEqual({
      status: 400,
      body: { error: 'badRequest', message: expect.stringContaining('operation') },
    });
  });
});
