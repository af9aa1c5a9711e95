import { describe, expect, it } from 'vitest';
import { objectLink } from './objectLink.ts';

describe('a notification’s link to its object (§2 retail routes)', () => {
  it('keeps a portal route, in the page’s language, named after the page it opens', () => {
    expect(objectLink('/retail/myBills/FT2026_1?issueDate=2026-10-01', 'it')).toEqual({
      to: '/retail/myBills/FT2026_1?issueDate=2026-10-01',
      key: 'bill',
    });
    expect(objectLink('/retail/selfRead', 'de')).toEqual({
      to: '/de/retail/selfRead',
      key: 'selfRead',
    });
    expect(objectLink('/de/retail/selfRead', 'it')).toEqual({
      to: '/retail/selfRead',
      key: 'selfRead',
    });
  });

  it('drops what is not a route of the portal', () => {
    expect(objectLink(null, 'it')).toBeNull();
    expect(objectLink('https://example.com/retail', 'it')).toBeNull();
    expect(objectLink('//example.com/retail', 'it')).toBeNull();
    expect(objectLink('/nowhere/at/all', 'it')).toBeNull();
  });
});
