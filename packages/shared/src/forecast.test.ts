import { describe, expect, it } from 'vitest';
import {
  daysIn,
  lastYearUse,
  nextBillEstimate,
  percentOf,
  tariffOf,
  yearBefore,
  yearEndProjection,
  type BilledPeriod,
} from './forecast.ts';

const monthEnd = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
const monthFrom = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;

/** Monthly bills from (y, m) on, `count` of them, priced at 0.5 €/day + 0.25 €/unit. */
function monthlyBills(
  y: number,
  m: number,
  count: number,
  use: (i: number, month: number) => number,
): BilledPeriod[] {
  return Array.from({ length: count }, (_, i) => {
    const month = ((m - 1 + i) % 12) + 1;
    const year = y + Math.floor((m - 1 + i) / 12);
    const from = monthFrom(year, month);
    const to = monthEnd(year, month);
    const quantity = use(i, month);
    return { from, to, quantity, amount: 0.5 * daysIn(from, to) + 0.25 * quantity };
  });
}

describe('days of a period', () => {
  it('counts both ends, and nothing for a period that ends before it starts', () => {
    expect(daysIn('2026-11-01', '2026-11-30')).toBe(30);
    expect(daysIn('2026-11-01', '2026-11-01')).toBe(1);
    expect(daysIn('2026-11-02', '2026-11-01')).toBe(0);
  });

  it('a year earlier is the same day; 29 February becomes 28 February', () => {
    expect(yearBefore('2026-11-27')).toBe('2025-11-27');
    expect(yearBefore('2028-02-29')).toBe('2027-02-28');
  });
});

describe('the tariff of the latest bills', () => {
  it('separates the fixed part per day from the price per unit when the quantities vary', () => {
    const bills = monthlyBills(2026, 5, 6, (i) => 100 + 40 * i);
    const tariff = tariffOf(bills);
    expect(tariff?.fixedPerDay).toBeCloseTo(0.5, 6);
    expect(tariff?.perUnit).toBeCloseTo(0.25, 6);
    expect(tariff?.bills).toBe(6);
    expect(tariff?.spread).toBeCloseTo(0, 6);
  });

  it('uses only the latest six bills, whatever order they come in', () => {
    const old = monthlyBills(2025, 1, 6, () => 100).map((b) => ({ ...b, amount: b.amount * 3 }));
    const recent = monthlyBills(2026, 1, 6, (i) => 80 + 30 * i);
    const tariff = tariffOf([...recent.reverse(), ...old]);
    expect(tariff?.perUnit).toBeCloseTo(0.25, 6);
    expect(tariff?.bills).toBe(6);
  });

  it('with quantities proportional to the days, the whole amount is a price per unit', () => {
    const bills: BilledPeriod[] = [
      { from: '2026-06-01', to: '2026-06-30', quantity: 300, amount: 90 },
      { from: '2026-07-01', to: '2026-07-31', quantity: 310, amount: 96 },
      { from: '2026-08-01', to: '2026-08-31', quantity: 310, amount: 94 },
    ];
    const tariff = tariffOf(bills);
    expect(tariff?.fixedPerDay).toBe(0);
    expect(tariff?.perUnit).toBeCloseTo(280 / 920, 9);
    // The bills' own prices straying from the average are the fit's spread.
    expect(tariff?.spread).toBeGreaterThan(0.005);
  });

  it('a fit with a negative part falls back to the average price', () => {
    const bills: BilledPeriod[] = [
      { from: '2026-06-01', to: '2026-06-30', quantity: 100, amount: 10 },
      { from: '2026-07-01', to: '2026-07-31', quantity: 200, amount: 70 },
      { from: '2026-08-01', to: '2026-08-31', quantity: 300, amount: 130 },
    ];
    const tariff = tariffOf(bills);
    expect(tariff?.fixedPerDay).toBe(0);
    expect(tariff?.perUnit).toBeCloseTo(210 / 600, 9);
  });

  it('needs three bills with an amount and a quantity', () => {
    const bills = monthlyBills(2026, 1, 3, () => 100);
    expect(tariffOf(bills.slice(0, 2))).toBeNull();
    expect(tariffOf([...bills.slice(0, 2), { ...bills[2]!, quantity: 0 }])).toBeNull();
  });
});

