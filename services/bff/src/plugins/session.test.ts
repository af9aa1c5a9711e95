import { describe, expect, it } from 'vitest';
import { VerifiedCookies } from './session.ts';

describe('verified session cookies (§9)', () => {
  it('§9: remembers only what was stored for the exact signed value, and starts over when full', () => {
    const cache = new VerifiedCookies(2);
    cache.remember('id1.sig1', 'id1');
    expect(cache.get('id1.sig1')).toBe('id1');
    // A different signature on the same id is a different key: it must be checked afresh.
    expect(cache.get('id1.forged')).toBeUndefined();
    cache.remember('id2.sig2', 'id2');
    cache.remember('id3.sig3', 'id3');
    expect(cache.get('id1.sig1')).toBeUndefined();
    expect(cache.get('id3.sig3')).toBe('id3');
  });
});
