// Instants at the upstream boundary are Europe/Rome wall-clock times without an offset
// (docs/upstream-contract.md, conventions); the one formatter lives with the data's dates.
import { romeInstant as romeInstantOfMs } from '../data/dates.ts';

/** `YYYY-MM-DDTHH:mm:ss` in Europe/Rome. */
export function romeInstant(date: Date): string {
  return romeInstantOfMs(date.getTime());
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
