// Forecasts of what a customer will pay before the bill says so: the next bill of a supply and a
// commodity's cost at the end of the year. One method for both (docs/decisions/0021): the
// seasonal profile of last year — what is still to come is last year's use of the same days or
// months, scaled by how this year compares with last year so far. The uncertainty is computed
// from the data (how well a tariff fits the last bills, how much this year's months differ from
// last year's), never fixed. Pure: no clock, no I/O; days are YYYY-MM-DD.

/** A bill of one supply: the days it covers (both included), what it cost and what it billed. */
export interface BilledPeriod {
  from: string;
  to: string;
  amount: number;
  quantity: number;
}

/** Why no figure is given. */
export type ShortOfData =
  /** Fewer than MIN_TARIFF_BILLS bills with an amount and a quantity. */
  | 'BILLS'
  /** No use measured yet in the period (or in the year). */
  | 'USE'
  /** Last year's same days or months are not all known. */
  | 'LAST_YEAR'
  /** Fewer than MIN_COMPARISONS periods to compare with last year's. */
  | 'COMPARISONS';

export interface NotEnoughData {
  status: 'NOT_ENOUGH_DATA';
  reason: ShortOfData;
}

/** The bills a tariff is fitted to: the latest ones, at most this many. */
export const TARIFF_BILLS = 6;
export const MIN_TARIFF_BILLS = 3;
/** The fewest comparisons with last year that say how far this year may stray from it. */
export const MIN_COMPARISONS = 3;

const DAY_MS = 86_400_000;

