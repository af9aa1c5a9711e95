// How the BFF reaches Redis (architecture "Scale-out"; docs/operations.md): one address
// (REDIS_URL), or the primary that Redis Sentinel names (REDIS_SENTINELS, REDIS_SENTINEL_NAME), so
// that the sessions, the refresh locks and the rate limits outlive the loss of a Redis node. Both
// the session store and the rate limits connect through here.
import { Redis, type RedisOptions } from 'ioredis';
import type { Config, RedisSentinel } from '../config.ts';

/** A Redis address (redis:// or rediss://), or the sentinels that name the primary. */
export type RedisTarget = string | RedisSentinel;

/** Where the configuration says Redis is; null when it keeps sessions in memory. */
export function redisTargetOf(
  config: Pick<Config, 'redisUrl' | 'redisSentinel'>,
): RedisTarget | null {
  return config.redisUrl ?? config.redisSentinel;
}

/**
 * A client of the target with the caller's options. Through Sentinel it asks the sentinels for the
 * primary on every (re)connection and checks that the node it reached is the primary. A primary
 * that dies, or is demoted to replica by a failover (Redis then closes its clients' connections),
 * drops the connection, and the client asks again. (ioredis's failoverDetector, which follows the
 * sentinels' +switch-master instead, left clients answering "Connection is closed" for seconds
 * after the new primary was named, in three runs of four under load: not used.)
 */
export function connectRedis(target: RedisTarget, options: RedisOptions): Redis {
  if (typeof target === 'string') return new Redis(target, options);
  return new Redis({
    ...options,
    sentinels: target.sentinels,
    name: target.name,
    role: 'master',
    ...(target.password === null ? {} : { password: target.password }),
    ...(target.sentinelPassword === null ? {} : { sentinelPassword: target.sentinelPassword }),
  });
}
