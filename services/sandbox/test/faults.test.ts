import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type RunningSandbox } from '../src/testing.ts';
import { getJson, postJson } from './helpers.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterEach(async () => {
  await sandbox.admin.clearFaults();
  await sandbox.admin.resetCalls();
});
afterAll(async () => {
  await sandbox.close();
});

const configurations = () => getJson(`${sandbox.url}/api/configurations?x=1`);

describe('fault API', () => {
  it('answers a status once by default, then serves normally', async () => {
    await sandbox.admin.addFault({ path: '^/api/configurations$', status: 503 });
    expect(await configurations()).toEqual({
      status: 503,
      body: expect.objectContaining({ error: 'injectedFault' }),
    });
    expect((await configurations()).status).toBe(200);
  });

  it('answers a status a given number of times, or always with times 0, only for the given method', async () => {
    await sandbox.admin.addFault({ method: 'post', path: '^/api/login$', status: 429, times: 0 });
    for (let i = 0; i < 3; i += 1) {
      const answer = await postJson(`${sandbox.url}/api/login`, {
        username: 'a@b.c',
        password: 'x',
        fingerprint: 'f',
      });
      expect(answer).toEqual({ status: 429, body: { error: 'tooManyRequests' } });
    }
    expect((await configurations()).status).toBe(200);
    await sandbox.admin.clearFaults();
    await sandbox.admin.addFault({ path: 'configurations', status: 401, times: 2 });
    expect(await configurations()).toEqual({ status: 401, body: { error: 'unauthorized' } });
    expect((await configurations()).status).toBe(401);
    expect((await configurations()).status).toBe(200);
  });

  it('answers an injected status with the given headers, e.g. Retry-After (§7)', async () => {
    await sandbox.admin.addFault({
      path: '^/api/configurations$',
      status: 503,
      headers: { 'Retry-After': '2', 'x-fault': 'one' },
    });
    const answer = await fetch(`${sandbox.url}/api/configurations`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('2');
    expect(answer.headers.get('x-fault')).toBe('one');
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toMatchObject({ error: 'injectedFault' });
    const served = await fetch(`${sandbox.url}/api/configurations`);
    expect(served.status).toBe(200);
    expect(served.headers.get('retry-after')).toBeNull();
  });

  it('refuses headers without a status and headers an answer cannot carry', async () => {
    const add = (body: unknown) =>
      fetch(`${sandbox.url}/__sandbox/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    for (const body of [
      { path: 'x', latencyMs: 10, headers: { 'retry-after': '1' } },
      { path: 'x', status: 503, headers: { 'bad name': '1' } },
      { path: 'x', status: 503, headers: { 'retry-after': 'a\r\nset-cookie: x=1' } },
      { path: 'x', status: 503, headers: { 'retry-after': 1 } },
    ]) {
      expect((await add(body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('applies to the identity provider too', async () => {
    await sandbox.admin.addFault({ path: '^/oidc/', status: 500 });
    const response = await fetch(`${sandbox.url}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(500);
    expect((await fetch(`${sandbox.url}/oidc/.well-known/openid-configuration`)).status).toBe(200);
  });

  it('adds latency before answering: a later undelayed call answers first', async () => {
    await sandbox.admin.addFault({ path: '^/api/configurations$', latencyMs: 500 });
    const order: string[] = [];
    const delayed = configurations().then((answer) => order.push(`delayed ${answer.status}`));
    // The delayed call has reached the sandbox (it is counted on arrival, before its latency).
    await vi.waitFor(async () =>
      expect((await sandbox.admin.calls())['GET /api/configurations']).toBe(1),
    );
    await getJson(`${sandbox.url}/api/oauth/configurations`).then((answer) =>
      order.push(`plain ${answer.status}`),
    );
    await delayed;
    expect(order).toEqual(['plain 200', 'delayed 200']);
  });

  it('drops the connection', async () => {
    await sandbox.admin.addFault({ path: '^/api/configurations$', drop: true });
    await expect(fetch(`${sandbox.url}/api/configurations`)).rejects.toThrow();
    expect((await configurations()).status).toBe(200);
  });

  it('counts calls per "METHOD /path" without the query string, and zeroes them', async () => {
    await configurations();
    await configurations();
    await postJson(`${sandbox.url}/api/refresh-token`, {
      username: 'a@b.c',
      refresh_token: 'x',
      fingerprint: 'f',
    });
    await getJson(`${sandbox.url}/no/such/path`);
    const calls = await sandbox.admin.calls();
    expect(calls).toEqual({
      'GET /api/configurations': 2,
      'POST /api/refresh-token': 1,
      'GET /no/such/path': 1,
    });
    await sandbox.admin.resetCalls();
    expect(await sandbox.admin.calls()).toEqual({});
  });

  it('reset restores faults, counters and tokens', async () => {
    const login = await postJson(`${sandbox.url}/api/login`, {
      username: 'acme@demo.it',
      password: 'demo',
      fingerprint: 'f',
    });
    await sandbox.admin.addFault({ path: '^/api/configurations$', status: 500, times: 0 });
    await sandbox.admin.reset();
    expect(await sandbox.admin.calls()).toEqual({});
    expect((await configurations()).status).toBe(200);
    const refresh = await postJson(`${sandbox.url}/api/refresh-token`, {
      username: 'acme@demo.it',
      refresh_token: login.body.refresh_token,
      fingerprint: 'f',
    });
    expect(refresh).toEqual({
      status: 400,
      body: expect.objectContaining({ error: 'invalidRefreshToken' }),
    });
  });

  it('never faults the administration itself', async () => {
    await sandbox.admin.addFault({ path: '.*', status: 500, times: 0 });
    expect(await sandbox.admin.calls()).toEqual({});
    await sandbox.admin.clearFaults();
    expect((await configurations()).status).toBe(200);
  });

  it('renames a field of a JSON answer, or gives it another value, at any depth (the upstream contract)', async () => {
    await sandbox.admin.addFault({
      path: '^/api/configurations$',
      field: { name: 'oAuthConfigId', rename: 'configId' },
    });
    const renamed = await configurations();
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual([{ configId: 'portal-web', name: 'Portale clienti' }]);
    await sandbox.admin.addFault({
      path: '^/api/configurations$',
      field: { name: 'name', value: 7 },
    });
    expect((await configurations()).body).toEqual([{ oAuthConfigId: 'portal-web', name: 7 }]);
    expect((await configurations()).body).toEqual([
      { oAuthConfigId: 'portal-web', name: 'Portale clienti' },
    ]);
    const neither = await postJson(`${sandbox.url}/__sandbox/faults`, {
      path: 'x',
      field: { name: 'a' },
    });
    expect(neither.status).toBe(400);
  });
});

describe('administration switched off: only when SANDBOX_ADMIN is on', () => {
  it('serves no /__sandbox route', async () => {
    const closed = await startSandbox({ admin: false });
    try {
      for (const [method, path] of [
        ['POST', '/__sandbox/faults'],
        ['GET', '/__sandbox/calls'],
        ['POST', '/__sandbox/reset'],
        ['POST', '/__sandbox/impersonation-tokens'],
        ['POST', '/__sandbox/expire-tokens'],
      ] as const) {
        const response = await fetch(`${closed.url}${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          ...(method === 'POST' ? { body: '{}' } : {}),
        });
        expect(response.status).toBe(404);
      }
      expect((await getJson(`${closed.url}/api/configurations`)).status).toBe(200);
    } finally {
      await closed.close();
    }
  });
});
