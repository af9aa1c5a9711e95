import { describe, expect, it } from 'vitest';
import { shouldPrefetch } from './prefetch.ts';

describe('§9: prefetch of the next pages', () => {
  it('is skipped on slow-2g and when the user saves data', () => {
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(shouldPrefetch(undefined)).toBe(true);
  });
});