function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/** The days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysIn(from: string, to: string): number {
  return Math.max(0, dayNumber(to) - dayNumber(from) + 1);
}

/** The same day a year earlier; 29 February becomes 28 February. */
export function yearBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y - 1, m, 0)).getUTCDate();
  return `${y - 1}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * What a supply's bills cost: a fixed part per day (standing charges, the power quota) and a price
 * per unit (kWh or Smc), both with taxes and VAT as billed.
 */
export interface Tariff {
  fixedPerDay: number;
  perUnit: number;
  /** How many bills it was fitted to. */
  bills: number;
  /** The fit's relative error over those bills (root mean square of (fitted − billed) / billed). */
  spread: number;
}

/**
 * The tariff of the latest bills (at most TARIFF_BILLS), by least squares of
 * amount = fixedPerDay × days + perUnit × quantity. When the bills cannot tell the two parts
 * apart (their quantities proportional to their days) or the fit is not a price (a negative part),
 * the whole amount is a price per unit: the bills' amount over their quantity. Null with fewer
 * than MIN_TARIFF_BILLS bills that have an amount and a quantity.
 */
export function tariffOf(bills: readonly BilledPeriod[]): Tariff | null {
  const recent = bills
    .filter((b) => b.amount > 0 && b.quantity > 0 && daysIn(b.from, b.to) > 0)
    .sort((a, b) => b.to.localeCompare(a.to))
    .slice(0, TARIFF_BILLS);
  if (recent.length < MIN_TARIFF_BILLS) return null;
  let sdd = 0;
  let sdq = 0;
  let sqq = 0;
  let sda = 0;
  let sqa = 0;
  for (const b of recent) {
    const d = daysIn(b.from, b.to);
    sdd += d * d;
    sdq += d * b.quantity;
    sqq += b.quantity * b.quantity;
    sda += d * b.amount;
    sqa += b.quantity * b.amount;
  }
  const det = sdd * sqq - sdq * sdq;
  let fixedPerDay = 0;
  let perUnit = 0;
  // det / (sdd × sqq) is 1 − cos² of the days and quantities: near 0 they are proportional.
  if (det > 1e-6 * sdd * sqq) {
    fixedPerDay = (sda * sqq - sqa * sdq) / det;
    perUnit = (sdd * sqa - sdq * sda) / det;
  }
  if (!(fixedPerDay >= 0 && perUnit > 0)) {
    fixedPerDay = 0;
    perUnit = recent.reduce((s, b) => s + b.amount, 0) / recent.reduce((s, b) => s + b.quantity, 0);
  }
  const squares = recent.map((b) => {
    const fitted = fixedPerDay * daysIn(b.from, b.to) + perUnit * b.quantity;
    return ((fitted - b.amount) / b.amount) ** 2;
  });
  return {
    fixedPerDay,
    perUnit,
    bills: recent.length,
    spread: Math.sqrt(squares.reduce((s, v) => s + v, 0) / squares.length),
  };
}

/**
 * Last year's use over the same days as from…to a year earlier, each bill's quantity spread evenly
 * over its days; null when a day of that span is in no bill.
 */
export function lastYearUse(
  bills: readonly BilledPeriod[],
  from: string,
  to: string,
): number | null {
  const first = dayNumber(yearBefore(from));
  const last = dayNumber(yearBefore(to));
  const spans = bills.map((b) => ({
    from: dayNumber(b.from),
    to: dayNumber(b.to),
    perDay: b.quantity / daysIn(b.from, b.to),
  }));
  let sum = 0;
  for (let d = first; d <= last; d++) {
    const bill = spans.find((s) => s.from <= d && d <= s.to);
    if (!bill) return null;
    sum += bill.perDay;
  }
  return sum;
}

/** Mean and relative spread (sample standard deviation over the mean) of some ratios. */
function relativeSpread(values: readonly number[]): number {
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1);
  return mean > 0 ? Math.sqrt(variance) / mean : 0;
}

/** ±relative as a whole percentage for the page, rounded up and at least 1 %. */
export function percentOf(relative: number): number {
  return Math.max(1, Math.ceil(relative * 100 - 1e-9));
}

export interface NextBillInput {
  /** The supply's bills of the last two years or so, in any order. */
  bills: readonly BilledPeriod[];
  /**
   * The supply's use in periods finer than its bills (its months), for last year's profile; the
   * bills themselves when absent. A two-month bill alone cannot tell a November from a December.
   */
  pastUse?: readonly BilledPeriod[];
  /** The billing period under way: from the day after the last bill to its end. */
  periodFrom: string;
  periodTo: string;
  /**
   * The last day whose use is measured, and the use from periodFrom to it. Both absent (or null)
   * when nothing of the period can be measured — a meter that is read only for the bills, with no
   * load curve: the estimate is then last year's profile alone (basis LAST_YEAR_TREND).
   */
  measuredTo?: string | null;
  measured?: number | null;
}

/**
 * What an estimate rests on. MEASURED: the use measured so far in the period, the rest as last
 * year's same days scaled by it. LAST_YEAR_TREND: nothing of the period is measured; the whole
 * period is last year's same days scaled by the trend of the recent bills against last year's.
 */
export type EstimateBasis = 'MEASURED' | 'LAST_YEAR_TREND';

export interface NextBillEstimate {
  status: 'ESTIMATE';
  amount: number;
  low: number;
  high: number;
  /** ± of the amount, as a fraction (0.08 is ±8 %); percentOf gives the page's figure. */
  relative: number;
  /** The period's use as projected (kWh or Smc). */
  quantity: number;
  tariff: Tariff;
  /** How many of the last year's bills were compared with the year before. */
  comparisons: number;
  basis: EstimateBasis;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** This year's bills against last year's same days: each bill of the last year whose same days a year earlier are known. */
function ratiosToLastYear(
  bills: readonly BilledPeriod[],
  profile: readonly BilledPeriod[],
  periodFrom: string,
): number[] {
  const yearAgo = yearBefore(periodFrom);
  return bills
    .filter((b) => b.to >= yearAgo && b.to < periodFrom && b.quantity > 0)
    .flatMap((b) => {
      const before = lastYearUse(profile, b.from, b.to);
      return before && before > 0 ? [b.quantity / before] : [];
    });
}

function estimateOf(
  tariff: Tariff,
  input: NextBillInput,
  quantity: number,
  relative: number,
  comparisons: number,
  basis: EstimateBasis,
): NextBillEstimate {
  const amount =
    tariff.fixedPerDay * daysIn(input.periodFrom, input.periodTo) + tariff.perUnit * quantity;
  return {
    status: 'ESTIMATE',
    amount: round2(amount),
    low: round2(amount * (1 - relative)),
    high: round2(amount * (1 + relative)),
    relative,
    quantity: Math.round(quantity * 1000) / 1000,
    tariff,
    comparisons,
    basis,
  };
}

/**
 * The next bill of a supply, priced with the tariff of the latest bills; last year's use of the
 * same days comes from `pastUse`, else the bills. Two rules, by what is known of the period:
 *
 * - **Measured** (`measured` given; basis MEASURED): the period's use is what was measured so far,
 *   plus the rest of the period as last year's use of the same days scaled by this period's use
 *   against last year's so far. ± combines the tariff's spread with how far the bills of the last
 *   year strayed from the year before (relative spread of their ratios), the latter applied to
 *   the part of the use still to come.
 * - **Profile only** (`measured` absent or null: a meter with no load curve, read only for the
 *   bills; basis LAST_YEAR_TREND): the period's use is last year's use of the same days times the
 *   trend of the last year's bills — the mean of their ratios to the year before. Nothing of the
 *   period is measured, so the spread of those ratios applies to the whole use (still to come = 1),
 *   combined with the tariff's spread as above.
 */
export function nextBillEstimate(input: NextBillInput): NextBillEstimate | NotEnoughData {
  const { bills, periodFrom, periodTo, measuredTo, measured } = input;
  const profile = input.pastUse && input.pastUse.length > 0 ? input.pastUse : bills;
  const tariff = tariffOf(bills);
  if (!tariff) return { status: 'NOT_ENOUGH_DATA', reason: 'BILLS' };
  if (measured === null || measured === undefined) {
    const lastYearWhole = lastYearUse(profile, periodFrom, periodTo);
    if (lastYearWhole === null || lastYearWhole <= 0)
      return { status: 'NOT_ENOUGH_DATA', reason: 'LAST_YEAR' };
    const ratios = ratiosToLastYear(bills, profile, periodFrom);
    if (ratios.length < MIN_COMPARISONS)
      return { status: 'NOT_ENOUGH_DATA', reason: 'COMPARISONS' };
    const trend = ratios.reduce((s, r) => s + r, 0) / ratios.length;
    const relative = Math.hypot(relativeSpread(ratios), tariff.spread);
    return estimateOf(
      tariff,
      input,
      lastYearWhole * trend,
      relative,
      ratios.length,
      'LAST_YEAR_TREND',
    );
  }
  if (!measuredTo || measuredTo < periodFrom || measured <= 0)
    return { status: 'NOT_ENOUGH_DATA', reason: 'USE' };
  const end = measuredTo < periodTo ? measuredTo : periodTo;
  const lastYearSoFar = lastYearUse(profile, periodFrom, end);
  const lastYearWhole = lastYearUse(profile, periodFrom, periodTo);
  if (lastYearSoFar === null || lastYearWhole === null || lastYearSoFar <= 0)
    return { status: 'NOT_ENOUGH_DATA', reason: 'LAST_YEAR' };
  const quantity = (measured * lastYearWhole) / lastYearSoFar;
  const ratios = ratiosToLastYear(bills, profile, periodFrom);
  if (ratios.length < MIN_COMPARISONS) return { status: 'NOT_ENOUGH_DATA', reason: 'COMPARISONS' };
  const stillToCome = 1 - measured / quantity;
  const relative = Math.hypot(stillToCome * relativeSpread(ratios), tariff.spread);
  return estimateOf(tariff, input, quantity, relative, ratios.length, 'MEASURED');
}

export interface YearProjection {
  status: 'ESTIMATE';
  /** The sum of this year's months with data, January on. */
  toDate: number;
  /** How many months that is (1 = January). */
  monthsToDate: number;
  /** toDate plus the months still to come. */
  yearEnd: number;
  low: number;
  high: number;
  relative: number;
}

/**
 * A year's total from its first months: the months still to come are last year's same months
 * scaled by this year's months so far against last year's; ± is that part times the relative
 * spread of the month-by-month ratios this year / last year (at least MIN_COMPARISONS of them).
 * `thisYear` and `lastYear` hold January to December, null for a month without data; this year's
 * months so far are those from January up to the first null.
 */
export function yearEndProjection(
  thisYear: readonly (number | null)[],
  lastYear: readonly (number | null)[],
): YearProjection | NotEnoughData {
  let months = 0;
  while (months < 12 && typeof thisYear[months] === 'number') months++;
  if (months === 0) return { status: 'NOT_ENOUGH_DATA', reason: 'USE' };
  const done = thisYear.slice(0, months) as number[];
  const toDate = done.reduce((s, v) => s + v, 0);
  if (months === 12)
    return {
      status: 'ESTIMATE',
      toDate,
      monthsToDate: 12,
      yearEnd: toDate,
      low: toDate,
      high: toDate,
      relative: 0,
    };
  if (lastYear.length < 12 || lastYear.slice(0, 12).some((v) => typeof v !== 'number'))
    return { status: 'NOT_ENOUGH_DATA', reason: 'LAST_YEAR' };
  const before = lastYear as number[];
  const beforeSoFar = before.slice(0, months).reduce((s, v) => s + v, 0);
  if (beforeSoFar <= 0) return { status: 'NOT_ENOUGH_DATA', reason: 'LAST_YEAR' };
  const ratios = done.flatMap((v, i) => ((before[i] ?? 0) > 0 ? [v / (before[i] as number)] : []));
  if (ratios.length < MIN_COMPARISONS) return { status: 'NOT_ENOUGH_DATA', reason: 'COMPARISONS' };
  const rest = (toDate / beforeSoFar) * before.slice(months, 12).reduce((s, v) => s + v, 0);
  const yearEnd = toDate + rest;
  const half = rest * relativeSpread(ratios);
  return {
    status: 'ESTIMATE',
    toDate,
    monthsToDate: months,
    yearEnd,
    low: yearEnd - half,
    high: yearEnd + half,
    relative: yearEnd > 0 ? half / yearEnd : 0,
  };
}
