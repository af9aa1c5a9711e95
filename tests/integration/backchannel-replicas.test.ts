// Back-channel logout across two BFF replicas behind one round-robin proxy, sharing Redis
// (architecture "Scale-out"): the identity provider's logout token reaches one replica, and the
// customer's sessions end on both; the index of sessions by provider session and the spent token
// ids live in Redis, so a replica that never saw the sign-in ends the session all the same, and a
// token replayed to the other replica is refused.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { Server } from 'node:http';
import {
  CookieJar,
  freePort,
  idpSignOut,
  startSandbox,
  type RunningSandbox,
} from '@portal/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../services/bff/src/app.ts';
import { loadConfig } from '../../services/bff/src/config.ts';
import { RedisSessionStore } from '../../services/bff/src/session/redis-store.ts';
import { portalClient } from '../../services/bff/test/helpers.ts';
import { roundRobin, type Served } from '../shape/proxy.ts';
import { startRedis, stopRedis } from '../shape/redis.ts';

interface Replica {
  name: string;
  port: number;
  url: string;
  app: Awaited<ReturnType<typeof buildApp>>;
}

let redis: ChildProcess;
let redisUrl: string;
let sandbox: RunningSandbox;
const replicas: Replica[] = [];
let proxy: Server;
let publicUrl: string;
const served: Served[] = [];

beforeAll(async () => {
  const redisPort = await freePort();
  redis = await startRedis(redisPort);
  redisUrl = `redis://127.0.0.1:${redisPort}`;
  const proxyPort = await freePort();
  publicUrl = `http://127.0.0.1:${proxyPort}`;
  // The provider posts logout tokens to the portal's public address: the proxy.
  sandbox = await startSandbox({ portalOrigins: [publicUrl] });
  for (const name of ['A', 'B']) {
    const port = await freePort();
    const app = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PORTAL_ORIGIN: publicUrl,
        UPSTREAM_API_URL: sandbox.url,
        OIDC_ISSUER: `${sandbox.url}/oidc`,
        REDIS_URL: redisUrl,
        LOG_LEVEL: 'silent',
        RATE_LIMIT_AUTH_PER_MINUTE: '10000',
        RATE_LIMIT_API_PER_MINUTE: '10000',
        WEB_DIST: '/nonexistent-web-dist',
      }),
    );
    await app.listen({ host: '127.0.0.1', port });
    replicas.push({ name, port, url: `http://127.0.0.1:${port}`, app });
  }
  proxy = roundRobin(replicas, (s) => served.push(s)).server;
  proxy.listen(proxyPort, '127.0.0.1');
  await once(proxy, 'listening');
});

afterAll(async () => {
  proxy?.close();
  await Promise.all(replicas.map((r) => r.app.close()));
  await sandbox?.close();
  await stopRedis(redis);
});

/** GET /api/session on one replica directly, with the portal's Origin and the CSRF header. */
async function sessionStatusOn(replica: Replica, cookie: string): Promise<number> {
  const response = await portalClient(replica.url, 'portal_session', publicUrl).api(
    cookie,
    '/api/session',
  );
  await response.body?.cancel();
  return response.status;
}

const statusOnBoth = (cookie: string) =>
  Promise.all(replicas.map((replica) => sessionStatusOn(replica, cookie)));

describe('back-channel logout on two replicas sharing Redis', () => {
  it('signing out at the identity provider signs the customer out on both replicas', async () => {
    const portal = portalClient(publicUrl, 'portal_session');
    const browser = new CookieJar();
    const { cookie } = await portal.signIn('mario.rossi@demo.it', 'demo', { idp: browser });
    const other = await portal.signIn('anna.huber@demo.it', 'demo', { idp: new CookieJar() });
    expect(await statusOnBoth(cookie)).toEqual([200, 200]);

    served.length = 0;
    await idpSignOut(`${sandbox.url}/oidc/session/end`, browser);

    // The provider's one logout token went through the proxy to one replica, and answered 200.
    const posted = served.filter((s) => s.path === '/auth/backchannel-logout');
    expect(posted.map((s) => [s.method, s.status])).toEqual([['POST', 200]]);
    expect(await statusOnBoth(cookie)).toEqual([401, 401]);
    expect(await statusOnBoth(other.cookie)).toEqual([200, 200]);
  });

  it("the store's index and spent token ids are shared: what one replica files, the other finds", async () => {
    const [a, b] = [
      new RedisSessionStore(redisUrl, 60),
      new RedisSessionStore(redisUrl, 60),
    ] as const;
    try {
      await a.link('idp-sid:shared-test', 'session-1', 60);
      await a.link('idp-sid:shared-test', 'session-2', 60);
      expect((await b.takeLinked('idp-sid:shared-test')).sort()).toEqual([
        'session-1',
        'session-2',
      ]);
      expect(await a.takeLinked('idp-sid:shared-test')).toEqual([]);

      expect(await a.claimOnce('logout-jti:shared-test', 60)).toBe(true);
      expect(await b.claimOnce('logout-jti:shared-test', 60)).toBe(false);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
