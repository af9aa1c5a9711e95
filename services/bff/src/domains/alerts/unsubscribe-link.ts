// Unsubscribe links that work without signing in: the customer and kind, an expiry, and an HMAC
// over them with a key of the portal's (ALERTS_LINK_SECRET). Using one turns the kind off (again,
// harmlessly, if it already is).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type AlertKind, isAlertKind } from '@portal/shared/alerts';

export const UNSUBSCRIBE_PATH = '/alerts/unsubscribe';

function signature(secret: Buffer, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function unsubscribeToken(
  secret: Buffer,
  customer: string,
  kind: AlertKind,
  expiresAt: number,
): string {
  const payload = Buffer.from(
    JSON.stringify([customer, kind, Math.floor(expiresAt / 1000)]),
  ).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

/** The customer and kind a token names, or null when it is forged, malformed or expired. */
export function readUnsubscribeToken(
  secret: Buffer,
  token: string,
  now = Date.now(),
): { customer: string; kind: AlertKind } | null {
  const [payload, given, extra] = token.split('.');
  if (!payload || !given || extra !== undefined) return null;
  const expected = Buffer.from(signature(secret, payload));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [customer, kind, expires] = value as unknown[];
    if (typeof customer !== 'string' || typeof kind !== 'string' || !isAlertKind(kind)) return null;
    if (typeof expires !== 'number' || expires * 1000 < now) return null;
    return { customer, kind };
  } catch {
    return null;
  }
}
