import { romeDayStart } from '@portal/shared/rome-time';
import { bandAt } from '@portal/shared/bands';
import { describe, expect, it } from 'vitest';
import {
  baseLoadAlerts,
  consumptionAlerts,
  dayAfter,
  lastWholeWeek,
  type PeriodUse,
  type SupplyUse,
  weeksOfCurve,
} from './evaluate-consumption.ts';
import { EffectiveSettings } from './evaluate.ts';

const ALL_ON = new EffectiveSettings([]);
const month = (period: string, f1: number, f2: number, f3: number): PeriodUse => ({
  period,
  total: f1 + f2 + f3,
  bands: { F1: f1, F2: f2, F3: f3 },
});
const household = (latest: PeriodUse, lastYear: PeriodUse | null, before: PeriodUse[] = []) =>
  ({
    podPdr: 'IT001E00000001',
    unit: 'kWh',
    granularity: 'month',
    latest,
    lastYear,
    before,
  }) satisfies SupplyUse;

describe('consumption anomaly: a month or a week above last year or the own baseline', () => {
  it('a month 40 % above the same month last year, with the default 30 %, names the band that grew most', () => {
    const [alert, ...rest] = consumptionAlerts(
      [household(month('2026-10', 100, 100, 150), month('2025-10', 90, 80, 80))],
      ALL_ON,
    );
    expect(rest).toEqual([]);
    expect(alert).toMatchObject({
      kind: 'consumptionAnomaly',
      subject: 'IT001E00000001',
      period: '2026-10',
      facts: {
        riferimento: 'lastYear',
        consumo: 350,
        consumoRiferimento: 250,
        aumento: 40,
        fascia: 'F3',
        fasciaOra: 150,
        fasciaPrima: 80,
      },
    });
  });

  it('below the customer’s percentage nothing is raised; a lower percentage raises it', () => {
    const use = household(month('2026-10', 100, 100, 150), month('2025-10', 90, 80, 80));
    const strict = new EffectiveSettings([
      { kind: 'consumptionAnomaly', scope: '', enabled: true, parameter: 50 },
    ]);
    expect(consumptionAlerts([use], strict)).toEqual([]);
    const perSupply = new EffectiveSettings([
      { kind: 'consumptionAnomaly', scope: '', enabled: true, parameter: 50 },
      { kind: 'consumptionAnomaly', scope: '7|IT001E00000001', enabled: true, parameter: 20 },
    ]);
    expect(consumptionAlerts([use], perSupply)).toHaveLength(1);
    const off = new EffectiveSettings([
      { kind: 'consumptionAnomaly', scope: '7|IT001E00000001', enabled: false, parameter: null },
    ]);
    expect(consumptionAlerts([use], off)).toEqual([]);
  });

  it('without last year, the mean of the periods before is the baseline (at least two of them)', () => {
    const latest = month('2026-10', 100, 100, 100);
    const before = [month('2026-08', 70, 70, 60), month('2026-09', 80, 70, 50)];
    const [alert] = consumptionAlerts([household(latest, null, before)], ALL_ON);
    expect(alert?.facts).toMatchObject({
      riferimento: 'baseline',
      consumoRiferimento: 200,
      aumento: 50,
      fascia: 'F3',
    });
    expect(consumptionAlerts([household(latest, null, before.slice(1))], ALL_ON)).toEqual([]);
  });

  it('gas has no bands: the alert names none', () => {
    const gas = {
      ...household(
        { period: '2026-10', total: 200, bands: null },
        { period: '2025-10', total: 100, bands: null },
      ),
      unit: 'Smc',
    };
    expect(consumptionAlerts([gas], ALL_ON)[0]?.facts).toMatchObject({
      fascia: null,
      aumento: 100,
      unita: 'Smc',
    });
  });
});

/** Five weeks of quarter hours from Monday 2026-10-19: 1 kW, `night` kW in F3 of the last week. */
function fiveWeeks(
  lastNight: number,
  gapInWeek = -1,
): { start: number; values: (number | null)[] } {
  const start = romeDayStart(2026, 10, 19);
  const end = romeDayStart(2026, 11, 23);
  const values: (number | null)[] = [];
  const lastWeek = romeDayStart(2026, 11, 16);
  const gapWeek = gapInWeek >= 0 ? start + gapInWeek * 7 * 86_400_000 : -1;
  for (let t = start; t < end; t += 15 * 60_000) {
    const f3 = bandAt(t) === 'F3';
    if (gapWeek >= 0 && t >= gapWeek && t < gapWeek + 2 * 86_400_000) values.push(null);
    else values.push(t >= lastWeek && f3 ? lastNight : f3 ? 1 : 3);
  }
  return { start, values };
}

describe('weeks of a load curve and the base load', () => {
  it('the last whole week before a day, Monday to Sunday', () => {
    expect(lastWholeWeek('2026-11-27')).toBe('2026-11-16');
    expect(lastWholeWeek('2026-11-23')).toBe('2026-11-16');
    expect(lastWholeWeek('2026-11-22')).toBe('2026-11-09');
    expect(dayAfter('2026-11-16', 6)).toBe('2026-11-22');
  });

  it('sums each whole week by band (kWh of a kW curve) and takes the low tenth of its F3 quarter hours', () => {
    const { start, values } = fiveWeeks(1.8);
    const weeks = weeksOfCurve({ start, stepMinutes: 15, values }, 'power');
    expect(weeks.map((w) => w.period)).toEqual([
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
    expect(weeks.map((w) => w.baseLoad)).toEqual([1, 1, 1, 1, 1.8]);
    const last = weeks[4];
    expect(last?.bands?.F1).toBeCloseTo(55 * 4 * 3 * 0.25, 6); // 5 days × 11 h × 4 quarters × 3 kW
    expect(last?.total).toBeCloseTo(
      (last?.bands?.F1 ?? 0) + (last?.bands?.F2 ?? 0) + (last?.bands?.F3 ?? 0),
      6,
    );
  });

  it('a week missing more than a tenth of its quarter hours is left out, not read as zero', () => {
    const { start, values } = fiveWeeks(1, 1);
    const weeks = weeksOfCurve({ start, stepMinutes: 15, values }, 'power');
    expect(weeks.map((w) => w.period)).not.toContain('2026-10-26');
    expect(weeks).toHaveLength(4);
  });

  it('a base load 80 % above the weeks before raises the alert with both figures; 10 % does not', () => {
    const weeksOf = (night: number) =>
      weeksOfCurve({ ...fiveWeeks(night), stepMinutes: 15 }, 'power');
    const [alert] = baseLoadAlerts(
      [{ podPdr: 'IT001E9', weeks: weeksOf(1.8) }],
      ALL_ON,
      '2026-11-16',
    );
    expect(alert).toMatchObject({
      kind: 'baseLoadRise',
      subject: 'IT001E9',
      period: '2026-11-16',
      facts: { baseOra: 1.8, basePrima: 1, aumento: 80 },
    });
    expect(
      baseLoadAlerts([{ podPdr: 'IT001E9', weeks: weeksOf(1.1) }], ALL_ON, '2026-11-16'),
    ).toEqual([]);
    // A latest week the curve does not hold yet is not compared.
    expect(
      baseLoadAlerts([{ podPdr: 'IT001E9', weeks: weeksOf(1.8) }], ALL_ON, '2026-11-23'),
    ).toEqual([]);
  });
});
