// Checking an OAuth 2.0 access token sent as `Authorization: Bearer` by another channel
// (docs/decisions/0008-bearer-access.md): a JWT of the identity provider for the portal
// API's audience, verified locally against the issuer's published keys (JWKS, fetched once and
// cached by jose, fetched again for an unknown key id). Only asymmetric algorithms: never 'none',
// never HS* (a shared secret would let whoever holds it mint tokens). A good token must also come
// from a client allowed to call the API and carry the API's scope: any client of the identity
// provider may be given a token for the API's audience, not every one of them may use it.
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';

export const BEARER_ALGORITHMS = ['RS256', 'ES256', 'PS256'] as const;

export interface BearerSettings {
  issuer: string;
  audience: string;
  clockSkewSeconds: number;
  /** The OAuth clients that may call the API (API_CLIENTS). */
  clients: readonly string[];
  /** The scope a token must carry (API_SCOPE). */
  scope: string;
}

/** A token that passed every check. */
export interface VerifiedBearer {
  ok: true;
  token: string;
  subject: string;
  /** The OAuth client the token was issued to (client_id, RFC 9068; else azp). */
  clientId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/**
 * Why a token was refused: `invalid` is the token's fault (401), `unavailable` the keys' (503),
 * `forbidden` a good token of a client not allowed or without the API's scope (403).
 */
export type RefusedBearer =
  | {
      ok: false;
      kind: 'invalid' | 'unavailable';
      /** A short word for the log, never the token. */
      reason: string;
    }
  | { ok: false; kind: 'forbidden'; reason: 'clientNotAllowed' | 'insufficientScope' };

export type BearerCheck = VerifiedBearer | RefusedBearer;

/** The token of an `Authorization: Bearer <token>` header, else null. */
export function bearerTokenOf(header: string | undefined): string | null {
  const match = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

function clientOf(payload: JWTPayload): string | null {
  for (const claim of ['client_id', 'azp']) {
    const value = payload[claim];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

/** The scopes a token grants: RFC 9068's space-separated `scope`, or the `scp` list some write. */
function scopesOf(payload: JWTPayload): string[] {
  if (typeof payload.scope === 'string') return payload.scope.split(' ');
  return Array.isArray(payload.scp) ? payload.scp.filter((s) => typeof s === 'string') : [];
}

/** Errors of the key set itself (fetching, no usable key set), as opposed to the token's. */
function isKeySetFailure(error: unknown): boolean {
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return true;
  return !(error instanceof errors.JOSEError);
}

export class BearerVerifier {
  private keys: ReturnType<typeof createRemoteJWKSet> | null = null;
  /** Tokens already verified, until they expire: the signature is checked once per token. */
  private readonly verified = new Map<string, VerifiedBearer>();

  constructor(
    private readonly settings: BearerSettings,
    /** The issuer's jwks_uri (from its discovery document), asked for once. */
    private readonly jwksUri: () => Promise<string>,
    private readonly capacity = 10_000,
  ) {}

  async verify(token: string, now = Date.now()): Promise<BearerCheck> {
    const skewMs = this.settings.clockSkewSeconds * 1000;
    const known = this.verified.get(token);
    if (known) {
      if (now < known.expiresAt + skewMs) return known;
      this.verified.delete(token);
      return { ok: false, kind: 'invalid', reason: 'expired' };
    }
    let payload: JWTPayload;
    try {
      this.keys ??= createRemoteJWKSet(new URL(await this.jwksUri()), {
        timeoutDuration: 5000,
        cooldownDuration: 30_000,
        cacheMaxAge: 10 * 60_000,
      });
      ({ payload } = await jwtVerify(token, this.keys, {
        issuer: this.settings.issuer,
        audience: this.settings.audience,
        algorithms: [...BEARER_ALGORITHMS],
        clockTolerance: this.settings.clockSkewSeconds,
        requiredClaims: ['exp', 'sub'],
        currentDate: new Date(now),
      }));
    } catch (error) {
      if (isKeySetFailure(error)) {
        // Discovery or the key set failed: asked again on the next token.
        this.keys = null;
        return { ok: false, kind: 'unavailable', reason: 'keysUnavailable' };
      }
      const code = (error as { code?: unknown }).code;
      return { ok: false, kind: 'invalid', reason: typeof code === 'string' ? code : 'invalid' };
    }
    const clientId = clientOf(payload);
    if (typeof payload.sub !== 'string' || payload.sub === '' || clientId === null)
      return { ok: false, kind: 'invalid', reason: 'missingClaims' };
    if (!this.settings.clients.includes(clientId))
      return { ok: false, kind: 'forbidden', reason: 'clientNotAllowed' };
    if (!scopesOf(payload).includes(this.settings.scope))
      return { ok: false, kind: 'forbidden', reason: 'insufficientScope' };
    const checked: VerifiedBearer = {
      ok: true,
      token,
      subject: payload.sub,
      clientId,
      expiresAt: (payload.exp as number) * 1000,
    };
    if (this.verified.size >= this.capacity) this.verified.clear();
    this.verified.set(token, checked);
    return checked;
  }
}
