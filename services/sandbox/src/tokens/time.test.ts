import { describe, expect, it } from 'vitest';
import { romeInstant } from './time.ts';

describe('instants at the upstream boundary (upstream contract: Europe/Rome, no offset)', () => {
  it('formats winter and summer time as Rome wall-clock time', () => {
    expect(romeInstant(new Date('2024-01-15T11:00:00Z'))).toBe('2024-01-15T12:00:00');
    expect(romeInstant(new Date('2024-07-01T22:30:05Z'))).toBe('2024-07-02T00:30:05');
  });
});
