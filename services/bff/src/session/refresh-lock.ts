// The session store's side of a token renewal (upstream/session-tokens.ts): the upstream client
// renews under the session's lock — the one patchSession takes, so a renewal never crosses another
// change of the stored session, and, with Redis, one renewal runs at a time across replicas.
import { setTimeout as sleep } from 'node:timers/promises';
import type { PortalTokens, RefreshLock } from '../upstream/session-tokens.ts';
import { sessionLockKey, type SessionStore } from './types.ts';

/** How long a renewal refused a spent refresh token looks for the tokens of the one that spent it. */
export const RENEWED_BESIDE_WAIT_MS = 1_000;
const RENEWED_BESIDE_POLL_MS = 50;

export function refreshLockOf(store: SessionStore): RefreshLock {
  // Tokens read back from the store (renewedBeside): already stored, not written again.
  const alreadyStored = new WeakSet<PortalTokens>();
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
        if (tokens !== stored.tokens && !alreadyStored.has(tokens)) {
          stored.tokens = tokens;
          await store.set(stored);
        }
        return tokens;
      }),
    renewedBeside: async (sessionId, spentRefreshToken) => {
      // The renewal that spent the token stores its tokens once upstream answered it: wait for them.
      const deadline = Date.now() + RENEWED_BESIDE_WAIT_MS;
      for (;;) {
        const current = await store.get(sessionId);
        if (!current) return null;
        if (current.tokens.refreshToken !== spentRefreshToken) {
          alreadyStored.add(current.tokens);
          return current.tokens;
        }
        if (Date.now() >= deadline) return null;
        await sleep(RENEWED_BESIDE_POLL_MS);
      }
    },
    end: (sessionId, reason) => store.destroy(sessionId, reason),
  };
}
