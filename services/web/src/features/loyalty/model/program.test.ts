import { describe, expect, it } from 'vitest';
import { isTopLevel, nextLevel, progressOf, type ProgramLevel } from './program.ts';

// A programme unlike the sandbox's: the helpers follow whatever levels the API answers.
const LEVELS: ProgramLevel[] = [
  { level: 'BRONZE', levelText: 'Bronzo', from: 0 },
  { level: 'SILVER', levelText: 'Argento', from: 400 },
  { level: 'GOLD', levelText: 'Oro', from: 1200 },
];

describe('the loyalty programme’s levels, as the API gives them', () => {
  it('places the customer between its level and the next threshold', () => {
    expect(progressOf(200, 'BRONZE', 400, LEVELS)).toEqual({
      next: LEVELS[1],
      threshold: 400,
      missing: 200,
      percent: 50,
    });
    expect(progressOf(800, 'SILVER', 1200, LEVELS)).toMatchObject({
      next: { level: 'GOLD', from: 1200 },
      missing: 400,
      percent: 50,
    });
  });

  it('has no next level at the last one, nor for a level it does not know', () => {
    expect(nextLevel(LEVELS, 'GOLD')).toBeNull();
    expect(isTopLevel(LEVELS, 'GOLD')).toBe(true);
    expect(isTopLevel(LEVELS.slice(0, 2), 'SILVER')).toBe(true);
    expect(isTopLevel(LEVELS, 'SILVER')).toBe(false);
    expect(progressOf(2000, 'GOLD', null, LEVELS)).toBeNull();
    expect(progressOf(10, 'OTHER', 500, LEVELS)).toBeNull();
  });
});
