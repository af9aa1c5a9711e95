// The months a convention report covers, as the address holds them:
// ?from=YYYY-MM&to=YYYY-MM, the last 12 complete months by default. The BFF answers at most 36
// months (docs/api.md conventionReport); a period that does not parse, ends before it starts or is
// longer is reported and not sent, and the address keeps what was typed.

/** The report's longest period: the BFF's and the data service's limit. */
export const MAX_REPORT_MONTHS = 36;
/** The default period: the last 12 complete months. */
export const DEFAULT_REPORT_MONTHS = 12;

export const PARAM = { from: 'from', to: 'to' } as const;

export type PeriodError = 'fromInvalid' | 'toInvalid' | 'fromAfterTo' | 'tooLong';

export interface ReportPeriod {
  from: string;
  to: string;
}

/** A month as a number (year × 12 + month − 1), so months add and compare; null if not YYYY-MM. */
export function monthIndex(month: string): number | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month.trim());
  if (!match || Number(match[1]) < 1900) return null;
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

export function monthOfIndex(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last 12 complete months before the month of `today` (the browser's calendar). */
export function defaultPeriod(today: Date): ReportPeriod {
  const current = today.getFullYear() * 12 + today.getMonth();
  return {
    from: monthOfIndex(current - DEFAULT_REPORT_MONTHS),
    to: monthOfIndex(current - 1),
  };
}

/** How many months a period spans (from and to included). */
export function monthCount(period: ReportPeriod): number {
  const a = monthIndex(period.from);
  const b = monthIndex(period.to);
  return a === null || b === null ? 0 : b - a + 1;
}

/** What is wrong with a period, each month's problem first; empty when it can be asked for. */
export function periodErrors(from: string, to: string): PeriodError[] {
  const a = monthIndex(from);
  const b = monthIndex(to);
  const errors: PeriodError[] = [];
  if (a === null) errors.push('fromInvalid');
  if (b === null) errors.push('toInvalid');
  if (a !== null && b !== null) {
    if (a > b) errors.push('fromAfterTo');
    else if (b - a + 1 > MAX_REPORT_MONTHS) errors.push('tooLong');
  }
  return errors;
}

export interface PeriodSearch {
  /** What the address holds (or the default): shown in the form as it is. */
  from: string;
  to: string;
  /** The period to ask for; null while the address holds an error. */
  period: ReportPeriod | null;
  errors: PeriodError[];
}

/** The period of an address: the default when it names none. */
export function readPeriod(params: URLSearchParams, today: Date): PeriodSearch {
  const from = (params.get(PARAM.from) ?? '').trim();
  const to = (params.get(PARAM.to) ?? '').trim();
  if (!from && !to) {
    const period = defaultPeriod(today);
    return { ...period, period, errors: [] };
  }
  const errors = periodErrors(from, to);
  return { from, to, period: errors.length ? null : { from, to }, errors };
}
