import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-link.ts';

describe('unsubscribe links: signed, expiring, per kind', () => {
  const secret = randomBytes(32);
  const now = Date.parse('2026-11-27T10:00:00Z');

  it('names the customer and kind it was made for until it expires', () => {
    const token = unsubscribeToken(secret, 'mario.rossi@demo.it', 'billDue', now + 60_000);
    expect(readUnsubscribeToken(secret, token, now)).toEqual({
      customer: 'mario.rossi@demo.it',
      kind: 'billDue',
    });
    expect(readUnsubscribeToken(secret, token, now + 120_000)).toBeNull();
  });

  it('refuses another key, a changed payload and a malformed token', () => {
    const token = unsubscribeToken(secret, 'mario.rossi@demo.it', 'billDue', now + 60_000);
    expect(readUnsubscribeToken(randomBytes(32), token, now)).toBeNull();
    const [, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify(['anna.huber@demo.it', 'billDue', now / 1000 + 60]),
    ).toString('base64url');
    expect(readUnsubscribeToken(secret, `${forged}.${signature}`, now)).toBeNull();
    expect(readUnsubscribeToken(secret, 'not-a-token', now)).toBeNull();
    expect(readUnsubscribeToken(secret, `${token}.extra`, now)).toBeNull();
  });
});
