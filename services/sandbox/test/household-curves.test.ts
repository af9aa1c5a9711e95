// A household's quarter hours: only a supply with a remotely read meter (telegestito) has a load
// curve; a home's day has its morning and evening peaks and its low night, its weekend is shaped
// otherwise, its quarter hours add up to the F1/F2/F3 (ARERA bands, §3 consumptions) its bills are
// priced on, and the same seed always answers the same curve. A smart gas meter answers days.
import { bandOfLocalTime, curveTotals } from '@portal/shared/bands';
import { romeDayStart } from '@portal/shared/rome-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyConsumption } from '../src/data/consumption.ts';
import { loadCurve } from '../src/data/load-curve.ts';
import { loadProfileOf } from '../src/data/load-profile.ts';
import type { Fornitura } from '../src/data/model.ts';
import { startDataApp, type DataApp } from './data-helpers.ts';

let app: DataApp;
beforeAll(async () => {
  app = await startDataApp();
});
afterAll(async () => {
  await app.close();
});

interface Curve {
  start: string;
  stepMinutes: number;
  values: (number | null)[];
  valoriMancanti: number;
  totale: number;
  unitaMisura: string;
  passiDisponibili: number[];
}

const CURVE = `query($id: Int!, $dal: String!, $al: String!) {
  curvaCarico(idfornitura: $id, dal: $dal, al: $al) {
    start stepMinutes values valoriMancanti totale unitaMisura passiDisponibili
  }
}`;

async function curve(id: number, dal: string, al: string): Promise<Curve> {
  const r = await app.gql<{ curvaCarico: Curve }>(CURVE, { id, dal, al });
  expect(r.errors).toBeUndefined();
  return r.data.curvaCarico;
}

const supplyOf = (registry: number, codUtility: 0 | 1): Fornitura =>
  (app.store.data.forniture.get(registry) ?? []).find((f) => f.codUtility === codUtility)!;
const MARIO = 100001;
const ANNA = 100002;

/** The mean kW of each local hour over the given days of a month of quarter hours (no clock change). */
function hourMeans(values: (number | null)[], days: number[]): number[] {
  return Array.from({ length: 24 }, (_, hour) => {
    const seen = days.flatMap((d) =>
      [0, 1, 2, 3].map((q) => values[d * 96 + hour * 4 + q]).filter((v) => v != null),
    ) as number[];
    return seen.reduce((s, v) => s + v, 0) / seen.length;
  });
}

const mean = (xs: number[]) => xs.reduce((s, v) => s + v, 0) / xs.length;

