import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './retry-after.ts';

describe('Retry-After of a retryable upstream answer (§7 call-level handling)', () => {
  const now = Date.parse('2026-03-02T10:00:00Z');

  it('reads delay-seconds', () => {
    expect(retryAfterMs('0', now)).toBe(0);
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs(' 120 ', now)).toBe(120_000);
  });

  it('reads an HTTP date as the time left until it, 0 once it has passed', () => {
    expect(retryAfterMs('Mon, 02 Mar 2026 10:00:03 GMT', now)).toBe(3000);
    expect(retryAfterMs('Mon, 02 Mar 2026 09:59:00 GMT', now)).toBe(0);
  });

  it('takes the first of repeated headers', () => {
    expect(retryAfterMs(['1', '5'], now)).toBe(1000);
  });

  it('is 0 (retry at once, as before) when absent or unreadable', () => {
    for (const value of [undefined, '', '  ', 'soon', '-1', '1.5', []]) {
      expect(retryAfterMs(value, now), String(value)).toBe(0);
    }
  });
});
