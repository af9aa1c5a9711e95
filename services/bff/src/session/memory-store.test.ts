import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemorySessionStore } from './memory-store.ts';
import { testSession } from '../../test/session-fixture.ts';
import { patchSession } from './types.ts';

const session = testSession;

afterEach(() => vi.useRealTimers());

describe('memory session store (§9)', () => {
  it('forgets a session when the cookie lifetime has passed', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const store = new MemorySessionStore(604_800);
    await store.set(session('s1'));
    expect(await store.get('s1')).not.toBeNull();
    vi.setSystemTime(new Date('2026-01-08T00:00:01Z'));
    expect(await store.get('s1')).toBeNull();
    await store.close();
  });

  it('hands out copies, so only set() changes what is stored', async () => {
    const store = new MemorySessionStore(60);
    await store.set(session('s2'));
    const copy = await store.get('s2');
    copy!.selectedRegistryId = 42;
    expect((await store.get('s2'))?.selectedRegistryId).toBeNull();
    await store.close();
  });

  it('a change in place of a nested part of a handed-out session throws and never reaches the store', async () => {
    const store = new MemorySessionStore(60);
    await store.set(session('s4'));
    const copy = await store.get('s4');
    expect(() => {
      copy!.tokens.accessToken = 'changed';
    }).toThrow(TypeError);
    copy!.tokens = { ...copy!.tokens, accessToken: 'replaced' };
    expect((await store.get('s4'))?.tokens.accessToken).toBe('a');
    await store.set(copy!);
    expect((await store.get('s4'))?.tokens.accessToken).toBe('replaced');
    await store.close();
  });

  it('withLock runs one holder at a time per key; patchSession changes the stored session under it', async () => {
    const store = new MemorySessionStore(60);
    const order: string[] = [];
    const holder = (name: string) =>
      store.withLock('k', async () => {
        order.push(`${name}:in`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(`${name}:out`);
      });
    await Promise.all([holder('a'), holder('b'), holder('c')]);
    expect(order).toEqual(['a:in', 'a:out', 'b:in', 'b:out', 'c:in', 'c:out']);

    await store.set(session('s3'));
    const patched = await patchSession(store, 's3', (s) => (s.selectedRegistryId = 7));
    expect(patched?.selectedRegistryId).toBe(7);
    expect((await store.get('s3'))?.selectedRegistryId).toBe(7);
    expect(await patchSession(store, 'missing', () => undefined)).toBeNull();
    await store.close();
  });
});

describe('memory session store: sessions filed by key, and keys claimed once', () => {
  it('gives back the ids filed under a key once, until the key times out', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const store = new MemorySessionStore(60);
    await store.link('idp-sid:x', 's1', 60);
    await store.link('idp-sid:x', 's2', 60);
    await store.link('idp-sub:y', 's1', 60);
    expect((await store.takeLinked('idp-sid:x')).sort()).toEqual(['s1', 's2']);
    expect(await store.takeLinked('idp-sid:x')).toEqual([]);
    vi.setSystemTime(new Date('2026-01-01T00:01:01Z'));
    expect(await store.takeLinked('idp-sub:y')).toEqual([]);
    await store.close();
  });

  it('claims a key once within its time, and again after it', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const store = new MemorySessionStore(60);
    expect(await store.claimOnce('logout-jti:1', 180)).toBe(true);
    expect(await store.claimOnce('logout-jti:1', 180)).toBe(false);
    expect(await store.claimOnce('logout-jti:2', 180)).toBe(true);
    vi.setSystemTime(new Date('2026-01-01T00:03:01Z'));
    expect(await store.claimOnce('logout-jti:1', 180)).toBe(true);
    await store.close();
  });
});
