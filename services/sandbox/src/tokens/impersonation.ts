// Impersonation tokens issued to staff (POST /__sandbox/impersonation-tokens) and redeemed by the
// portal (POST /api/impersonate). The token uses the standard base64 alphabet on purpose: it always
// holds a '+' and a '/', so the portal's repair of '+' turned into a space (§5) is exercised.
import { randomBytes } from 'node:crypto';
import { romeInstant } from './time.ts';

export interface ImpersonationGrant {
  token: string;
  fingerprint: string;
  staffEmail: string;
  customerEmail: string;
  expiresAt: Date;
}

/** Whom a recognised token names: given with a refusal, so the portal can audit it (§6). */
export interface GrantParties {
  staffEmail: string;
  customerEmail: string;
}

export type Redemption =
  | { ok: true; grant: ImpersonationGrant }
  | { ok: false; error: 'ImpersonationNotAllowed'; parties: GrantParties | null }
  | { ok: false; error: 'TokenExpired'; expiredAt: string; parties: GrantParties };

function standardBase64Token(): string {
  for (;;) {
    const token = randomBytes(33).toString('base64');
    if (token.includes('+') && token.includes('/')) return token;
  }
}

export class ImpersonationTokens {
  private readonly grants = new Map<string, ImpersonationGrant>();

  issue(staffEmail: string, customerEmail: string, ttlSeconds: number): ImpersonationGrant {
    const grant: ImpersonationGrant = {
      token: standardBase64Token(),
      fingerprint: randomBytes(16).toString('hex'),
      staffEmail,
      customerEmail: customerEmail.trim().toLowerCase(),
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    };
    this.grants.set(grant.token, grant);
    return grant;
  }

  /** One use per token; an unknown token or another fingerprint is simply not allowed. */
  redeem(token: string, fingerprint: string): Redemption {
    const grant = this.grants.get(token);
    if (!grant) return { ok: false, error: 'ImpersonationNotAllowed', parties: null };
    const parties = { staffEmail: grant.staffEmail, customerEmail: grant.customerEmail };
    if (grant.fingerprint !== fingerprint)
      return { ok: false, error: 'ImpersonationNotAllowed', parties };
    if (grant.expiresAt.getTime() <= Date.now()) {
      return { ok: false, error: 'TokenExpired', expiredAt: romeInstant(grant.expiresAt), parties };
    }
    this.grants.delete(token);
    return { ok: true, grant };
  }

  reset(): void {
    this.grants.clear();
  }
}
