import { describe, expect, it } from 'vitest';
import { CONSORTIUM_LOGOS, consortiumLogoPath } from './session.ts';

describe('the session body', () => {
  it('§6: two consortia have a logo', () => {
    expect(CONSORTIUM_LOGOS).toEqual(['CONS-ALTO-ADIGE', 'CONS-DOLOMITI']);
    expect(consortiumLogoPath('CONS-DOLOMITI')).toBe('/brand/consortia/CONS-DOLOMITI.svg');
  });
});
