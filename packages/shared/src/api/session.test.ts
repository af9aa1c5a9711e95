import { describe, expect, it } from 'vitest';
import { CONSORTIUM_LOGOS } from './session.ts';

describe('the session body', () => {
  it('§6: two consortia have a logo', () => {
    expect(CONSORTIUM_LOGOS).toEqual(['CONS-ALTO-ADIGE', 'CONS-DOLOMITI']);
  });
});
