import { ERROR_TEXTS } from '@portal/shared/errors';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { refreshLockOf } from '../src/session/refresh-lock.ts';
import { UpstreamClient } from '../src/upstream/client.ts';
import {
  GraphQLRequestError,
  UpstreamError,
  UpstreamUnavailableError,
} from '../src/upstream/errors.ts';
import { errorOf, startPortal, storedSession, type RunningPortal } from './helpers.ts';

const EMAIL = 'mario.rossi@demo.it';
let portal: RunningPortal;

beforeAll(async () => {
  portal = await startPortal();
});
afterEach(async () => {
  await portal.sandbox.admin.clearFaults();
  await portal.sandbox.admin.resetCalls();
});
afterAll(async () => portal?.close());

async function signedInContext() {
  const { cookie } = await portal.signIn(EMAIL);
  const session = await storedSession(portal, cookie);
  if (!session) throw new Error('no stored session');
  return { cookie, ctx: { session, log: portal.app.log } };
}

async function callCount(key: string): Promise<number> {
  return (await portal.sandbox.admin.calls())[key] ?? 0;
}

describe('the upstream client (§7 call-level handling)', () => {
  it('on 401 refreshes the tokens and repeats the call once (§7)', async () => {
    const { cookie } = await portal.signIn(EMAIL);
    const before = await storedSession(portal, cookie);
    await portal.sandbox.admin.expireTokens(EMAIL);
    await portal.sandbox.admin.resetCalls();
    const response = await portal.api(cookie, '/api/session');
    expect(response.status).toBe(200);
    expect(await callCount('POST /api/refresh-token')).toBe(1);
    const after = await storedSession(portal, cookie);
    expect(after?.tokens.accessToken).not.toBe(before?.tokens.accessToken);
    expect(after?.tokens.refreshToken).not.toBe(before?.tokens.refreshToken);
  });

  it('five parallel 401s cause exactly one /api/refresh-token call (single-flight, architecture "Session model")', async () => {
    const { cookie } = await portal.signIn(EMAIL);
    await portal.sandbox.admin.expireTokens(EMAIL);
    await portal.sandbox.admin.resetCalls();
    // Five requests of a read the session does not keep (session/reads.ts): each meets the 401.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        portal.api(cookie, '/api/graphql', {
          method: 'POST',
          body: JSON.stringify({ query: '{ invoices(first: 1) { totalCount } }' }),
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await callCount('POST /api/refresh-token')).toBe(1);
    expect(await callCount('POST /ubik/graphql')).toBeGreaterThanOrEqual(10);
  });

  it('retries a GET once on a retryable status (§7: 408, 409, 425, 429, 500, 502, 503, 504)', async () => {
    const { ctx } = await signedInContext();
    await portal.sandbox.admin.resetCalls();
    await portal.sandbox.admin.addFault({
      method: 'GET',
      path: '^/api/user/info$',
      status: 503,
      times: 1,
    });
    const answer = await portal.app.upstream.request<{ userInfo: { email: string } }>(ctx, {
      method: 'GET',
      path: '/api/user/info',
    });
    expect(answer.body.userInfo.email).toBe(EMAIL);
    expect(await callCount('GET /api/user/info')).toBe(2);

    await portal.sandbox.admin.resetCalls();
    await portal.sandbox.admin.addFault({
      method: 'GET',
      path: '^/api/user/info$',
      status: 502,
      times: 2,
    });
    await expect(
      portal.app.upstream.request(ctx, { method: 'GET', path: '/api/user/info' }),
    ).rejects.toMatchObject({ status: 502 });
    expect(await callCount('GET /api/user/info')).toBe(2);
  });

  it('never retries a POST (§7: never for POST, PUT, PATCH, DELETE)', async () => {
    const { ctx } = await signedInContext();
    await portal.sandbox.admin.resetCalls();
    await portal.sandbox.admin.addFault({
      method: 'POST',
      path: '^/api/registrazione/contatto/save$',
      status: 503,
      times: 1,
    });
    const call = portal.app.upstream.request(ctx, {
      method: 'POST',
      path: '/api/registrazione/contatto/save',
      body: { idanagrafica: 100001, telefono: '0471000000' },
    });
    await expect(call).rejects.toBeInstanceOf(UpstreamError);
    expect(await callCount('POST /api/registrazione/contatto/save')).toBe(1);
  });

  it('a final 429 ends the session (§7: 429 logs out)', async () => {
    const { cookie } = await portal.signIn(EMAIL);
    await portal.sandbox.admin.addFault({
      method: 'POST',
      path: '^/ubik/graphql$',
      status: 429,
      times: 0,
    });
    const response = await portal.api(cookie, '/api/session');
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({ error: 'UNAUTHENTICATED' });
    expect(response.headers.getSetCookie().join()).toMatch(/portal_session=;/);
    expect(await storedSession(portal, cookie)).toBeNull();
    await portal.sandbox.admin.clearFaults();
    expect((await portal.api(cookie, '/api/session')).status).toBe(401);
  });

  it('a GET answered 429 twice is retried once, then ends the session (§7)', async () => {
    const { ctx } = await signedInContext();
    await portal.sandbox.admin.resetCalls();
    await portal.sandbox.admin.addFault({
      method: 'GET',
      path: '^/api/user/info$',
      status: 429,
      times: 2,
    });
    await expect(
      portal.app.upstream.request(ctx, { method: 'GET', path: '/api/user/info' }),
    ).rejects.toMatchObject({
      name: 'SessionEndedError',
      reason: 'rateLimited',
    });
    expect(await callCount('GET /api/user/info')).toBe(2);
    expect(await portal.app.sessions.get(ctx.session.id)).toBeNull();
  });

  it('an expired refresh token clears the session (§4, §8 refreshCredential.refreshTokenExpired)', async () => {
    const { cookie } = await portal.signIn(EMAIL);
    await portal.sandbox.admin.expireTokens(EMAIL, true);
    const response = await portal.api(cookie, '/api/session');
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({ error: 'UNAUTHENTICATED' });
    expect(await storedSession(portal, cookie)).toBeNull();
  });

  it('two renewals of one session side by side (a lock lost in a Redis failover): upstream rotates once, refuses the spent token once, and the session is kept', async () => {
    const { cookie, ctx } = await signedInContext();
    const stale = ctx.session.tokens.accessToken;
    // The store's lock as a failover can leave it: both renewals hold it at once.
    const sessions = portal.app.sessions;
    const unlocked = new Proxy(sessions, {
      get: (target, name, receiver) =>
        name === 'withLock'
          ? (_key: string, fn: () => Promise<unknown>) => fn()
          : (Reflect.get(target, name, receiver) as unknown),
    });
    const client = new UpstreamClient(portal.app.config.upstream, refreshLockOf(unlocked));
    const first = { ...ctx, session: { id: ctx.session.id, tokens: ctx.session.tokens } };
    const second = { ...ctx, session: { id: ctx.session.id, tokens: ctx.session.tokens } };
    await portal.sandbox.admin.resetCalls();
    try {
      await Promise.all([client.refresh(first, stale), client.refresh(second, stale)]);
    } finally {
      await client.close();
    }
    // Upstream saw the same refresh token twice: it renewed it once and refused it as spent once.
    expect(await callCount('POST /api/refresh-token')).toBe(2);
    const stored = await storedSession(portal, cookie);
    expect(stored?.tokens.accessToken).not.toBe(stale);
    expect(first.session.tokens).toEqual(stored?.tokens);
    expect(second.session.tokens).toEqual(stored?.tokens);
    expect((await portal.api(cookie, '/api/session')).status).toBe(200);
  });

  it("§8 'Other refresh error': a refresh answered 500 fails the call with 'Errore Refresh Token' (refreshFailed) and the session continues (§4)", async () => {
    const { cookie } = await portal.signIn(EMAIL);
    await portal.sandbox.admin.expireTokens(EMAIL);
    await portal.sandbox.admin.addFault({
      method: 'POST',
      path: '^/api/refresh-token$',
      status: 500,
      times: 1,
    });
    const failed = await portal.api(cookie, '/api/session');
    expect(failed.status).toBe(502);
    expect(await errorOf(failed)).toEqual({
      error: 'UPSTREAM_UNAVAILABLE',
      reason: 'refreshFailed',
      message: ERROR_TEXTS.refreshFailed,
    });
    expect(failed.headers.getSetCookie().join()).not.toMatch(/portal_session=;/);
    expect(await storedSession(portal, cookie)).not.toBeNull();
    // The next call refreshes again and goes on.
    expect((await portal.api(cookie, '/api/session')).status).toBe(200);
    expect(await callCount('POST /api/refresh-token')).toBe(2);
  });

  it("§8 'Other refresh error': GraphQL reports UPSTREAM_UNAVAILABLE with reason refreshFailed; the session continues (§4)", async () => {
    const { cookie } = await portal.signIn(EMAIL);
    await portal.sandbox.admin.expireTokens(EMAIL);
    await portal.sandbox.admin.addFault({
      method: 'POST',
      path: '^/api/refresh-token$',
      status: 502,
      times: 1,
    });
    const response = await portal.api(cookie, '/api/graphql', {
      method: 'POST',
      body: JSON.stringify({ query: '{ retailDashboard { totalToPay } }' }),
    });
    const body = (await response.json()) as {
      errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
    };
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      reason: 'refreshFailed',
    });
    expect(body.errors?.[0]?.message).toBe(ERROR_TEXTS.refreshFailed);
    expect((await portal.api(cookie, '/api/session')).status).toBe(200);
  });

  it("§4, §8: a silent renewal answered 500 is 'Errore Refresh Token' (502, the client tries again); the session continues", async () => {
    const { cookie } = await portal.signIn(EMAIL);
    const stored = await storedSession(portal, cookie);
    if (!stored) throw new Error('no stored session');
    // The access token is about to expire: the renewal is due (§9, 60 s before).
    await portal.app.sessions.set({
      ...stored,
      tokens: { ...stored.tokens, accessTokenExpiresAt: Date.now() + 1000 },
    });
    await portal.sandbox.admin.addFault({
      method: 'POST',
      path: '^/api/refresh-token$',
      status: 500,
      times: 1,
    });
    const failed = await portal.api(cookie, '/auth/silent-refresh', { method: 'POST' });
    expect(failed.status).toBe(502);
    expect(await errorOf(failed)).toEqual({
      error: 'UPSTREAM_UNAVAILABLE',
      reason: 'refreshFailed',
      message: ERROR_TEXTS.refreshFailed,
    });
    const renewed = await portal.api(cookie, '/auth/silent-refresh', { method: 'POST' });
    expect(renewed.status).toBe(200);
  });

  it('a GraphQL answer with errors is a request error carrying status, query and variables (§7, §8)', async () => {
    const { ctx } = await signedInContext();
    const query = 'query Broken($id: Int!) { anagrafica(idanagrafica: $id) { nonexistentField } }';
    const failure = await portal.app.upstream
      .graphql(ctx, { query, variables: { id: 100001 } })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GraphQLRequestError);
    expect(failure).toMatchObject({ query, variables: { id: 100001 } });
    expect((failure as GraphQLRequestError).status).toBeGreaterThanOrEqual(200);
  });

  it("a dropped connection is 'Network request failed' and a time-out is 'Aborted' (§8)", async () => {
    const { ctx } = await signedInContext();
    await portal.sandbox.admin.addFault({
      method: 'GET',
      path: '^/api/user/info$',
      drop: true,
      times: 1,
    });
    const dropped = await portal.app.upstream
      .request(ctx, { method: 'GET', path: '/api/user/info' })
      .catch((e: unknown) => e);
    expect(dropped).toBeInstanceOf(UpstreamUnavailableError);
    expect((dropped as Error).message).toBe('Network request failed');

    await portal.sandbox.admin.addFault({
      method: 'GET',
      path: '^/api/user/info$',
      latencyMs: 1500,
      times: 1,
    });
    const slow = await portal.app.upstream
      .request(ctx, { method: 'GET', path: '/api/user/info', timeoutMs: 200 })
      .catch((e: unknown) => e);
    expect(slow).toBeInstanceOf(UpstreamUnavailableError);
    expect((slow as Error).message).toBe('Aborted');
  });

  it('sends the bearer token of the session, and none when asked not to (§7)', async () => {
    const { ctx } = await signedInContext();
    const answer = await portal.app.upstream.request<{ userInfo: { email: string } }>(ctx, {
      method: 'GET',
      path: '/api/user/info',
    });
    expect(answer.status).toBe(200);
    await expect(
      portal.app.upstream.request(ctx, { method: 'GET', path: '/api/user/info', auth: false }),
    ).rejects.toMatchObject({ status: 401 });
  });
});

