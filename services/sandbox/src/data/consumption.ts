// The consumption model: monthly use per supply (F1/F2/F3 bands for power, Smc for gas), its
// costs, and the load curves. Everything is a pure function of the seed, the supply and the time,
// so a year of quarter-hours is computed on request instead of being stored.
import { daysInMonth, monthStart, toYmd } from './dates.ts';
import type { Fornitura } from './model.ts';
import { unitFromSeed } from './prng.ts';

const SEASON_POWER = [1.15, 1.05, 1.0, 0.9, 0.85, 0.95, 1.15, 1.1, 0.9, 0.9, 1.0, 1.1];
const SEASON_GAS = [2.0, 1.8, 1.4, 0.8, 0.4, 0.2, 0.15, 0.15, 0.3, 0.8, 1.4, 1.9];

export interface ConsumoMensile {
  idfornitura: number;
  mese: string;
  codUtility: 0 | 1;
  unitaMisura: string;
  f1: number | null;
  f2: number | null;
  f3: number | null;
  consumo: number;
  importoMateria: number;
  importoTrasporto: number;
  importoOneri: number;
  importoImposte: number;
  importoIva: number;
  importoTotale: number;
  stimato: boolean;
}

function noise(seed: number, a: number, b: number): number {
  return unitFromSeed((seed ^ Math.imul(a, 0x9e3779b1) ^ Math.imul(b + 1, 0x85ebca6b)) >>> 0);
}

const round2 = (n: number): number => Math.round(n * 100) / 100;
const round3 = (n: number): number => Math.round(n * 1000) / 1000;

/** Use of one supply in one month (month index = year * 12 + month0). */
export function monthlyConsumption(seed: number, f: Fornitura, month: number): ConsumoMensile {
  const season = (f.codUtility === 0 ? SEASON_POWER : SEASON_GAS)[month % 12] ?? 1;
  const amount = Math.round(
    f.baseMensile * season * (0.85 + 0.3 * noise(seed, f.idfornitura, month)),
  );
  const p = f.prezzoUnitario;
  let f1: number | null = null;
  let f2: number | null = null;
  let f3: number | null = null;
  let materia: number;
  let trasporto: number;
  let oneri: number;
  let imposte: number;
  if (f.codUtility === 0) {
    const share1 = 0.38 + 0.14 * noise(seed, f.idfornitura + 7, month);
    f1 = Math.round(amount * share1);
    f2 = Math.round(amount * 0.27);
    f3 = amount - f1 - f2;
    materia = f1 * p * 1.1 + f2 * p + f3 * p * 0.85;
    trasporto = amount * 0.045 + 2.5 * Math.max(1, (f.potenzaImpegnata ?? 3) / 3);
    oneri = amount * 0.035;
    imposte = amount * 0.0227;
  } else {
    materia = amount * p;
    trasporto = amount * 0.12 + 5;
    oneri = amount * 0.03;
    imposte = amount * 0.17;
  }
  const imponibile = materia + trasporto + oneri + imposte;
  const iva = imponibile * f.aliquotaIva;
  return {
    idfornitura: f.idfornitura,
    mese: toYmd(monthStart(month)).slice(0, 7),
    codUtility: f.codUtility,
    unitaMisura: f.unitaMisura,
    f1,
    f2,
    f3,
    consumo: amount,
    importoMateria: round2(materia),
    importoTrasporto: round2(trasporto),
    importoOneri: round2(oneri),
    importoImposte: round2(imposte),
    importoIva: round2(iva),
    importoTotale: round2(imponibile + iva),
    stimato: noise(seed, f.idfornitura + 13, month) < 0.15,
  };
}

// Quarter-hour weights of a day (96 slots) for homes and for businesses.
function dayShape(business: boolean, weekend: boolean): Float64Array {
  const shape = new Float64Array(96);
  let total = 0;
  for (let q = 0; q < 96; q++) {
    const h = q / 4;
    let w: number;
    if (business) {
      w = weekend ? 0.35 : h >= 7.5 && h < 18.5 ? 1.6 : h >= 6 && h < 20 ? 0.9 : 0.4;
    } else {
      w =
        h < 6
          ? 0.35
          : h < 7
            ? 0.6
            : h < 9
              ? 1.3
              : h < 12
                ? 0.8
                : h < 14
                  ? 1.1
                  : h < 18
                    ? 0.7
                    : h < 22
                      ? 1.7
                      : 0.8;
      if (weekend) w *= 1.1;
    }
    shape[q] = w;
    total += w;
  }
  for (let q = 0; q < 96; q++) shape[q] = (shape[q] ?? 0) / total;
  return shape;
}

export interface CurvaCarico {
  idfornitura: number;
  codUtility: 0 | 1;
  unitaMisura: string;
  start: string;
  stepMinutes: number;
  values: number[];
  totale: number;
}

/** Load curve from `from` to `to` (UTC midnights, inclusive): 96 points a day (power) or 1 (gas). */
export function loadCurve(seed: number, f: Fornitura, from: Date, to: Date): CurvaCarico {
  const business = f.tipoUso !== 'Domestico';
  const shapes = [dayShape(business, false), dayShape(business, true)] as const;
  const values: number[] = [];
  let total = 0;
  const power = f.codUtility === 0;
  for (let day = from.getTime(); day <= to.getTime(); day += 86_400_000) {
    const d = new Date(day);
    const month = d.getUTCFullYear() * 12 + d.getUTCMonth();
    const active = month >= f.firstMonth && month <= f.lastMonth;
    const daily = active ? monthlyConsumption(seed, f, month).consumo / daysInMonth(month) : 0;
    const weekend = d.getUTCDay() === 0 || d.getUTCDay() === 6;
    const dayNumber = Math.floor(day / 86_400_000);
    if (power) {
      const shape = shapes[weekend ? 1 : 0];
      for (let q = 0; q < 96; q++) {
        const v = round3(
          daily * (shape[q] ?? 0) * (0.8 + 0.4 * noise(seed, f.idfornitura, dayNumber * 96 + q)),
        );
        values.push(v);
        total += v;
      }
    } else {
      const v = round3(
        daily *
          (business && weekend ? 0.6 : 1) *
          (0.8 + 0.4 * noise(seed, f.idfornitura, dayNumber)),
      );
      values.push(v);
      total += v;
    }
  }
  return {
    idfornitura: f.idfornitura,
    codUtility: f.codUtility,
    unitaMisura: f.unitaMisura,
    start: `${toYmd(from)}T00:00:00`,
    stepMinutes: power ? 15 : 1440,
    values,
    totale: round3(total),
  };
}
