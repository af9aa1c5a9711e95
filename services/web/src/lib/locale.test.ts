import { describe, expect, it } from 'vitest';
import { pathInLanguage, readLocaleCookie, writeLocaleCookie } from './locale.ts';

describe('§2, §9: locale prefix and cookie', () => {
  it('moves a page between its prefix forms (Italian without prefix)', () => {
    expect(pathInLanguage('/retail/myBills', 'de')).toBe('/de/retail/myBills');
    expect(pathInLanguage('/de/retail/myBills', 'it')).toBe('/retail/myBills');
    expect(pathInLanguage('/it/retail', 'de')).toBe('/de/retail');
    expect(pathInLanguage('/de', 'it')).toBe('/');
    expect(pathInLanguage('/', 'de')).toBe('/de');
  });

  it('writes the locale cookie for 365 days, path / and same-site lax, and reads it back', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      set: (value: string) => written.push(value),
      get: () => '',
    });
    writeLocaleCookie('de');
    if (descriptor) Object.defineProperty(document, 'cookie', descriptor);
    expect(written).toEqual(['locale=de; max-age=31536000; path=/; samesite=lax']);
    expect(readLocaleCookie('a=1; locale=de')).toBe('de');
    expect(readLocaleCookie('locale=fr')).toBeNull();
  });
});
