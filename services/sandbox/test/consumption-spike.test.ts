// The alerts' consumption control (docs/decisions/0024): a jump of a supply's use in some days,
// in one band or all, is in the month's figures and in the load curve alike — the curve's bands
// still add up to the month's F1/F2/F3 — and only on the days it covers.
import { curveTotals } from '@portal/shared/bands';
import { dayNumberOf, romeDayStart } from '@portal/shared/rome-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addConsumptionSpike, monthlyConsumption } from '../src/data/consumption.ts';
import { loadCurve } from '../src/data/load-curve.ts';
import type { Fornitura } from '../src/data/model.ts';
import { startDataApp, type DataApp } from './data-helpers.ts';

let app: DataApp;
beforeAll(async () => {
  app = await startDataApp();
});
afterAll(async () => {
  await app.close();
});

// A copy of a supply: the jump is kept per supply object, so the data set's own stays as it was.
const copyOf = (registry: number, code: 0 | 1): Fornitura => ({
  ...(app.store.data.forniture.get(registry) ?? []).find((f) => f.codUtility === code)!,
});
const OCTOBER_2025 = 2025 * 12 + 9;
const day = (d: number) => ({ year: 2025, month: 10, day: d });

function bands(f: Fornitura, from: number, to: number) {
  const c = loadCurve(app.store.data.seed, f, day(from), day(to), day(31), 15);
  return curveTotals(
    { start: romeDayStart(2025, 10, from), stepMinutes: 15, values: c.values },
    'power',
  ).totals;
}

describe('the consumption control', () => {
  it('a whole month’s F3 tripled: the month’s F3 is three times, F1 and F2 unchanged, the curve agrees', () => {
    const plain = copyOf(200001, 0);
    const spiked = { ...plain };
    addConsumptionSpike(spiked, {
      from: dayNumberOf(2025, 10, 1),
      to: dayNumberOf(2025, 10, 31),
      factor: 3,
      band: 'F3',
    });
    const before = monthlyConsumption(app.store.data.seed, plain, OCTOBER_2025);
    const after = monthlyConsumption(app.store.data.seed, spiked, OCTOBER_2025);
    expect(after.f1).toBe(before.f1);
    expect(after.f2).toBe(before.f2);
    expect(Math.abs((after.f3 ?? 0) - 3 * (before.f3 ?? 0))).toBeLessThanOrEqual(1);
    expect(after.consumo).toBe((after.f1 ?? 0) + (after.f2 ?? 0) + (after.f3 ?? 0));
    expect(after.importoTotale).toBeGreaterThan(before.importoTotale);
    const totals = bands(spiked, 1, 31);
    expect(Math.abs(totals.F3 - (after.f3 ?? 0))).toBeLessThan(0.02 * (after.f3 ?? 1));
  });

  it('a week doubled: its days carry the jump, the days before do not', () => {
    const plain = copyOf(200001, 0);
    const spiked = { ...plain };
    addConsumptionSpike(spiked, {
      from: dayNumberOf(2025, 10, 20),
      to: dayNumberOf(2025, 10, 26),
      factor: 2,
      band: null,
    });
    const week = bands(spiked, 20, 26).total / bands(plain, 20, 26).total;
    const before = bands(spiked, 6, 12).total / bands(plain, 6, 12).total;
    expect(week).toBeGreaterThan(1.8);
    expect(before).toBeGreaterThan(0.9);
    expect(before).toBeLessThan(1.1);
    // The month's figure takes the week as its share of the month's days.
    const month = monthlyConsumption(app.store.data.seed, spiked, OCTOBER_2025).consumo;
    const plainMonth = monthlyConsumption(app.store.data.seed, plain, OCTOBER_2025).consumo;
    expect(month / plainMonth).toBeCloseTo(1 + 7 / 31, 1);
  });
});
