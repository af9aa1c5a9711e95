// What the upstream client needs of a session, given to it rather than imported (architecture
// "Session model", §7 "call-level handling"): the session's id and portal tokens, and the refresh
// lock — one renewal at a time per session, across replicas — which the session store keeps
// (session/refresh-lock.ts). The client renews the tokens under it; it knows nothing else of sessions.
import type { SessionEndReason } from './errors.ts';

/** The portal tokens of a session (§3 oauth_token, oauth_refresh_token). */
export interface PortalTokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds. */
  accessTokenExpiresAt: number;
}

/** The session a call is made for, as the client sees it: its tokens are renewed in place. */
export interface TokenHolder {
  readonly id: string;
  tokens: PortalTokens;
}

/** What a renewal sends upstream (§7 POST /api/refresh-token): the stored tokens and who holds them. */
export interface StoredCredentials {
  tokens: PortalTokens;
  /** The user's e-mail (§7 refresh request: username). */
  username: string;
  /** The per-browser fingerprint (§3). */
  fingerprint: string;
}

export interface RefreshLock {
  /**
   * Runs `renew` under the session's lock with its stored credentials and stores the tokens it
   * returns; null when the session is gone. Concurrent callers of one session wait their turn.
   */
  renewing(
    sessionId: string,
    renew: (stored: StoredCredentials) => Promise<PortalTokens>,
  ): Promise<PortalTokens | null>;
  /**
   * The session's tokens once another renewal has replaced `spentRefreshToken`, or null when none
   * did within a short wait. Two renewals of one session run side by side only when the lock was
   * lost (a Redis failover before the lock reached the replica, docs/operations.md): upstream then
   * rotates the refresh token for the first and refuses it to the second as spent, which must not
   * end the session the first renewed.
   */
  renewedBeside(sessionId: string, spentRefreshToken: string): Promise<PortalTokens | null>;
  /** Ends the session: its refresh token is invalid or expired, or upstream refused it (401, 429). */
  end(sessionId: string, reason: SessionEndReason): Promise<void>;
}
