// The session store's side of a token renewal (upstream/session-tokens.ts): the upstream client
// renews under the session's lock — the one patchSession takes, so a renewal never crosses another
// change of the stored session, and, with Redis, one renewal runs at a time across replicas.
import type { RefreshLock } from '../upstream/session-tokens.ts';
import { sessionLockKey, type SessionStore } from './types.ts';

export function refreshLockOf(store: SessionStore): RefreshLock {
  return {
    renewing: (sessionId, renew) =>
      store.withLock(sessionLockKey(sessionId), async () => {
        const stored = await store.get(sessionId);
        if (!stored) return null;
        const tokens = await renew({
          tokens: stored.tokens,
          username: stored.user.userInfo.email,
          fingerprint: stored.fingerprint,
        });
        // The stored tokens handed back (another caller renewed them): nothing to write.
        if (tokens !== stored.tokens) {
          stored.tokens = tokens;
          await store.set(stored);
        }
        return tokens;
      }),
    end: (sessionId, reason) => store.destroy(sessionId, reason),
  };
}
