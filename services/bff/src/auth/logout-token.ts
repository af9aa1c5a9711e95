// The identity provider's logout token (OpenID Connect Back-Channel Logout 1.0, §2.6): a JWT the
// provider posts when it ends a customer's session there. Checked like an ID token — signature
// against the issuer's published keys, issuer, audience the portal's client id, issued a moment
// ago — and unlike one: it carries the back-channel logout event, a `sid` or a `sub`, never a
// nonce, and is accepted once (its jti is claimed in the session store, shared by the replicas).
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';

export const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

/** Asymmetric algorithms only: never 'none', never HS* (a shared secret mints tokens). */
const ALGORITHMS = ['RS256', 'ES256', 'PS256', 'EdDSA'];

export interface LogoutTokenSettings {
  issuer: string;
  /** The portal's client id at the identity provider: the token's audience. */
  clientId: string;
  clockSkewSeconds: number;
  /** How long after its `iat` a token is still accepted. */
  maxAgeSeconds: number;
}

/** Whom the provider signed out: its session (`sid`), its subject (`sub`), or both. */
export interface LoggedOut {
  ok: true;
  sid?: string;
  sub?: string;
}

/** Why a token was refused: `invalid` is the token's fault (400), `unavailable` the keys' (503). */
export interface RefusedLogoutToken {
  ok: false;
  kind: 'invalid' | 'unavailable';
  /** A short word for the log and the answer, never the token. */
  reason: LogoutTokenRefusal;
}

export type LogoutTokenRefusal =
  | 'malformed'
  | 'algorithm'
  | 'signature'
  | 'issuer'
  | 'audience'
  | 'expired'
  | 'stale'
  | 'issuedInTheFuture'
  | 'missingClaims'
  | 'events'
  | 'noSubject'
  | 'nonce'
  | 'replayed'
  | 'keysUnavailable';

export type LogoutTokenCheck = LoggedOut | RefusedLogoutToken;

/** Claims a token id once within ttlSeconds: true the first time (the session store's claimOnce). */
export type ClaimOnce = (key: string, ttlSeconds: number) => Promise<boolean>;

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

function refusedBy(error: unknown): RefusedLogoutToken {
  const invalid = (reason: LogoutTokenRefusal): RefusedLogoutToken => ({
    ok: false,
    kind: 'invalid',
    reason,
  });
  if (error instanceof errors.JWTClaimValidationFailed || error instanceof errors.JWTExpired) {
    if (error.claim === 'events') return invalid('events');
    if (error.reason === 'missing') return invalid('missingClaims');
    if (error.claim === 'iss') return invalid('issuer');
    if (error.claim === 'aud') return invalid('audience');
    if (error.claim === 'exp') return invalid('expired');
    if (error.claim === 'iat')
      return invalid(error instanceof errors.JWTExpired ? 'stale' : 'issuedInTheFuture');
    return invalid('missingClaims');
  }
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported)
    return invalid('algorithm');
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWKSMultipleMatchingKeys
  )
    return invalid('signature');
  const keySetFailed = error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid;
  if (error instanceof errors.JOSEError && !keySetFailed) return invalid('malformed');
  // The key set could not be had (discovery, network, timeout, no key set): not the token's fault.
  return { ok: false, kind: 'unavailable', reason: 'keysUnavailable' };
}

export class LogoutTokenVerifier {
  private keys: ReturnType<typeof createRemoteJWKSet> | null = null;

  constructor(
    private readonly settings: LogoutTokenSettings,
    /** The issuer's jwks_uri (from its discovery document), asked for once. */
    private readonly jwksUri: () => Promise<string>,
    private readonly claimOnce: ClaimOnce,
  ) {}

  async verify(token: string, now = Date.now()): Promise<LogoutTokenCheck> {
    const { issuer, clientId, clockSkewSeconds, maxAgeSeconds } = this.settings;
    let payload: JWTPayload;
    try {
      this.keys ??= createRemoteJWKSet(new URL(await this.jwksUri()), {
        timeoutDuration: 5000,
        cooldownDuration: 30_000,
        cacheMaxAge: 10 * 60_000,
      });
      ({ payload } = await jwtVerify(token, this.keys, {
        issuer,
        audience: clientId,
        algorithms: ALGORITHMS,
        clockTolerance: clockSkewSeconds,
        maxTokenAge: maxAgeSeconds,
        requiredClaims: ['iat', 'jti', 'events'],
        currentDate: new Date(now),
      }));
    } catch (error) {
      const refused = refusedBy(error);
      // The keys failed: asked for again with the next token.
      if (refused.kind === 'unavailable') this.keys = null;
      return refused;
    }
    return this.checkClaims(payload);
  }

  private async checkClaims(payload: JWTPayload): Promise<LogoutTokenCheck> {
    const invalid = (reason: LogoutTokenRefusal): RefusedLogoutToken => ({
      ok: false,
      kind: 'invalid',
      reason,
    });
    const { events } = payload;
    const event =
      events !== null && typeof events === 'object'
        ? (events as Record<string, unknown>)[BACKCHANNEL_LOGOUT_EVENT]
        : undefined;
    if (event === null || typeof event !== 'object' || Array.isArray(event))
      return invalid('events');
    const { sid, sub } = payload as { sid?: unknown; sub?: unknown };
    if (!nonEmpty(sid) && !nonEmpty(sub)) return invalid('noSubject');
    if (sid !== undefined && !nonEmpty(sid)) return invalid('noSubject');
    if (sub !== undefined && !nonEmpty(sub)) return invalid('noSubject');
    // A nonce marks an ID token: one must never pass for a logout token (§2.6 step 6).
    if ('nonce' in payload) return invalid('nonce');
    if (!nonEmpty(payload.jti)) return invalid('missingClaims');
    // Kept as long as the token could still be accepted, then the jti may be forgotten.
    const ttl = this.settings.maxAgeSeconds + 2 * this.settings.clockSkewSeconds;
    if (!(await this.claimOnce(`logout-jti:${payload.jti}`, ttl))) return invalid('replayed');
    return { ok: true, ...(nonEmpty(sid) ? { sid } : {}), ...(nonEmpty(sub) ? { sub } : {}) };
  }
}