describe('last year’s use of the same days', () => {
  const bills: BilledPeriod[] = [
    { from: '2025-11-01', to: '2025-12-31', quantity: 610, amount: 200 },
  ];

  it('spreads each bill evenly over its days', () => {
    expect(lastYearUse(bills, '2026-11-01', '2026-11-30')).toBeCloseTo(300, 9);
    expect(lastYearUse(bills, '2026-11-01', '2026-12-31')).toBeCloseTo(610, 9);
  });

  it('is unknown when a day of the span is in no bill', () => {
    expect(lastYearUse(bills, '2026-10-31', '2026-11-30')).toBeNull();
  });
});

describe('the next bill (seasonal profile of last year)', () => {
  // Two years of monthly bills, November 2024 to October 2026; this year's months are 10 % above
  // last year's, the month's use following a winter-heavy profile.
  const season = [200, 180, 140, 80, 40, 20, 15, 15, 30, 80, 140, 190];
  const bills = monthlyBills(2024, 11, 24, (i, month) => season[month - 1]! * (i >= 12 ? 1.1 : 1));

  it('adds the rest of the period as last year’s same days, scaled by this period so far', () => {
    // 15 November: 15 days measured, at 10 % above last November's daily use.
    const estimate = nextBillEstimate({
      bills,
      periodFrom: '2026-11-01',
      periodTo: '2026-11-30',
      measuredTo: '2026-11-15',
      measured: 140 * 1.1 * 0.5,
    });
    expect(estimate.status).toBe('ESTIMATE');
    if (estimate.status !== 'ESTIMATE') return;
    expect(estimate.quantity).toBeCloseTo(154, 6);
    expect(estimate.amount).toBeCloseTo(0.5 * 30 + 0.25 * 154, 2);
    // Every month of the year was 10 % above the year before, and the tariff fits exactly.
    expect(estimate.relative).toBeCloseTo(0, 9);
    expect(estimate.comparisons).toBe(12);
    expect(estimate.basis).toBe('MEASURED');
  });

  it('over a two-month period, the months weigh as last year’s did (not a straight line)', () => {
    const twoMonths = [
      ...bills.slice(0, 12),
      ...monthlyBills(2025, 11, 12, (_, month) => season[month - 1]!),
    ];
    const estimate = nextBillEstimate({
      bills: twoMonths,
      periodFrom: '2026-11-01',
      periodTo: '2026-12-31',
      measuredTo: '2026-11-30',
      measured: 140,
    });
    if (estimate.status !== 'ESTIMATE') throw new Error(estimate.reason);
    // December as last year's (190), not November's daily rate over 31 days (144.7).
    expect(estimate.quantity).toBeCloseTo(330, 6);
  });

  it('two-month bills: last year’s months, when known, weigh November and December apart', () => {
    const bimonthly = (y: number, m: number, count: number, rate: number): BilledPeriod[] =>
      Array.from({ length: count }, (_, i) => {
        const month = m + 2 * i;
        const from = monthFrom(y + Math.floor((month - 1) / 12), ((month - 1) % 12) + 1);
        const last = month + 1;
        const to = monthEnd(y + Math.floor((last - 1) / 12), ((last - 1) % 12) + 1);
        const quantity = (season[(month - 1) % 12]! + season[(last - 1) % 12]!) * rate;
        return { from, to, quantity, amount: 0.5 * daysIn(from, to) + 0.25 * quantity };
      });
    const twoMonthly = [...bimonthly(2024, 11, 6, 1), ...bimonthly(2025, 11, 6, 1.1)];
    const months = monthlyBills(
      2024,
      11,
      24,
      (i, month) => season[month - 1]! * (i >= 12 ? 1.1 : 1),
    );
    const input = {
      bills: twoMonthly,
      periodFrom: '2026-11-01',
      periodTo: '2026-12-31',
      measuredTo: '2026-11-30',
      measured: 140 * 1.1,
    };
    const flat = nextBillEstimate(input);
    const monthly = nextBillEstimate({ ...input, pastUse: months });
    if (flat.status !== 'ESTIMATE' || monthly.status !== 'ESTIMATE') throw new Error('no estimate');
    // The bills alone spread last November–December evenly: December at November's daily rate.
    expect(flat.quantity).toBeCloseTo(154 * (61 / 30), 3);
    // Last year's months: December as last December (190), scaled by this year's 10 %.
    expect(monthly.quantity).toBeCloseTo((140 + 190) * 1.1, 3);
  });

  it('the range grows with how far this year strayed from last year, on what is still to come', () => {
    const uneven = monthlyBills(2024, 11, 24, (i, month) =>
      i >= 12 ? season[month - 1]! * (i % 2 === 0 ? 1.3 : 0.9) : season[month - 1]!,
    );
    const early = nextBillEstimate({
      bills: uneven,
      periodFrom: '2026-11-01',
      periodTo: '2026-11-30',
      measuredTo: '2026-11-05',
      measured: 25,
    });
    const late = nextBillEstimate({
      bills: uneven,
      periodFrom: '2026-11-01',
      periodTo: '2026-11-30',
      measuredTo: '2026-11-25',
      measured: 125,
    });
    if (early.status !== 'ESTIMATE' || late.status !== 'ESTIMATE') throw new Error('no estimate');
    expect(early.relative).toBeGreaterThan(late.relative);
    expect(late.relative).toBeGreaterThan(0);
    expect(early.low).toBeCloseTo(early.amount * (1 - early.relative), 1);
    expect(early.high).toBeCloseTo(early.amount * (1 + early.relative), 1);
  });

  it('says what is missing instead of a figure', () => {
    const period = { periodFrom: '2026-11-01', periodTo: '2026-11-30' };
    expect(
      nextBillEstimate({
        bills: bills.slice(-2),
        ...period,
        measuredTo: '2026-11-10',
        measured: 50,
      }),
    ).toEqual({ status: 'NOT_ENOUGH_DATA', reason: 'BILLS' });
    expect(nextBillEstimate({ bills, ...period, measuredTo: '2026-10-31', measured: 0 })).toEqual({
      status: 'NOT_ENOUGH_DATA',
      reason: 'USE',
    });
    // A supply billed for the last eight months only: no last November to follow.
    expect(
      nextBillEstimate({
        bills: bills.slice(-8),
        ...period,
        measuredTo: '2026-11-10',
        measured: 50,
      }),
    ).toEqual({ status: 'NOT_ENOUGH_DATA', reason: 'LAST_YEAR' });
    // Thirteen months of bills: last November is known, but one month only compares with a year before.
    expect(
      nextBillEstimate({
        bills: bills.slice(-13),
        ...period,
        measuredTo: '2026-11-10',
        measured: 50,
      }),
    ).toEqual({ status: 'NOT_ENOUGH_DATA', reason: 'COMPARISONS' });
  });
});

