// The server-side session (architecture "Session model"): everything the spec keeps in cookies and
// browser storage (§3) lives here; the browser only holds an opaque id.
import { randomBytes } from 'node:crypto';
import type { Sections } from '@portal/shared/menu';
import type { RegistrySummary, SessionUser } from '@portal/upstream-contract/rest';
import type { FastifyBaseLogger } from 'fastify';
import type { PortalTokens } from '../upstream/session-tokens.ts';

export type { PortalTokens };

export interface PortalSession {
  id: string;
  /** Per-browser fingerprint sent with login, refresh and impersonation (§3). */
  fingerprint: string;
  tokens: PortalTokens;
  /** The identity provider's access token; its ID token is checked at sign-in and not kept. */
  idp: { accessToken: string };
  user: SessionUser;
  profile: { name: string; locale: string | null };
  selectedRegistryId: number | null;
  sections: Sections;
  impersonation: { staffEmail: string | null } | null;
  qrPending: { numeroFattura: string; dataEmissione: string } | null;
  createdAt: number;
  /**
   * Epoch milliseconds of the customer's last activity, kept to the minute; the
   * session ends after the configured idle time. Absent in sessions stored before it existed.
   */
  lastActiveAt?: number;
  /**
   * Set on the session of another channel's bearer token (decision 0008): the
   * OAuth client it was issued to and when it expires (epoch ms), which is when the session ends.
   */
  bearer?: { clientId: string; expiresAt: number };
}

/** A call for a customer's session: the upstream client's CallContext with the whole session. */
export interface SessionCall {
  session: PortalSession;
  log: FastifyBaseLogger;
}

/** Why a session ended, as far as the portal saw it (recorded for impersonated sessions, §6). */
export type SessionEndCause =
  | 'signedOut'
  | 'replaced'
  | 'expired'
  | 'rateLimited'
  | 'idle'
  | 'qrLink'
  | 'impersonationFailed'
  | 'signedOutAtIdp';

export interface SessionStore {
  get(id: string): Promise<PortalSession | null>;
  set(session: PortalSession): Promise<void>;
  destroy(id: string, cause?: SessionEndCause): Promise<void>;
  /** Runs fn while holding the named lock: one caller at a time, across replicas with Redis. */
  withLock<T>(key: string, fn: () => Promise<T>): Promise<T>;
  /**
   * Files a session id under a key (its identity provider session, its subject) for `takeLinked`,
   * for ttlSeconds from now; shared by the replicas with Redis.
   */
  link(key: string, sessionId: string, ttlSeconds: number): Promise<void>;
  /** The session ids filed under the key, which is forgotten. */
  takeLinked(key: string): Promise<string[]>;
  /** True for the first claim of a key within ttlSeconds, false for any repeat (across replicas). */
  claimOnce(key: string, ttlSeconds: number): Promise<boolean>;
  /** Readiness: the store answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export function selectedRegistry(session: PortalSession): RegistrySummary | null {
  const id = session.selectedRegistryId;
  return session.user.anagrafiche.find((r) => r.idAnagrafica === id) ?? null;
}

/**
 * The language upstream writes a registry's free text in (a note, a reason, a message a person
 * wrote): the registry's culture (§5, de-DE → de), Italian when the session does not know it. The
 * page marks such text with it, so a screen reader reads it in its own language.
 */
export function registryLanguage(session: PortalSession, idanagrafica: number): 'it' | 'de' {
  const culture = session.user.anagrafiche.find((r) => r.idAnagrafica === idanagrafica)?.culture;
  return culture?.trim().toLowerCase().startsWith('de') ? 'de' : 'it';
}

/** When a stored session ends: a bearer token's expiry, else `ttlSeconds` after it was created. */
export function sessionExpiresAt(session: PortalSession, ttlSeconds: number): number {
  return session.bearer?.expiresAt ?? session.createdAt + ttlSeconds * 1000;
}

/** All registries of the session's own user (object-level authorization of every id, OWASP API1). */
export function registryIds(session: PortalSession): number[] {
  return session.user.anagrafiche.map((r) => r.idAnagrafica);
}

/** 256 bits of randomness: the id alone is unguessable; the cookie is also signed. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** The lock under which a session's stored state changes (token refresh and updates). */
export function sessionLockKey(id: string): string {
  return `session:${id}`;
}

/**
 * Applies a change to the stored session under its lock, so a concurrent token refresh is never
 * overwritten with spent tokens. Returns the stored result, or null when the session is gone.
 */
export async function patchSession(
  store: SessionStore,
  id: string,
  patch: (stored: PortalSession) => void,
): Promise<PortalSession | null> {
  return store.withLock(sessionLockKey(id), async () => {
    const stored = await store.get(id);
    if (!stored) return null;
    patch(stored);
    await store.set(stored);
    return stored;
  });
}
