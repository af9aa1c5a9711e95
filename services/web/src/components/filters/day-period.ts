// A period of days (YYYY-MM-DD) from two parameters as typed (§5: strict), either end open. A
// module of its own: the strict day parser brings the date library, which a list that only pages
// (supplies, support) does not load.
import { parseIsoDay } from '@portal/shared/inputs';

export interface DayPeriod {
  from: string | null;
  to: string | null;
  /** A day that does not parse, or a period that ends before it starts: reported, not sent. */
  invalid: boolean;
}

/** A period of days (YYYY-MM-DD) from two parameters as typed; either end may be open. */
export function dayPeriod(fromText: string, toText: string): DayPeriod {
  const from = parseIsoDay(fromText);
  const to = parseIsoDay(toText);
  const invalid = Boolean((fromText && !from) || (toText && !to) || (from && to && from > to));
  return invalid
    ? { from: null, to: null, invalid }
    : { from: from ?? null, to: to ?? null, invalid };
}