describe('the next bill with nothing of the period measured (last year’s profile and the bills’ trend)', () => {
  // The same two years as above: this year's months 10 % above last year's, a winter-heavy profile.
  const season = [200, 180, 140, 80, 40, 20, 15, 15, 30, 80, 140, 190];
  const bills = monthlyBills(2024, 11, 24, (i, month) => season[month - 1]! * (i >= 12 ? 1.1 : 1));
  const period = { periodFrom: '2026-11-01', periodTo: '2026-11-30' };

  it('is last year’s use of the same days times the mean of the bills’ ratios to the year before', () => {
    const estimate = nextBillEstimate({ bills, ...period });
    if (estimate.status !== 'ESTIMATE') throw new Error(estimate.reason);
    expect(estimate.basis).toBe('LAST_YEAR_TREND');
    // Last November (2025) was 140 × 1.1; the year since has run 10 % above the year before.
    expect(estimate.quantity).toBeCloseTo(140 * 1.1 * 1.1, 6);
    expect(estimate.amount).toBeCloseTo(0.5 * 30 + 0.25 * 169.4, 2);
    expect(estimate.comparisons).toBe(12);
    // Every bill of the year was 10 % above the year before, and the tariff fits exactly.
    expect(estimate.relative).toBeCloseTo(0, 9);
  });

  it('a null measured use is the same as none; a measured one keeps the measured rule', () => {
    expect(nextBillEstimate({ bills, ...period, measuredTo: null, measured: null })).toEqual(
      nextBillEstimate({ bills, ...period }),
    );
    const measured = nextBillEstimate({
      bills,
      ...period,
      measuredTo: '2026-11-15',
      measured: 140 * 1.1 * 0.5,
    });
    expect(measured).toMatchObject({ status: 'ESTIMATE', basis: 'MEASURED' });
  });

  it('the range is the full spread of the ratios (all of the period is still to come)', () => {
    // Alternately 30 % above and 10 % below last year: a mean of 1.1.
    const uneven = monthlyBills(2024, 11, 24, (i, month) =>
      i >= 12 ? season[month - 1]! * (i % 2 === 0 ? 1.3 : 0.9) : season[month - 1]!,
    );
    const estimate = nextBillEstimate({ bills: uneven, ...period });
    if (estimate.status !== 'ESTIMATE') throw new Error(estimate.reason);
    // Last November was one of the 30 % months.
    expect(estimate.quantity).toBeCloseTo(140 * 1.3 * 1.1, 6);
    // Six ratios of 1.3 and six of 0.9: sample standard deviation 0.2 × √(12/11), over 1.1.
    expect(estimate.relative).toBeCloseTo((0.2 * Math.sqrt(12 / 11)) / 1.1, 6);
    expect(estimate.low).toBeCloseTo(estimate.amount * (1 - estimate.relative), 1);
    expect(estimate.high).toBeCloseTo(estimate.amount * (1 + estimate.relative), 1);
    // Wider than with part of the period measured: there the spread weighs only what is to come.
    const measured = nextBillEstimate({
      bills: uneven,
      ...period,
      measuredTo: '2026-11-05',
      measured: 25,
    });
    if (measured.status !== 'ESTIMATE') throw new Error(measured.reason);
    expect(estimate.relative).toBeGreaterThan(measured.relative);
  });

  it('combines the tariff’s spread with the ratios’ spread', () => {
    // The bills' prices stray by turns above and below the tariff; their use is 10 % up throughout.
    const noisy = bills.map((b, i) => ({ ...b, amount: b.amount * (i % 2 === 0 ? 1.05 : 0.95) }));
    const estimate = nextBillEstimate({ bills: noisy, ...period });
    if (estimate.status !== 'ESTIMATE') throw new Error(estimate.reason);
    expect(estimate.tariff.spread).toBeGreaterThan(0.01);
    expect(estimate.relative).toBeCloseTo(estimate.tariff.spread, 9);
  });

  it('a two-month period is last year’s same two months, each as it was, times the trend', () => {
    const months = monthlyBills(
      2024,
      11,
      24,
      (i, month) => season[month - 1]! * (i >= 12 ? 1.1 : 1),
    );
    const estimate = nextBillEstimate({
      bills,
      pastUse: months,
      periodFrom: '2026-11-01',
      periodTo: '2026-12-31',
    });
    if (estimate.status !== 'ESTIMATE') throw new Error(estimate.reason);
    // Last November and December as they were (each 10 % above the year before), 10 % up again.
    expect(estimate.quantity).toBeCloseTo((140 + 190) * 1.1 * 1.1, 3);
  });

  it('says what is missing instead of a figure, never the measured use', () => {
    expect(nextBillEstimate({ bills: bills.slice(-2), ...period })).toEqual({
      status: 'NOT_ENOUGH_DATA',
      reason: 'BILLS',
    });
    expect(nextBillEstimate({ bills: bills.slice(-8), ...period })).toEqual({
      status: 'NOT_ENOUGH_DATA',
      reason: 'LAST_YEAR',
    });
    expect(nextBillEstimate({ bills: bills.slice(-13), ...period })).toEqual({
      status: 'NOT_ENOUGH_DATA',
      reason: 'COMPARISONS',
    });
  });
});

