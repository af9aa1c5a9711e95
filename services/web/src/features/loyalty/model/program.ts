// The loyalty programme as the supplier publishes it (issue 14 item 5): points for every bill paid
// by its due date, three levels reached at fixed thresholds, points valid until the expiry day the
// API gives. The page explains it with these figures and places the customer on the way.
import type { BonusLevel } from '@/graphql/generated/graphql.ts';

/** Points per euro of a bill paid by its due date: one every 5 €, at least 5 a bill. */
export const EUROS_PER_POINT = 5;
export const MIN_POINTS_PER_BILL = 5;

/** The levels in order and the points each starts at. */
export const LEVELS = [
  { level: 'BRONZE', from: 0 },
  { level: 'SILVER', from: 500 },
  { level: 'GOLD', from: 1500 },
] as const satisfies readonly { level: BonusLevel; from: number }[];

export type KnownLevel = (typeof LEVELS)[number]['level'];

/** The level after the current one, if any. */
export function nextLevel(level: BonusLevel): KnownLevel | null {
  const index = LEVELS.findIndex((l) => l.level === level);
  return index >= 0 ? (LEVELS[index + 1]?.level ?? null) : null;
}

/** Where the customer is on the way to the next level. */
export function progressOf(points: number, level: BonusLevel, threshold: number | null) {
  const next = nextLevel(level);
  if (threshold === null || next === null) return null;
  const from = LEVELS.find((l) => l.level === level)?.from ?? 0;
  const span = Math.max(1, threshold - from);
  return {
    next,
    threshold,
    missing: Math.max(0, threshold - points),
    /** 0–100: the share of the way from this level's start to the next. */
    percent: Math.min(100, Math.max(0, Math.round(((points - from) / span) * 100))),
  };
}