describe('household interval meters (sandbox data)', () => {
  it('a smart power meter or a smart gas meter has a curve; a meter read by bands or by the customer has none', async () => {
    expect(supplyOf(MARIO, 0)).toMatchObject({ telegestito: true, tipoUso: 'Domestico' });
    expect(loadProfileOf(supplyOf(MARIO, 0))).toBe('residential');
    expect(supplyOf(MARIO, 1).telegestito).toBe(false);
    expect(supplyOf(ANNA, 0).telegestito).toBe(false);
    expect(supplyOf(ANNA, 1).telegestito).toBe(true);
    // A business's supplies keep their curves (acme's power and gas).
    const acme = app.store.data.forniture.get(200001) ?? [];
    expect(acme.length).toBeGreaterThan(0);
    expect(acme.every((f) => f.telegestito)).toBe(true);

    const listed = await app.gql<{
      forniture: { nodes: { codUtility: number; telegestito: boolean }[] };
    }>(`{ forniture(idanagrafica: [${MARIO}]) { nodes { codUtility telegestito } } }`);
    expect(listed.data.forniture.nodes).toEqual(
      expect.arrayContaining([
        { codUtility: 0, telegestito: true },
        { codUtility: 1, telegestito: false },
      ]),
    );

    for (const f of [supplyOf(MARIO, 1), supplyOf(ANNA, 0)]) {
      const refused = await app.gql(CURVE, {
        id: f.idfornitura,
        dal: '2026-10-01',
        al: '2026-10-07',
      });
      expect(refused.data).toBeNull();
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'noIntervalMeter',
        field: 'idfornitura',
      });
    }
  });

  it('a home’s working day peaks in the morning and the evening over a low night; its weekend mornings are fuller', async () => {
    const f = supplyOf(MARIO, 0);
    // October 2026: 1 October is a Thursday; no holiday, no clock change before the 25th.
    const c = await curve(f.idfornitura, '2026-10-01', '2026-10-24');
    expect(c).toMatchObject({ stepMinutes: 15, unitaMisura: 'kW', passiDisponibili: [15] });
    expect(c.values).toHaveLength(24 * 96);
    const weekdays = [0, 1, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 18, 19, 20, 21, 22]; // Thu 1 … Fri 23
    const saturdays = [2, 9, 16, 23];
    const sundays = [3, 10, 17];
    const work = hourMeans(c.values, weekdays);
    const night = mean(work.slice(1, 5));
    const morning = mean(work.slice(7, 9));
    const midday = mean(work.slice(10, 12));
    const evening = mean(work.slice(19, 21));
    expect(evening).toBeGreaterThan(2.5 * night);
    expect(morning).toBeGreaterThan(1.8 * night);
    expect(morning).toBeGreaterThan(midday);
    expect(evening).toBeGreaterThan(midday);
    // At home on a weekend: the late morning is fuller than on a working day.
    const weekend = hourMeans(c.values, [...saturdays, ...sundays]);
    expect(mean(weekend.slice(9, 12))).toBeGreaterThan(1.4 * mean(work.slice(9, 12)));
    // A household's 3 kW: no quarter hour's average is above it, none is zero.
    const present = c.values.filter((v): v is number => v !== null);
    expect(Math.max(...present)).toBeLessThanOrEqual(3.3);
    expect(Math.min(...present)).toBeGreaterThan(0);
  });

  it('each band of a month adds up to the F1/F2/F3 its bill is priced on, in the ARERA hours (§3)', async () => {
    const f = supplyOf(MARIO, 0);
    let checked = 0;
    for (const [month, last] of [
      ['2026-07', 31],
      ['2026-08', 31],
      ['2026-09', 30],
    ] as const) {
      const c = await curve(f.idfornitura, `${month}-01`, `${month}-${last}`);
      if (c.valoriMancanti > 0) continue;
      const [y, m] = month.split('-').map(Number) as [number, number];
      const { totals } = curveTotals(
        { start: romeDayStart(y, m, 1), stepMinutes: 15, values: c.values },
        'power',
      );
      const monthly = monthlyConsumption(app.store.data.seed, f, y * 12 + m - 1);
      expect(Math.abs(totals.F1 - (monthly.f1 ?? 0))).toBeLessThan(0.5);
      expect(Math.abs(totals.F2 - (monthly.f2 ?? 0))).toBeLessThan(0.5);
      expect(Math.abs(totals.F3 - (monthly.f3 ?? 0))).toBeLessThan(0.5);
      // A home uses most of its energy outside office hours: F2 and F3 together exceed F1.
      expect(totals.F2 + totals.F3).toBeGreaterThan(totals.F1);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
    // The bands are ARERA's: a working day's 10:00 is F1, 07:30 and 20:00 F2, 02:00 F3; Sunday F3.
    expect(bandOfLocalTime(3, 600, false)).toBe('F1');
    expect(bandOfLocalTime(3, 450, false)).toBe('F2');
    expect(bandOfLocalTime(3, 1200, false)).toBe('F2');
    expect(bandOfLocalTime(3, 120, false)).toBe('F3');
    expect(bandOfLocalTime(0, 600, false)).toBe('F3');
  });

  it('the same seed answers the same curve, call after call and from the data model itself', async () => {
    const f = supplyOf(MARIO, 0);
    const first = await curve(f.idfornitura, '2026-11-02', '2026-11-08');
    const again = await curve(f.idfornitura, '2026-11-02', '2026-11-08');
    expect(again).toEqual(first);
    const day = (year: number, month: number, d: number) => ({ year, month, day: d });
    const direct = loadCurve(
      app.store.data.seed,
      f,
      day(2026, 11, 2),
      day(2026, 11, 8),
      day(2026, 11, 21),
      15,
    );
    expect(direct.values).toEqual(first.values);
    expect(direct.totale).toBe(first.totale);
  });

  it('a smart gas meter: one Smc value a day, adding up to the month the bill prices', async () => {
    const g = supplyOf(ANNA, 1);
    expect(g.classeContatore).toBe('G4');
    const c = await curve(g.idfornitura, '2026-01-01', '2026-01-31');
    expect(c).toMatchObject({ stepMinutes: 1440, unitaMisura: 'Smc', passiDisponibili: [1440] });
    expect(c.values).toHaveLength(31);
    if (c.valoriMancanti === 0) {
      const monthly = monthlyConsumption(app.store.data.seed, g, 2026 * 12);
      expect(Math.abs(c.totale - monthly.consumo)).toBeLessThan(0.05);
    }
  });
});