describe('the year-end projection (seasonal profile of last year)', () => {
  const lastYear = [200, 180, 140, 80, 40, 20, 15, 15, 30, 80, 140, 190];

  it('adds last year’s remaining months scaled by this year so far', () => {
    const thisYear = [...lastYear.slice(0, 10).map((v) => v * 1.2), null, null];
    const p = yearEndProjection(thisYear, lastYear);
    if (p.status !== 'ESTIMATE') throw new Error(p.reason);
    expect(p.monthsToDate).toBe(10);
    expect(p.toDate).toBeCloseTo(960, 9);
    expect(p.yearEnd).toBeCloseTo(960 + 1.2 * 330, 9);
    expect(p.relative).toBeCloseTo(0, 9);
  });

  it('± is the months still to come times the spread of the monthly ratios', () => {
    const ratios = [1, 1.2, 1, 1.2];
    const thisYear = [
      ...ratios.map((r, i) => lastYear[i]! * r),
      ...Array.from({ length: 8 }, () => null),
    ];
    const p = yearEndProjection(thisYear, lastYear);
    if (p.status !== 'ESTIMATE') throw new Error(p.reason);
    const toDate = 200 + 216 + 140 + 96;
    const rest = (toDate / 600) * (1130 - 600);
    // Sample standard deviation of 1, 1.2, 1, 1.2 is 0.11547; their mean 1.1.
    const half = rest * (0.11547005 / 1.1);
    expect(p.yearEnd).toBeCloseTo(toDate + rest, 6);
    expect(p.high - p.yearEnd).toBeCloseTo(half, 4);
    expect(p.yearEnd - p.low).toBeCloseTo(half, 4);
    expect(p.relative).toBeCloseTo(half / (toDate + rest), 6);
  });

  it('a complete year is its own total', () => {
    const p = yearEndProjection(lastYear, []);
    expect(p).toMatchObject({ status: 'ESTIMATE', yearEnd: 1130, low: 1130, high: 1130 });
  });

  it('says what is missing instead of a figure', () => {
    const none = Array.from({ length: 12 }, () => null);
    expect(yearEndProjection(none, lastYear)).toEqual({ status: 'NOT_ENOUGH_DATA', reason: 'USE' });
    const thisYear = [...lastYear.slice(0, 5), ...none.slice(5)];
    expect(yearEndProjection(thisYear, [null, ...lastYear.slice(1)])).toEqual({
      status: 'NOT_ENOUGH_DATA',
      reason: 'LAST_YEAR',
    });
    expect(yearEndProjection([200, 180, ...none.slice(2)], lastYear)).toEqual({
      status: 'NOT_ENOUGH_DATA',
      reason: 'COMPARISONS',
    });
  });
});

describe('the ± on the page', () => {
  it('is a whole percentage rounded up, at least 1 %', () => {
    expect(percentOf(0.081)).toBe(9);
    expect(percentOf(0.08)).toBe(8);
    expect(percentOf(0)).toBe(1);
  });
});
