// Redis session store: several BFF replicas share sessions and the refresh lock (architecture
// "Scale-out"). The lock is SET NX PX with a random owner token, released only by its owner.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { SessionStoreUnavailableError } from './errors.ts';
import { KeyedMutex } from './memory-store.ts';
import { connectRedis, type RedisTarget } from './redis-connection.ts';
import { type PortalSession, type SessionStore, sessionExpiresAt } from './types.ts';

const KEY_PREFIX = 'portal:session:';
const LOCK_PREFIX = 'portal:lock:';
const LINK_PREFIX = 'portal:link:';
const CLAIM_PREFIX = 'portal:claim:';
const LOCK_TTL_MS = 15_000;
const LOCK_WAIT_MS = 20_000;
const LOCK_POLL_MS = 25;
const RECONNECT_MAX_DELAY_MS = 500;
const RELEASE_SCRIPT =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export class LockTimeoutError extends Error {
  constructor(key: string) {
    super(`Timed out waiting for lock ${key}`);
    this.name = 'LockTimeoutError';
  }
}

export class RedisSessionStore implements SessionStore {
  private readonly redis: Redis;
  // Callers in this process queue locally first, so only one of them polls Redis.
  private readonly local = new KeyedMutex();

  constructor(
    target: RedisTarget,
    private readonly ttlSeconds: number,
  ) {
    this.redis = connectRedis(target, {
      lazyConnect: false,
      maxRetriesPerRequest: 2,
      enableOfflineQueue: true,
      // While Redis is away a command waits for two reconnection attempts, then fails (503); at most
      // half a second apart, so requests fail fast and the store is back soon after Redis is.
      retryStrategy: (attempt: number) => Math.min(attempt * 50, RECONNECT_MAX_DELAY_MS),
    });
    // Connection errors surface through the failing command and /readyz; ioredis retries on its own.
    this.redis.on('error', () => undefined);
  }

  async get(id: string): Promise<PortalSession | null> {
    const raw = await this.command(() => this.redis.get(KEY_PREFIX + id));
    return raw === null ? null : (JSON.parse(raw) as PortalSession);
  }

  async set(session: PortalSession): Promise<void> {
    const remaining = Math.ceil((sessionExpiresAt(session, this.ttlSeconds) - Date.now()) / 1000);
    if (remaining <= 0) {
      await this.destroy(session.id);
      return;
    }
    await this.command(() =>
      this.redis.set(KEY_PREFIX + session.id, JSON.stringify(session), 'EX', remaining),
    );
  }

  async destroy(id: string): Promise<void> {
    await this.command(() => this.redis.del(KEY_PREFIX + id));
  }

  withLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
    return this.local.run(key, async () => {
      const lockKey = LOCK_PREFIX + key;
      const owner = randomBytes(16).toString('hex');
      const deadline = Date.now() + LOCK_WAIT_MS;
      const acquire = () =>
        this.command(() => this.redis.set(lockKey, owner, 'PX', LOCK_TTL_MS, 'NX'));
      while ((await acquire()) !== 'OK') {
        if (Date.now() > deadline) throw new LockTimeoutError(key);
        await sleep(LOCK_POLL_MS);
      }
      try {
        return await fn();
      } finally {
        await this.command(() => this.redis.eval(RELEASE_SCRIPT, 1, lockKey, owner));
      }
    });
  }

  async link(key: string, sessionId: string, ttlSeconds: number): Promise<void> {
    // The newest session lives longest: its time-out covers every id filed before it.
    await this.command(() =>
      this.redis
        .multi()
        .sadd(LINK_PREFIX + key, sessionId)
        .expire(LINK_PREFIX + key, ttlSeconds)
        .exec(),
    );
  }

  async takeLinked(key: string): Promise<string[]> {
    const replies = await this.command(() =>
      this.redis
        .multi()
        .smembers(LINK_PREFIX + key)
        .del(LINK_PREFIX + key)
        .exec(),
    );
    const [error, members] = replies?.[0] ?? [null, []];
    if (error) throw new SessionStoreUnavailableError(error);
    return Array.isArray(members) ? members.map(String) : [];
  }

  async claimOnce(key: string, ttlSeconds: number): Promise<boolean> {
    const reply = await this.command(() =>
      this.redis.set(CLAIM_PREFIX + key, '1', 'EX', ttlSeconds, 'NX'),
    );
    return reply === 'OK';
  }

  /** A command of the store: any failure to get Redis's answer means the store is unavailable. */
  private async command<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw new SessionStoreUnavailableError(error);
    }
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.redis.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
