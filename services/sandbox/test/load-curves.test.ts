// Realistic load curves consistent with the monthly figures, across the clock
// changes, with a few gaps; the multi-supply monthly totals.
import { curveTotals } from '@portal/shared/bands';
import { romeDayStart } from '@portal/shared/rome-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyConsumption } from '../src/data/consumption.ts';
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

async function curve(id: number, dal: string, al: string, passo?: number): Promise<Curve> {
  const r = await app.gql<{ curvaCarico: Curve }>(
    `query($id: Int!, $dal: String!, $al: String!, $passo: Int) { curvaCarico(idfornitura: $id, dal: $dal, al: $al, passoMinuti: $passo) { start stepMinutes values valoriMancanti totale unitaMisura passiDisponibili } }`,
    { id, dal, al, passo: passo ?? null },
  );
  expect(r.errors).toBeUndefined();
  return r.data.curvaCarico;
}

const suppliesOf = (registry: number): Fornitura[] => app.store.data.forniture.get(registry) ?? [];
const acmePower = (): Fornitura => suppliesOf(200001).find((f) => f.codUtility === 0)!;
const acmeGas = (): Fornitura => suppliesOf(200001).find((f) => f.codUtility === 1)!;
const startMs = (c: Curve): number => {
  const [y, m, d] = c.start.slice(0, 10).split('-').map(Number) as [number, number, number];
  return romeDayStart(y, m, d);
};

