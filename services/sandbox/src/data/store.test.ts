import { describe, expect, it } from 'vitest';
import { DataStore } from './store.ts';

describe("the data store's today (upstream contract: calendar days are Europe/Rome)", () => {
  it('is already the next day in Rome at 23:30 UTC, so a reading dated today there is not in the future (§5 self-reading)', () => {
    const store = new DataStore({
      seed: 1,
      scale: 'small',
      now: () => Date.parse('2026-11-22T23:30:00Z'),
    });
    expect(store.today()).toBe('2026-11-23');
  });

  it('is the same day at noon UTC', () => {
    const store = new DataStore({
      seed: 1,
      scale: 'small',
      now: () => Date.parse('2026-07-01T12:00:00Z'),
    });
    expect(store.today()).toBe('2026-07-01');
  });
});
