// A gas self-reading's rules (§5, §3 contratti finestraLetturaDal/Al), the same for
// the page that checks what is typed and the BFF that checks what is sent:
// - the reading window: a reading is taken on a day from finestraLetturaDal to finestraLetturaAl;
// - the value: the whole digits of the meter's register, no more digits than the meter has;
// - below the last reading: refused. A gas meter does not run backwards, so a lower value is a
//   typing slip or a replaced meter — the latter is the distributor's business, through support;
// - implausibly high: more than three times what the supply usually burns in the days since the
//   last reading (its annual consumption spread evenly). Winter days burn more than the average,
//   so this is a warning the customer confirms, never a refusal.

/** Where today stands against a contract's reading window (days YYYY-MM-DD compare as text). */
export type ReadingWindowState = 'open' | 'upcoming' | 'closed' | 'unknown';

export function readingWindowState(
  from: string | null | undefined,
  to: string | null | undefined,
  today: string,
): ReadingWindowState {
  if (!from || !to) return 'unknown';
  if (today < from) return 'upcoming';
  if (today > to) return 'closed';
  return 'open';
}

/** How many times the usual consumption since the last reading counts as implausibly high. */
export const HIGH_READING_FACTOR = 3;

export interface ReadingFacts {
  /** Whole digits of the meter's register; null when unknown. */
  meterDigits: number | null | undefined;
  lastReading: number | null | undefined;
  lastReadingDate: string | null | undefined;
  /** The supply's annual consumption in Smc; null when unknown. */
  annualConsumption: number | null | undefined;
}

export type ReadingCheck =
  | { kind: 'empty' }
  | { kind: 'notDigits' }
  | { kind: 'tooManyDigits'; digits: number }
  | { kind: 'belowLast'; value: number; lastReading: number }
  | { kind: 'high'; value: number; consumed: number; usual: number }
  | { kind: 'ok'; value: number };

/** Refused: the reading cannot be sent. 'high' and 'ok' can (the former once confirmed). */
export function isRefusedReading(
  check: ReadingCheck,
): check is Exclude<ReadingCheck, { kind: 'high' | 'ok' }> {
  return check.kind !== 'high' && check.kind !== 'ok';
}

/** Whole days from one day (YYYY-MM-DD) to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A reading as typed (spaces around it ignored; leading zeros are the meter's own and count as
 * digits), taken on `date`, against the meter and the supply's last reading.
 */
export function checkReading(text: string, date: string, facts: ReadingFacts): ReadingCheck {
  const typed = text.trim();
  if (typed === '') return { kind: 'empty' };
  if (!/^\d+$/.test(typed)) return { kind: 'notDigits' };
  const digits = facts.meterDigits ?? 9;
  if (typed.length > digits) return { kind: 'tooManyDigits', digits };
  const value = Number(typed);
  const last = facts.lastReading;
  if (last === null || last === undefined) return { kind: 'ok', value };
  if (value < last) return { kind: 'belowLast', value, lastReading: last };
  const annual = facts.annualConsumption;
  if (!facts.lastReadingDate || !annual || annual <= 0) return { kind: 'ok', value };
  const days = Math.max(1, daysBetween(facts.lastReadingDate, date));
  const usual = (annual / 365) * days;
  const consumed = value - last;
  return consumed > HIGH_READING_FACTOR * usual
    ? { kind: 'high', value, consumed, usual: Math.round(usual) }
    : { kind: 'ok', value };
}
