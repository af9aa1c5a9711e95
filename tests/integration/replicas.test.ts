// Two BFF replicas behind one round-robin proxy, sharing Redis (architecture "Scale-out", "Session
// model"): a session opened through one replica works through the other, and concurrent 401s on
// both replicas cause exactly one /api/refresh-token thanks to the Redis lock.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { Server } from 'node:http';
import { freePort, idpSignIn, startSandbox, type RunningSandbox } from '@portal/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../services/bff/src/app.ts';
import { loadConfig } from '../../services/bff/src/config.ts';
import { roundRobin, type Served } from '../shape/proxy.ts';
import { startRedis, stopRedis } from '../shape/redis.ts';

const EMAIL = 'mario.rossi@demo.it';

interface Replica {
  name: string;
  port: number;
  app: Awaited<ReturnType<typeof buildApp>>;
}

let redis: ChildProcess;
let sandbox: RunningSandbox;
let replicas: Replica[] = [];
let proxy: Server;
let publicUrl: string;
/** Which replica answered each request that went through the proxy, in order. */
const served: Served[] = [];

function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie().map((line) => line.split(';', 1)[0] ?? '');
}

async function signIn(): Promise<string> {
  const login = await fetch(`${publicUrl}/auth/login`, { redirect: 'manual' });
  const authorization = login.headers.get('location');
  expect(login.status).toBe(302);
  const callback = new URL(await idpSignIn(authorization ?? '', EMAIL, 'demo'));
  const done = await fetch(`${publicUrl}${callback.pathname}${callback.search}`, {
    redirect: 'manual',
    headers: { cookie: cookiesOf(login).join('; ') },
  });
  await done.body?.cancel();
  expect(done.status).toBe(302);
  const session = cookiesOf(done).find((pair) => pair.startsWith('portal_session='));
  expect(session).toBeDefined();
  return session ?? '';
}

/** A counter of one replica's /metrics (services/bff/src/plugins/metrics.ts); 0 when absent. */
function metric(replica: Replica, series: string): number {
  const line = replica.app.metrics
    .render()
    .split('\n')
    .find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

const REFUSED_GRAPHQL = 'portal_upstream_requests_total{target="graphql",outcome="4xx"}';
const RENEWED = 'portal_token_refreshes_total{outcome="renewed"}';

function api(cookie: string, path: string): Promise<Response> {
  return fetch(`${publicUrl}${path}`, {
    redirect: 'manual',
    headers: { 'x-portal-csrf': '1', origin: publicUrl, cookie },
  });
}

beforeAll(async () => {
  const redisPort = await freePort();
  redis = await startRedis(redisPort);
  const proxyPort = await freePort();
  publicUrl = `http://127.0.0.1:${proxyPort}`;
  sandbox = await startSandbox({ portalOrigins: [publicUrl] });
  for (const name of ['A', 'B']) {
    const port = await freePort();
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_ORIGIN: publicUrl,
      UPSTREAM_API_URL: sandbox.url,
      OIDC_ISSUER: `${sandbox.url}/oidc`,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_AUTH_PER_MINUTE: '10000',
      RATE_LIMIT_API_PER_MINUTE: '10000',
      WEB_DIST: '/nonexistent-web-dist',
    });
    const app = await buildApp(config);
    await app.listen({ host: '127.0.0.1', port });
    replicas.push({ name, port, app });
  }
  proxy = roundRobin(replicas, (s) => served.push(s)).server;
  proxy.listen(proxyPort, '127.0.0.1');
  await once(proxy, 'listening');
});

afterAll(async () => {
  proxy?.close();
  await Promise.all(replicas.map((r) => r.app.close()));
  replicas = [];
  await sandbox?.close();
  await stopRedis(redis);
});

describe('two BFF replicas sharing Redis (architecture "Scale-out")', () => {
  it('a sign-in completed on one replica is a session on the other', async () => {
    served.length = 0;
    const cookie = await signIn();
    const callback = served.find((s) => s.path === '/auth/callback');
    expect(callback?.status).toBe(302);
    // Round robin: /auth/login on A, the callback on B, then /api/session on A and on B.
    expect(served.map((s) => s.replica)).toEqual(['A', 'B']);

    const first = await api(cookie, '/api/session');
    const second = await api(cookie, '/api/session');
    expect([first.status, second.status]).toEqual([200, 200]);
    const bodies = (await Promise.all([first.json(), second.json()])) as Array<{
      user: { email: string };
    }>;
    expect(bodies.map((b) => b.user.email)).toEqual([EMAIL, EMAIL]);
    const sessions = served.filter((s) => s.path === '/api/session');
    expect(sessions.map((s) => s.replica).sort()).toEqual(['A', 'B']);
  });

  it('concurrent 401s on both replicas cause exactly one /api/refresh-token (§7, Redis lock)', async () => {
    const cookie = await signIn();
    await sandbox.admin.expireTokens(EMAIL);
    await sandbox.admin.resetCalls();
    // A slow renewal keeps the lock held while the other replica's requests meet the expired token.
    await sandbox.admin.addFault({
      method: 'POST',
      path: '^/api/refresh-token$',
      latencyMs: 300,
      times: 1,
    });
    served.length = 0;
    const refusedBefore = replicas.map((r) => metric(r, REFUSED_GRAPHQL));
    const renewedBefore = replicas.map((r) => metric(r, RENEWED));

    const answers = await Promise.all(Array.from({ length: 6 }, () => api(cookie, '/api/session')));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    await Promise.all(answers.map((r) => r.body?.cancel()));
    expect(new Set(served.map((s) => s.replica))).toEqual(new Set(['A', 'B']));

    const calls = await sandbox.admin.calls();
    expect(calls['POST /api/refresh-token']).toBe(1);
    // Both replicas met the expired token upstream (a 401 each), and only one of them renewed it.
    expect(replicas.map((r, i) => metric(r, REFUSED_GRAPHQL) > (refusedBefore[i] ?? 0))).toEqual([
      true,
      true,
    ]);
    const renewed = replicas.map((r, i) => metric(r, RENEWED) - (renewedBefore[i] ?? 0));
    expect(renewed.reduce((a, b) => a + b, 0)).toBe(1);
  });
});
