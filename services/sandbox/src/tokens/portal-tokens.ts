// Portal access tokens (HS256 JWTs, sub = email) and opaque refresh tokens bound to the user and
// the fingerprint of the login (docs/upstream-contract.md). Everything lives in memory: the sandbox
// is one process and a reset forgets every token.
import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { TokenService, TokenSubject } from '../context.ts';
import { findAccount } from '../data/accounts.ts';
import { nowSeconds } from './time.ts';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

interface RefreshRecord {
  email: string;
  fingerprint: string;
  expiresAt: number;
  spent: boolean;
  impersonatedBy?: string;
}

interface AccessRecord {
  email: string;
  exp: number;
}

export type RefreshOutcome =
  | { ok: true; tokens: TokenPair }
  | { ok: false; error: 'invalidRefreshToken' | 'refreshCredential.refreshTokenExpired' };

const ISSUER = 'portal-sandbox';

export class PortalTokens implements TokenService {
  // A new key per process: tokens of an earlier run are forged as far as this run is concerned.
  private readonly key = randomBytes(32);
  private readonly access = new Map<string, AccessRecord>();
  private readonly revoked = new Set<string>();
  private readonly refresh = new Map<string, RefreshRecord>();

  constructor(private readonly ttl: { access: number; refresh: number }) {}

  async issue(email: string, fingerprint: string, impersonatedBy?: string): Promise<TokenPair> {
    this.prune();
    const jti = randomBytes(16).toString('hex');
    const exp = nowSeconds() + this.ttl.access;
    const claims = impersonatedBy ? { impersonatedBy } : {};
    const accessToken = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(email)
      .setIssuer(ISSUER)
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(this.key);
    this.access.set(jti, { email, exp });
    const refreshToken = randomBytes(32).toString('base64url');
    this.refresh.set(refreshToken, {
      email,
      fingerprint,
      expiresAt: nowSeconds() + this.ttl.refresh,
      spent: false,
      ...(impersonatedBy ? { impersonatedBy } : {}),
    });
    return { access_token: accessToken, refresh_token: refreshToken };
  }

  /** Rotation: a refresh token is good for one use; the new pair keeps user, fingerprint and impersonation. */
  async rotate(
    username: string,
    refreshToken: string,
    fingerprint: string,
  ): Promise<RefreshOutcome> {
    const record = this.refresh.get(refreshToken);
    if (
      !record ||
      record.spent ||
      record.email !== username.trim().toLowerCase() ||
      record.fingerprint !== fingerprint
    ) {
      return { ok: false, error: 'invalidRefreshToken' };
    }
    if (record.expiresAt <= nowSeconds())
      return { ok: false, error: 'refreshCredential.refreshTokenExpired' };
    record.spent = true;
    return {
      ok: true,
      tokens: await this.issue(record.email, record.fingerprint, record.impersonatedBy),
    };
  }

  async verifyBearer(authorization: string | undefined): Promise<TokenSubject | null> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!match?.[1]) return null;
    try {
      const { payload } = await jwtVerify(match[1], this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
      });
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
      if (this.revoked.has(payload.jti) || !this.access.has(payload.jti)) return null;
      const account = findAccount(payload.sub);
      if (!account) return null;
      const impersonatedBy =
        typeof payload.impersonatedBy === 'string' ? payload.impersonatedBy : undefined;
      return { email: account.email, account, ...(impersonatedBy ? { impersonatedBy } : {}) };
    } catch {
      return null;
    }
  }

  /** POST /__sandbox/expire-tokens: the user's access tokens stop working; refresh tokens expire when asked. */
  expireFor(
    email: string,
    includeRefresh: boolean,
  ): { accessTokens: number; refreshTokens: number } {
    const wanted = email.trim().toLowerCase();
    let accessTokens = 0;
    for (const [jti, record] of this.access) {
      if (record.email === wanted && !this.revoked.has(jti)) {
        this.revoked.add(jti);
        accessTokens += 1;
      }
    }
    let refreshTokens = 0;
    if (includeRefresh) {
      const past = nowSeconds() - 1;
      for (const record of this.refresh.values()) {
        if (record.email === wanted && !record.spent && record.expiresAt > past) {
          record.expiresAt = past;
          refreshTokens += 1;
        }
      }
    }
    return { accessTokens, refreshTokens };
  }

  reset(): void {
    this.access.clear();
    this.revoked.clear();
    this.refresh.clear();
  }

  /** Forgets tokens long past use so that a long demo run does not grow without bound. */
  private prune(): void {
    if (this.access.size + this.refresh.size < 10_000) return;
    const now = nowSeconds();
    for (const [jti, record] of this.access) {
      if (record.exp < now) {
        this.access.delete(jti);
        this.revoked.delete(jti);
      }
    }
    for (const [token, record] of this.refresh) {
      if (record.spent || record.expiresAt < now - 24 * 60 * 60) this.refresh.delete(token);
    }
  }
}