describe('load curves', () => {
  it('a year of quarter hours in kW: 35,040 values, 92 on 29 March 2026 and 100 on 25 October 2025', async () => {
    const f = acmePower();
    const year = await curve(f.idfornitura, '2025-06-01', '2026-05-31');
    expect(year).toMatchObject({
      start: '2025-06-01T00:00:00',
      stepMinutes: 15,
      unitaMisura: 'kW',
    });
    expect(year.values).toHaveLength(365 * 96);
    expect(year.passiDisponibili).toEqual([15]);
    expect((await curve(f.idfornitura, '2026-03-29', '2026-03-29')).values).toHaveLength(92);
    expect((await curve(f.idfornitura, '2025-10-26', '2025-10-26')).values).toHaveLength(100);
    expect((await curve(f.idfornitura, '2026-03-28', '2026-03-30')).values).toHaveLength(
      96 + 92 + 96,
    );
  });

  it('each band of a month adds up to the monthly F1/F2/F3 the bills are priced on; a gap holds null, not zero', async () => {
    const f = acmePower();
    let gapMonths = 0;
    for (const [month, last] of [
      ['2025-01', 31],
      ['2025-03', 31],
      ['2025-08', 31],
      ['2025-10', 31],
      ['2026-02', 28],
    ] as const) {
      const c = await curve(f.idfornitura, `${month}-01`, `${month}-${last}`);
      const { totals } = curveTotals(
        { start: startMs(c), stepMinutes: 15, values: c.values },
        'power',
      );
      const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5)) - 1;
      const monthly = monthlyConsumption(app.store.data.seed, f, index);
      expect(totals.gaps).toBe(c.valoriMancanti);
      expect(c.values.filter((v) => v === 0)).toHaveLength(0);
      if (totals.gaps === 0) {
        // Rounding to 3 decimals of kW leaves at most a few hundredths of kWh per band.
        expect(Math.abs(totals.F1 - (monthly.f1 ?? 0))).toBeLessThan(0.5);
        expect(Math.abs(totals.F2 - (monthly.f2 ?? 0))).toBeLessThan(0.5);
        expect(Math.abs(totals.F3 - (monthly.f3 ?? 0))).toBeLessThan(0.5);
      } else {
        gapMonths++;
        expect(totals.gaps).toBeLessThanOrEqual(12);
        expect(totals.total).toBeLessThan(monthly.consumo);
      }
      expect(Math.abs(c.totale - totals.total)).toBeLessThan(0.01);
    }
    expect(gapMonths).toBeGreaterThan(0);
  });

  it('every kind of customer: a gapless month’s bands match its monthly F1/F2/F3, no value is zero or negative', async () => {
    const seen = new Set<string>();
    for (const f of [...app.store.data.fornitureById.values()].filter(
      (x) => x.codUtility === 0 && x.telegestito,
    )) {
      const profile = loadProfileOf(f);
      if (seen.has(profile) || f.firstMonth > 2025 * 12 + 6 || f.lastMonth < 2025 * 12 + 9)
        continue;
      // July to October 2025: some month of the four has no gap ((id + month) % 3 leaves one out).
      for (let m = 6; m <= 9; m++) {
        const month = `2025-${String(m + 1).padStart(2, '0')}`;
        const last = new Date(Date.UTC(2025, m + 1, 0)).getUTCDate();
        const c = await curve(f.idfornitura, `${month}-01`, `${month}-${last}`);
        if (c.valoriMancanti > 0) continue;
        const { totals } = curveTotals(
          { start: startMs(c), stepMinutes: 15, values: c.values },
          'power',
        );
        const monthly = monthlyConsumption(app.store.data.seed, f, 2025 * 12 + m);
        expect(Math.abs(totals.F1 - (monthly.f1 ?? 0)), profile).toBeLessThan(0.5);
        expect(Math.abs(totals.F2 - (monthly.f2 ?? 0)), profile).toBeLessThan(0.5);
        expect(Math.abs(totals.F3 - (monthly.f3 ?? 0)), profile).toBeLessThan(0.5);
        expect(
          c.values.every((v) => v !== null && v > 0),
          profile,
        ).toBe(true);
        seen.add(profile);
        break;
      }
    }
    expect([...seen].sort()).toEqual([
      'hotel',
      'industry',
      'office',
      'publicBuilding',
      'residential',
    ]);
  });

  it('the shape follows the week: an office’s working-day noon is well above its Sunday noon and its nights', async () => {
    const office = suppliesOf(200001).find(
      (f) => f.codUtility === 0 && loadProfileOf(f) === 'office',
    )!;
    const week = await curve(office.idfornitura, '2025-05-12', '2025-05-18'); // Monday … Sunday
    const at = (day: number, hour: number) => week.values[day * 96 + hour * 4] ?? 0;
    expect(at(2, 11)).toBeGreaterThan(2.5 * at(6, 11));
    expect(at(2, 11)).toBeGreaterThan(2.5 * at(2, 3));
    // 2 June 2025 (a Monday) is a holiday: low like a Sunday.
    const holiday = await curve(office.idfornitura, '2025-06-02', '2025-06-03');
    expect(holiday.values[44]).toBeLessThan(0.5 * (holiday.values[96 + 44] ?? 0));
  });

  it('gas: daily Smc adding up to the month; hourly where the meter records hours (25 on 25 October)', async () => {
    const g = acmeGas();
    expect(g.classeContatore).toBe('G25');
    const daily = await curve(g.idfornitura, '2025-01-01', '2025-01-31');
    expect(daily).toMatchObject({
      stepMinutes: 1440,
      unitaMisura: 'Smc',
      passiDisponibili: [60, 1440],
    });
    expect(daily.values).toHaveLength(31);
    const monthly = monthlyConsumption(app.store.data.seed, g, 2025 * 12);
    if (daily.valoriMancanti === 0)
      expect(Math.abs(daily.totale - monthly.consumo)).toBeLessThan(0.05);
    const hourly = await curve(g.idfornitura, '2025-10-25', '2025-10-26', 60);
    expect(hourly.values).toHaveLength(24 + 25);
    // Anna's smart G4 meter is read daily: hours are refused.
    const anna = suppliesOf(100002).find((f) => f.codUtility === 1)!;
    const bad = await app.gql(
      `{ curvaCarico(idfornitura: ${anna.idfornitura}, dal: "2025-01-01", al: "2025-01-02", passoMinuti: 60) { values } }`,
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'badRequest', field: 'passoMinuti' });
  });

  it('no data before activation or from today on: the answer starts at the first day with data', async () => {
    const f = acmePower();
    const c = await curve(f.idfornitura, '2026-11-20', '2026-11-30');
    expect(c.start).toBe('2026-11-20T00:00:00');
    expect(c.values).toHaveLength(2 * 96); // the 20th and 21st: the data set's today is the 22nd
  });
});

