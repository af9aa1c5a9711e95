// Which portal sessions an identity provider session opened, so that the provider can end them
// (back-channel logout): each browser session is filed at sign-in under the provider's session id
// (`sid` of the ID token) and the customer's subject, in the session store that every replica
// shares. Filed ids outlive nothing: they are forgotten with the longest session filed under them.
import type { SessionStore } from '../session/types.ts';

export interface IdpIdentity {
  sid?: string;
  sub?: string;
}

const sidKey = (sid: string) => `idp-sid:${sid}`;
const subKey = (sub: string) => `idp-sub:${sub}`;

/** Files a new session under the provider's session and the subject that signed in. */
export async function linkToIdp(
  store: SessionStore,
  sessionId: string,
  who: IdpIdentity,
  ttlSeconds: number,
): Promise<void> {
  const keys = [who.sid ? sidKey(who.sid) : null, who.sub ? subKey(who.sub) : null];
  await Promise.all(
    keys.map((key) => (key === null ? null : store.link(key, sessionId, ttlSeconds))),
  );
}

/**
 * Ends the portal sessions of a provider session (`sid`), else of every session of the subject
 * (`sub` alone), as Back-Channel Logout 1.0 §2.7 says. Returns how many ids were filed.
 */
export async function endIdpSessions(store: SessionStore, who: IdpIdentity): Promise<number> {
  const key = who.sid ? sidKey(who.sid) : who.sub ? subKey(who.sub) : null;
  if (key === null) return 0;
  const ids = await store.takeLinked(key);
  await Promise.all(ids.map((id) => store.destroy(id, 'signedOutAtIdp')));
  return ids.length;
}
