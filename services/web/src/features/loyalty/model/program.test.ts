import { describe, expect, it } from 'vitest';
import { nextLevel, progressOf } from './program.ts';

describe('the loyalty programme’s levels (issue 14 item 5)', () => {
  it('places the customer between its level and the next threshold', () => {
    expect(progressOf(250, 'BRONZE', 500)).toEqual({
      next: 'SILVER',
      threshold: 500,
      missing: 250,
      percent: 50,
    });
    expect(progressOf(1000, 'SILVER', 1500)).toMatchObject({
      next: 'GOLD',
      missing: 500,
      percent: 50,
    });
  });

  it('has no next level at gold, nor for a level it does not know', () => {
    expect(nextLevel('GOLD')).toBeNull();
    expect(progressOf(2000, 'GOLD', null)).toBeNull();
    expect(progressOf(10, 'OTHER', 500)).toBeNull();
  });
});