interface Totali {
  unitaMisura: string;
  numeroForniture: number;
  mesi: {
    mese: string;
    consumo: number;
    f1: number | null;
    importoTotale: number;
    numeroForniture: number;
  }[];
  totale: { consumo: number; importoTotale: number };
  forniture: {
    totalCount: number;
    nodes: { idfornitura: number; consumo: number; mesi: number }[];
  };
}

describe('consumiTotali', () => {
  const query = (args: string) =>
    app.gql<{ consumiTotali: Totali }>(
      `{ consumiTotali(${args}) { unitaMisura numeroForniture mesi { mese consumo f1 importoTotale numeroForniture } totale { consumo importoTotale } forniture(first: 500) { totalCount nodes { idfornitura consumo mesi } } } }`,
    );

  it('months summed over the registry’s power supplies equal the sum of each supply’s consumi', async () => {
    const r = await query(
      'idanagrafica: [200001], codUtility: Power, meseDal: "2025-01", meseAl: "2025-12"',
    );
    expect(r.errors).toBeUndefined();
    const t = r.data.consumiTotali;
    const jan2025 = 2025 * 12;
    const power = suppliesOf(200001).filter(
      (f) => f.codUtility === 0 && f.firstMonth <= jan2025 && f.lastMonth >= jan2025,
    );
    expect(t.unitaMisura).toBe('kWh');
    expect(t.mesi).toHaveLength(12);
    const jan = power.reduce(
      (s, f) => s + monthlyConsumption(app.store.data.seed, f, jan2025).consumo,
      0,
    );
    expect(t.mesi[0]).toMatchObject({
      mese: '2025-01',
      consumo: jan,
      numeroForniture: power.length,
    });
    const sum = t.forniture.nodes.reduce((s, n) => s + n.consumo, 0);
    expect(Math.abs(sum - t.totale.consumo)).toBeLessThan(0.01);
    expect(t.forniture.nodes[0]!.consumo).toBeGreaterThanOrEqual(t.forniture.nodes.at(-1)!.consumo);
  });

  it('one site or one supply; gas has no bands; a site or supply of another registry is not found', async () => {
    const g = acmeGas();
    const site = await query(
      `idanagrafica: [200001], codUtility: Gas, idsede: ${g.idsede}, meseDal: "2025-01", meseAl: "2025-03"`,
    );
    expect(site.data.consumiTotali.mesi.every((m) => m.f1 === null)).toBe(true);
    const one = await query(
      `idanagrafica: [200001], codUtility: Gas, idfornitura: ${g.idfornitura}, meseDal: "2025-01", meseAl: "2025-03"`,
    );
    expect(one.data.consumiTotali.numeroForniture).toBe(1);
    for (const [args, field] of [
      [
        `idanagrafica: [100001], codUtility: Gas, idsede: ${g.idsede}, meseDal: "2025-01", meseAl: "2025-03"`,
        'idsede',
      ],
      [
        `idanagrafica: [100001], codUtility: Gas, idfornitura: ${g.idfornitura}, meseDal: "2025-01", meseAl: "2025-03"`,
        'idfornitura',
      ],
      ['idanagrafica: [200001], codUtility: Gas, meseDal: "2025-04", meseAl: "2025-03"', 'meseDal'],
      ['idanagrafica: [200001], codUtility: Gas, meseDal: "2020-01", meseAl: "2025-03"', 'meseAl'],
    ] as const) {
      const bad = await query(args);
      expect(bad.errors?.[0]?.extensions).toMatchObject({ field });
    }
  });
});