describe('Retry-After on a retryable answer (§7 call-level handling)', () => {
  const userInfo = (ctx: Awaited<ReturnType<typeof signedInContext>>['ctx'], timeoutMs?: number) =>
    portal.app.upstream.request<{ userInfo: { email: string } }>(ctx, {
      method: 'GET',
      path: '/api/user/info',
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });

  it('a GET answered 503 with Retry-After: 1 is retried once, at least 1 s later', async () => {
    const { ctx } = await signedInContext();
    await portal.sandbox.admin.resetCalls();
    await portal.sandbox.admin.addFault({
      method: 'GET',
      path: '^/api/user/info$',
      status: 503,
      headers: { 'retry-after': '1' },
    });
    const started = performance.now();
    const answer = await userInfo(ctx);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
    expect(answer.body.userInfo.email).toBe(EMAIL);
    expect(await callCount('GET /api/user/info')).toBe(2);
  });

  it('a Retry-After given as an HTTP date is waited out until that date', async () => {
    const { ctx } = await signedInContext();
    await portal.sandbox.admin.resetCalls();
    // An HTTP date has whole seconds: between 1 and 2 s from now.
    const retryAt = new Date(Date.now() + 2000).toUTCString();
    await portal.sandbox.admin.addFault({
      method: 'GET',
      path: '^/api/user/info$',
      status: 503,
      headers: { 'retry-after': retryAt },
    });
    const answer = await userInfo(ctx);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(retryAt));
    expect(answer.status).toBe(200);
    expect(await callCount('GET /api/user/info')).toBe(2);
  });

  it("a Retry-After beyond the call's time-out gives no retry: the first answer stands", async () => {
    const { ctx } = await signedInContext();
    await portal.sandbox.admin.resetCalls();
    await portal.sandbox.admin.addFault({
      method: 'GET',
      path: '^/api/user/info$',
      status: 503,
      headers: { 'retry-after': '5' },
    });
    const started = performance.now();
    await expect(userInfo(ctx, 2000)).rejects.toMatchObject({ status: 503 });
    // It neither retried nor waited for the 5 s.
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await callCount('GET /api/user/info')).toBe(1);
  });

  it('a 429 whose Retry-After does not fit is final: no retry, and the session ends (§7: 429 logs out)', async () => {
    const { ctx } = await signedInContext();
    await portal.sandbox.admin.resetCalls();
    await portal.sandbox.admin.addFault({
      method: 'GET',
      path: '^/api/user/info$',
      status: 429,
      headers: { 'retry-after': '120' },
    });
    await expect(userInfo(ctx)).rejects.toMatchObject({
      name: 'SessionEndedError',
      reason: 'rateLimited',
    });
    expect(await callCount('GET /api/user/info')).toBe(1);
    expect(await portal.app.sessions.get(ctx.session.id)).toBeNull();
  });

  it('a POST is never retried, whatever its Retry-After (§7: never for POST, PUT, PATCH, DELETE)', async () => {
    const { ctx } = await signedInContext();
    await portal.sandbox.admin.resetCalls();
    await portal.sandbox.admin.addFault({
      method: 'POST',
      path: '^/api/registrazione/contatto/save$',
      status: 503,
      headers: { 'retry-after': '1' },
    });
    await portal.sandbox.admin.addFault({
      method: 'POST',
      path: '^/ubik/graphql$',
      status: 503,
      headers: { 'retry-after': '1' },
    });
    const started = performance.now();
    await expect(
      portal.app.upstream.request(ctx, {
        method: 'POST',
        path: '/api/registrazione/contatto/save',
        body: { idanagrafica: 100001, telefono: '0471000000' },
      }),
    ).rejects.toBeInstanceOf(UpstreamError);
    await expect(
      portal.app.upstream.graphql(ctx, { query: '{ __typename }' }),
    ).rejects.toBeInstanceOf(GraphQLRequestError);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await callCount('POST /api/registrazione/contatto/save')).toBe(1);
    expect(await callCount('POST /ubik/graphql')).toBe(1);
  });
});

