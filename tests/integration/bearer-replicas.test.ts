// Another channel's bearer token across two BFF replicas sharing Redis (decision
// 0008): the session opened from the token is one, whichever replica the requests reach and however
// many arrive at once (one login exchange upstream), and the client's rate limit is counted once
// for both replicas.
import type { ChildProcess } from 'node:child_process';
import {
  apiAccessToken,
  freePort,
  startSandbox,
  type RunningSandbox,
} from '@portal/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../services/bff/src/app.ts';
import { loadConfig } from '../../services/bff/src/config.ts';
import { startRedis, stopRedis } from './redis.ts';

const CLIENT_LIMIT = 6;
const BILLS = JSON.stringify({ query: '{ invoices(first: 1) { totalCount } }' });

let redis: ChildProcess;
let sandbox: RunningSandbox;
const replicas: Array<{ url: string; app: Awaited<ReturnType<typeof buildApp>> }> = [];

function bills(url: string, token: string): Promise<Response> {
  return fetch(`${url}/api/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: BILLS,
  });
}

beforeAll(async () => {
  const redisPort = await freePort();
  redis = await startRedis(redisPort);
  // The origin the replicas are published under (a proxy in production): the tokens' audience.
  const publicUrl = `http://127.0.0.1:${await freePort()}`;
  sandbox = await startSandbox({ portalOrigins: [publicUrl] });
  for (let i = 0; i < 2; i += 1) {
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
      RATE_LIMIT_API_PER_MINUTE: '10000',
      RATE_LIMIT_CLIENT_PER_MINUTE: String(CLIENT_LIMIT),
      WEB_DIST: '/nonexistent-web-dist',
    });
    const app = await buildApp(config);
    await app.listen({ host: '127.0.0.1', port });
    replicas.push({ url: `http://127.0.0.1:${port}`, app });
  }
});

afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.app.close()));
  await sandbox?.close();
  await stopRedis(redis);
});

describe('a bearer token on two replicas sharing Redis', () => {
  it('opens one session for the token, with one login exchange, and limits its client once', async () => {
    const [a, b] = replicas.map((replica) => replica.url) as [string, string];
    const { access_token: token } = await apiAccessToken(sandbox, 'mario.rossi@demo.it');
    await sandbox.admin.resetCalls();

    const first = await Promise.all([a, b, a, b].map((url) => bills(url, token)));
    expect(first.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const calls = await sandbox.admin.calls();
    expect(calls['POST /api/oauth/login']).toBe(1);
    expect(calls['GET /api/user/info']).toBe(1);

    // Four counted; the client's remaining two on either replica, then 429 on both.
    expect((await bills(b, token)).status).toBe(200);
    expect((await bills(a, token)).status).toBe(200);
    for (const url of [a, b]) {
      const limited = await bills(url, token);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
