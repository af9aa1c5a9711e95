// Where the customer stands in the loyalty programme. The programme's rules —
// points per euro, the minimum per bill, the levels and their thresholds, how long points stay
// valid — are the API's (LoyaltyBonus.program, the supplier's bonusFedelta.programma); these pure
// helpers only place the customer on the way the API describes.
import type { LoyaltyBonusPageQuery } from '@/graphql/generated/graphql.ts';

export type LoyaltyProgram = NonNullable<LoyaltyBonusPageQuery['loyaltyBonus']>['program'];
export type ProgramLevel = LoyaltyProgram['levels'][number];

/** The programme's level after the customer's, if any (null at the top or for an unknown level). */
export function nextLevel(levels: readonly ProgramLevel[], current: ProgramLevel['level']) {
  if (current === 'OTHER') return null;
  const index = levels.findIndex((l) => l.level === current);
  return index >= 0 ? (levels[index + 1] ?? null) : null;
}

/** Whether the customer is at the programme's last level. */
export function isTopLevel(levels: readonly ProgramLevel[], current: ProgramLevel['level']) {
  return current !== 'OTHER' && levels.at(-1)?.level === current;
}

/** Where the customer is on the way to the next level. */
export function progressOf(
  points: number,
  current: ProgramLevel['level'],
  threshold: number | null,
  levels: readonly ProgramLevel[],
) {
  const next = nextLevel(levels, current);
  if (threshold === null || next === null) return null;
  const from = levels.find((l) => l.level === current)?.from ?? 0;
  const span = Math.max(1, threshold - from);
  return {
    next,
    threshold,
    missing: Math.max(0, threshold - points),
    /** 0–100: the share of the way from this level's start to the next. */
    percent: Math.min(100, Math.max(0, Math.round(((points - from) / span) * 100))),
  };
}
