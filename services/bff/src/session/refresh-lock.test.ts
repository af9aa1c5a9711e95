// The session store's refresh lock, as the upstream client takes it (architecture "Session
// model": refresh is single-flight per session): what a renewal returns is stored, one renewal of a
// session runs at a time, a session that is gone is not renewed, and ending one destroys it.
import { describe, expect, it, vi } from 'vitest';
import { session as ownedSession } from '../authz/ownership-fixtures.ts';
import type { PortalTokens } from '../upstream/session-tokens.ts';
import { MemorySessionStore } from './memory-store.ts';
import { refreshLockOf, RENEWED_BESIDE_WAIT_MS } from './refresh-lock.ts';
import type { PortalSession } from './types.ts';

/** A session just stored (the ownership tests' fixture, under another id). */
function session(id: string): PortalSession {
  return { ...ownedSession([100001]), id, createdAt: Date.now() };
}

const renewed: PortalTokens = { accessToken: 'a2', refreshToken: 'r2', accessTokenExpiresAt: 1 };

describe('the refresh lock of the session store', () => {
  it('hands a renewal the stored credentials (§7 refresh request) and stores the tokens it returns', async () => {
    const store = new MemorySessionStore(60);
    const mario = session('s1');
    await store.set(mario);
    const lock = refreshLockOf(store);
    const renew = vi.fn(async () => renewed);
    await expect(lock.renewing('s1', renew)).resolves.toEqual(renewed);
    expect(renew).toHaveBeenCalledWith({
      tokens: mario.tokens,
      username: 'x@demo.it',
      fingerprint: 'f',
    });
    expect((await store.get('s1'))?.tokens).toEqual(renewed);
    await store.close();
  });

  it('runs one renewal of a session at a time: the second finds the tokens of the first', async () => {
    const store = new MemorySessionStore(60);
    await store.set(session('s1'));
    const lock = refreshLockOf(store);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const seen: string[] = [];
    const first = lock.renewing('s1', async (stored) => {
      seen.push(stored.tokens.accessToken);
      await held;
      return renewed;
    });
    const second = lock.renewing('s1', async (stored) => {
      seen.push(stored.tokens.accessToken);
      return stored.tokens;
    });
    await vi.waitFor(() => expect(seen).toEqual(['a']));
    release();
    await expect(Promise.all([first, second])).resolves.toEqual([renewed, renewed]);
    expect(seen).toEqual(['a', 'a2']);
    await store.close();
  });

  it('writes nothing when a renewal hands the stored tokens back', async () => {
    const store = new MemorySessionStore(60);
    await store.set(session('s1'));
    const set = vi.spyOn(store, 'set');
    await refreshLockOf(store).renewing('s1', async (stored) => stored.tokens);
    expect(set).not.toHaveBeenCalled();
    await store.close();
  });

  it('renews no session that is gone, and ending a session destroys it', async () => {
    const store = new MemorySessionStore(60);
    const lock = refreshLockOf(store);
    const renew = vi.fn(async () => renewed);
    await expect(lock.renewing('gone', renew)).resolves.toBeNull();
    expect(renew).not.toHaveBeenCalled();
    await store.set(session('s1'));
    await lock.end('s1', 'expired');
    expect(await store.get('s1')).toBeNull();
    await store.close();
  });
  it('finds the tokens of a renewal beside this one that spent the refresh token, stored after the refusal', async () => {
    const store = new MemorySessionStore(60);
    await store.set(session('s1'));
    const lock = refreshLockOf(store);
    const set = vi.spyOn(store, 'set');
    // The renewal whose token was refused looks while the other is still storing its tokens.
    const found = lock.renewing('s1', async (stored) => {
      const other = { ...(await store.get('s1'))!, tokens: renewed };
      setTimeout(() => void store.set(other), 120);
      return (await lock.renewedBeside('s1', stored.tokens.refreshToken)) ?? stored.tokens;
    });
    await expect(found).resolves.toEqual(renewed);
    // Written once, by the other renewal; not again by this one.
    expect(set).toHaveBeenCalledTimes(1);
    expect((await store.get('s1'))?.tokens).toEqual(renewed);
    await store.close();
  });

  it('finds none when the refused token is still the stored one after the wait, or the session is gone', async () => {
    const store = new MemorySessionStore(60);
    const mario = session('s1');
    await store.set(mario);
    const lock = refreshLockOf(store);
    const started = Date.now();
    await expect(lock.renewedBeside('s1', mario.tokens.refreshToken)).resolves.toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(RENEWED_BESIDE_WAIT_MS);
    await expect(lock.renewedBeside('gone', 'r')).resolves.toBeNull();
    await store.close();
  });
});
