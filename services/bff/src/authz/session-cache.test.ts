import { describe, expect, it } from 'vitest';
import { OwnershipCache } from './session-cache.ts';

describe('ownership cache per session', () => {
  it('answers only the session that proved ownership, until the entry expires', () => {
    let now = 0;
    const cache = new OwnershipCache<string>(1000, 10, () => now);
    cache.set('s1', 'invoice', 7, 'mine');
    expect(cache.get('s1', 'invoice', 7)).toBe('mine');
    expect(cache.get('s2', 'invoice', 7)).toBeUndefined();
    expect(cache.get('s1', 'supply', 7)).toBeUndefined();
    now = 1000;
    expect(cache.get('s1', 'invoice', 7)).toBeUndefined();
  });

  it('is bounded (the oldest entry goes first) and forgets a session on request', () => {
    const cache = new OwnershipCache<number>(60_000, 2);
    cache.set('s', 'k', 1, 1);
    cache.set('s', 'k', 2, 2);
    cache.set('s', 'k', 3, 3);
    expect(cache.get('s', 'k', 1)).toBeUndefined();
    expect(cache.get('s', 'k', 3)).toBe(3);
    cache.forgetSession('s');
    expect(cache.get('s', 'k', 3)).toBeUndefined();
  });
});
