import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '@portal/sandbox/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { RedisSessionStore } from '../src/session/redis-store.ts';
import { startPortal, storedSession, type RunningPortal } from './helpers.ts';

let redis: ChildProcess;
let redisUrl: string;
let portal: RunningPortal;

async function startRedis(): Promise<void> {
  const port = await freePort();
  redisUrl = `redis://127.0.0.1:${port}`;
  redis = spawn(
    'redis-server',
    ['--save', '', '--appendonly', 'no', '--port', String(port), '--bind', '127.0.0.1'],
    {
      stdio: 'ignore',
    },
  );
  const failure = new Promise<never>((_, reject) => {
    redis.once('error', (error) =>
      reject(
        new Error(
          `redis-server could not be started (is it installed? npm test installs it): ${error.message}`,
        ),
      ),
    );
  });
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  const ready = (async () => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      try {
        await client.connect();
        if ((await client.ping()) === 'PONG') return;
      } catch {
        client.disconnect();
        await sleep(50);
      }
    }
    throw new Error(`redis-server did not answer on ${redisUrl}`);
  })();
  try {
    await Promise.race([ready, failure]);
  } finally {
    client.disconnect();
  }
}

beforeAll(async () => {
  await startRedis();
  portal = await startPortal({ env: { REDIS_URL: redisUrl } });
});
afterAll(async () => {
  await portal?.close();
  redis?.kill();
});

describe('Redis session store (architecture "Scale-out")', () => {
  it('keeps sessions in Redis with the cookie lifetime', async () => {
    const { cookie } = await portal.signIn('mario.rossi@demo.it');
    const session = await storedSession(portal, cookie);
    expect(session?.user.userInfo.email).toBe('mario.rossi@demo.it');
    const client = new Redis(redisUrl);
    try {
      const key = `portal:session:${session?.id}`;
      const ttl = await client.ttl(key);
      expect(ttl).toBeGreaterThan(604_000);
      expect(ttl).toBeLessThanOrEqual(604_800);
      // The replicas share the rate-limit counters too.
      expect((await client.keys('portal:rate:*')).length).toBeGreaterThan(0);
    } finally {
      client.disconnect();
    }
    expect((await portal.api(cookie, '/api/session')).status).toBe(200);
  });

  it('shares sessions between two replicas and refreshes once across both (single-flight through the Redis lock)', async () => {
    const replica = await buildApp(portal.app.config, { logger: false });
    const address = await replica.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { cookie } = await portal.signIn('mario.rossi@demo.it');
      await portal.sandbox.admin.expireTokens('mario.rossi@demo.it');
      await portal.sandbox.admin.resetCalls();
      const headers = { cookie, 'x-portal-csrf': '1', origin: portal.url };
      const answers = await Promise.all(
        [portal.url, address, portal.url, address, portal.url, address].map((base) =>
          fetch(`${base}/api/session`, { headers }),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect((await portal.sandbox.admin.calls())['POST /api/refresh-token']).toBe(1);
    } finally {
      await replica.close();
    }
  });

  it('withLock runs one holder at a time and releases on failure', async () => {
    const store = new RedisSessionStore(redisUrl, 60);
    try {
      const order: string[] = [];
      const holder = (name: string) =>
        store.withLock('test-lock', async () => {
          order.push(`${name}:in`);
          await sleep(20);
          order.push(`${name}:out`);
        });
      await Promise.all([holder('a'), holder('b')]);
      expect(order).toEqual(['a:in', 'a:out', 'b:in', 'b:out']);
      await expect(
        store.withLock('test-lock', async () => Promise.reject(new Error('boom'))),
      ).rejects.toThrow('boom');
      await expect(store.withLock('test-lock', async () => 'free again')).resolves.toBe(
        'free again',
      );
      expect(await store.ping()).toBe(true);
    } finally {
      await store.close();
    }
  });
});
