// Where the BFF finds Redis (docs/operations.md "Redis that survives a node"): REDIS_URL, or the
// sentinels of REDIS_SENTINELS with the primary's name — never both — read and checked at start-up
// like every other setting (conventions §6).
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { redisTargetOf } from './redis-connection.ts';

const BASE = { WEB_DIST: '/nonexistent' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ ...BASE, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('the Redis the BFF connects to', () => {
  it('is none without REDIS_URL or REDIS_SENTINELS (sessions in memory), else the one given', () => {
    expect(redisTargetOf(loadConfig(BASE))).toBeNull();
    expect(redisTargetOf(loadConfig({ ...BASE, REDIS_URL: 'redis://redis:6379' }))).toBe(
      'redis://redis:6379',
    );
  });

  it('reads the sentinels, the name of the primary and the two passwords', () => {
    const config = loadConfig({
      ...BASE,
      REDIS_SENTINELS: 'sentinel-0.redis:26379, 10.0.0.12:26380,[fd00::5]:26379',
      REDIS_SENTINEL_NAME: 'portal',
      REDIS_PASSWORD: 'data-secret',
      REDIS_SENTINEL_PASSWORD: 'sentinel-secret',
    });
    expect(config.redisUrl).toBeNull();
    expect(redisTargetOf(config)).toEqual({
      sentinels: [
        { host: 'sentinel-0.redis', port: 26379 },
        { host: '10.0.0.12', port: 26380 },
        { host: 'fd00::5', port: 26379 },
      ],
      name: 'portal',
      password: 'data-secret',
      sentinelPassword: 'sentinel-secret',
    });
    expect(
      loadConfig({ ...BASE, REDIS_SENTINELS: 'a:1', REDIS_SENTINEL_NAME: 'p' }).redisSentinel,
    ).toMatchObject({ password: null, sentinelPassword: null });
  });

  it('refuses both ways at once, a sentinel without its port, and sentinels without a name', () => {
    expect(
      problemsOf({
        REDIS_URL: 'redis://redis:6379',
        REDIS_SENTINELS: 'a:26379',
        REDIS_SENTINEL_NAME: 'portal',
      }),
    ).toEqual(['REDIS_URL and REDIS_SENTINELS: give one of them, not both']);
    expect(problemsOf({ REDIS_SENTINELS: 'a:26379,b', REDIS_SENTINEL_NAME: 'portal' })).toEqual([
      'REDIS_SENTINELS must list host:port pairs separated by commas (got b)',
    ]);
    expect(problemsOf({ REDIS_SENTINELS: 'a:70000', REDIS_SENTINEL_NAME: 'portal' })).toHaveLength(
      1,
    );
    expect(problemsOf({ REDIS_SENTINELS: 'a:26379' })).toEqual([
      'REDIS_SENTINEL_NAME must name the primary the sentinels monitor',
    ]);
  });
});
