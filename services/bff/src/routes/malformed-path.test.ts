import { matchRoute } from '@portal/shared/routes';
import { describe, expect, it } from 'vitest';
import { routableUrl, UNKNOWN_API, UNKNOWN_PAGE } from './malformed-path.ts';

describe('a path that does not decode', () => {
  it('is routed as an unknown page, or an unknown API path under /api', () => {
    expect(routableUrl('/%E0%A4%A')).toBe(UNKNOWN_PAGE);
    expect(routableUrl('/de/retail/%E0%A4%A?x=1')).toBe(UNKNOWN_PAGE);
    expect(routableUrl('/api/%ZZ')).toBe(UNKNOWN_API);
    expect(routableUrl('/%61pi/%ZZ')).toBe(UNKNOWN_API);
    expect(routableUrl('/api')).toBe('/api');
    expect(matchRoute(UNKNOWN_PAGE)).toBeNull();
  });

  it('leaves every decodable address as it is, query included', () => {
    for (const url of ['/', '/retail/myBills?page=2', '/%61pi/graphql', '/de/corporate', '/a%20b'])
      expect(routableUrl(url)).toBe(url);
  });
});
