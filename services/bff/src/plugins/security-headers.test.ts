import { describe, expect, it } from 'vitest';
import { staticSecurityHeaders } from './security-headers.ts';

describe('security headers computed once', () => {
  it('gives the headers helmet sets for the options — CSP, nosniff, no framing, referrer policy, no HSTS when off', () => {
    const headers = staticSecurityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] },
      },
      hsts: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    expect(headers['content-security-policy']).toBe("default-src 'self';frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers).not.toHaveProperty('strict-transport-security');
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
    expect(Object.isFrozen(headers)).toBe(true);
  });

  it('includes HSTS when asked (production)', () => {
    const headers = staticSecurityHeaders({
      hsts: { maxAge: 31_536_000, includeSubDomains: true },
    });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('refuses a directive that depends on the request, which could not be precomputed', () => {
    expect(() =>
      staticSecurityHeaders({
        contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-x'"] } },
      }),
    ).toThrow(/depends on the request/);
  });
});
