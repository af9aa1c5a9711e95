// Reading the expiry of a portal access token (HS256 JWT). The BFF does not verify the signature —
// upstream does on every call — it only needs `exp` to renew 60 s before expiry (§9).
const FALLBACK_LIFETIME_MS = 5 * 60 * 1000;

export function jwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return claims !== null && typeof claims === 'object'
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Epoch ms at which the access token expires (5 minutes from now when it does not say). */
export function accessTokenExpiry(token: string, now = Date.now()): number {
  const exp = jwtClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : now + FALLBACK_LIFETIME_MS;
}
