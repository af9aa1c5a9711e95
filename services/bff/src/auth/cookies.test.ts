import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { localPath, openValue, sealValue } from './cookies.ts';

describe('return paths', () => {
  it('refuses every spelling that normalises to another host', () => {
    for (const spelling of [
      '/.//evil.example',
      '/..//evil.example',
      '/a/..//evil.example',
      '/a/b/../../..//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/a/%2e%2e//evil.example',
      '/./%2e//evil.example',
      '//evil.example',
      '/\\evil.example',
      '/./\\evil.example',
      'https://evil.example',
      '/\nx',
    ]) {
      expect([spelling, localPath(spelling)]).toEqual([spelling, null]);
    }
  });

  it('returns the normalised local path, keeping encoded characters of ids', () => {
    expect(localPath('/retail/x/../myBills')).toBe('/retail/myBills');
    expect(localPath('/retail/myBills/2024%2F01?issueDate=2025-01-01')).toBe(
      '/retail/myBills/2024%2F01?issueDate=2025-01-01',
    );
    expect(localPath('/de/retail#top')).toBe('/de/retail#top');
  });
});

describe('short-lived cookies are encrypted', () => {
  const key = randomBytes(32);
  const checks = {
    state: 's',
    nonce: 'n',
    verifier: 'the-pkce-verifier',
    returnTo: '/retail/myBills',
  };

  it('nothing of the value can be read from the cookie', () => {
    const sealed = sealValue(key, 'portal_signin', checks);
    const visible = Buffer.from(sealed, 'base64url').toString('latin1');
    expect(visible).not.toContain('the-pkce-verifier');
    expect(visible).not.toContain('/retail/myBills');
    expect(openValue(key, 'portal_signin', sealed)).toEqual(checks);
  });

  it('an altered, swapped or foreign cookie is refused', () => {
    const sealed = sealValue(key, 'portal_signin', checks);
    const raw = Buffer.from(sealed, 'base64url');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(openValue(key, 'portal_signin', raw.toString('base64url'))).toBeNull();
    expect(openValue(key, 'portal_qr', sealed)).toBeNull();
    expect(openValue(randomBytes(32), 'portal_signin', sealed)).toBeNull();
    expect(openValue(key, 'portal_signin', 'not-a-cookie')).toBeNull();
  });
});