describe('upstream hosts (§7 "News and posts")', () => {
  it('sends the content site paths to UPSTREAM_CONTENT_URL and everything else to UPSTREAM_API_URL', async () => {
    const { ctx } = await signedInContext();
    const client = new UpstreamClient(
      { ...portal.app.config.upstream, apiBaseUrl: 'http://127.0.0.1:9' },
      refreshLockOf(portal.app.sessions),
    );
    try {
      const posts = await client.request<unknown[]>(ctx, {
        method: 'GET',
        path: '/wp-json/wp/v2/posts',
        query: { page: 1, per_page: 10, lang: 'it' },
        auth: false,
      });
      expect(posts.status).toBe(200);
      expect(Array.isArray(posts.body)).toBe(true);
      await expect(
        client.request(ctx, { method: 'GET', path: '/api/user/info' }),
      ).rejects.toBeInstanceOf(UpstreamUnavailableError);
    } finally {
      await client.close();
    }
  });
});

describe('POST /auth/silent-refresh (§4, §9)', () => {
  let short: RunningPortal;
  beforeAll(async () => {
    short = await startPortal({
      sandbox: { accessTokenTtl: 30 },
      env: { UPSTREAM_TIMEOUT_MS: '300' },
    });
  });
  afterAll(async () => short?.close());

  it('keeps tokens that are not near expiry and renews those within 60 s of it (§9)', async () => {
    const far = await portal.signIn(EMAIL);
    await portal.sandbox.admin.resetCalls();
    const kept = await portal.api(far.cookie, '/auth/silent-refresh', { method: 'POST' });
    expect(kept.status).toBe(200);
    expect(await callCount('POST /api/refresh-token')).toBe(0);

    const near = await short.signIn(EMAIL);
    const before = await storedSession(short, near.cookie);
    await short.sandbox.admin.resetCalls();
    const renewed = await short.api(near.cookie, '/auth/silent-refresh', { method: 'POST' });
    expect(renewed.status).toBe(200);
    const body = (await renewed.json()) as { expiresAt: string };
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now());
    expect((await short.sandbox.admin.calls())['POST /api/refresh-token']).toBe(1);
    expect((await storedSession(short, near.cookie))?.tokens.refreshToken).not.toBe(
      before?.tokens.refreshToken,
    );
  });

  it('answers 504 with retryAfterMs 5000 on a renewal time-out (§4: retry after 5 seconds)', async () => {
    const near = await short.signIn(EMAIL);
    await short.sandbox.admin.addFault({
      method: 'POST',
      path: '^/api/refresh-token$',
      latencyMs: 1000,
      times: 1,
    });
    const response = await short.api(near.cookie, '/auth/silent-refresh', { method: 'POST' });
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      error: 'UPSTREAM_UNAVAILABLE',
      reason: 'timeout',
      retryAfterMs: 5000,
    });
    expect(await storedSession(short, near.cookie)).not.toBeNull();
  });

  it('requires the CSRF header and a session (docs/api.md)', async () => {
    const { cookie } = await portal.signIn(EMAIL);
    const noHeader = await fetch(`${portal.url}/auth/silent-refresh`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(noHeader.status).toBe(403);
    expect((await portal.api('', '/auth/silent-refresh', { method: 'POST' })).status).toBe(401);
  });
});
