// The consumption model: monthly use per supply (F1/F2/F3 bands for power, Smc for gas) and its
// costs, in closed form — a pure function of the seed, the supply and the month, so the monthly
// figures of 2,000 supplies are answered without reading their curves. The invoices are priced on
// it and the load curves (load-curve.ts) are scaled to it, so all three agree.
import { POWER_TARIFF } from '@portal/shared/supply-changes';
import { monthStart, toYmd } from './dates.ts';
import { TIPI_USO } from './supplies.ts';
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

/** A uniform number in [0, 1) fixed by the seed and two integers. */
export function noise(seed: number, a: number, b: number): number {
  return unitFromSeed((seed ^ Math.imul(a, 0x9e3779b1) ^ Math.imul(b + 1, 0x85ebca6b)) >>> 0);
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** The price list's quota per kW of committed power a month for the supply's use (POWER_TARIFF). */
export function powerQuotaPerKw(f: Pick<Fornitura, 'tipoUso'>): number {
  return (f.tipoUso === TIPI_USO.person ? POWER_TARIFF.DOMESTIC : POWER_TARIFF.OTHER).eurPerKwMonth;
}

/** A power supply's quota of transport for its committed power in one month. */
export function powerQuota(f: Pick<Fornitura, 'potenzaImpegnata' | 'tipoUso'>): number {
  return (f.potenzaImpegnata ?? 3) * powerQuotaPerKw(f);
}

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
    // A home is lived in evenings, nights and weekends: about a third of its energy in each band
    // (F2 and F3 together the larger part, as ARERA's household figures have it); a business
    // works in F1.
    const household = f.tipoUso === TIPI_USO.person;
    const share1 = household
      ? 0.3 + 0.06 * noise(seed, f.idfornitura + 7, month)
      : 0.38 + 0.14 * noise(seed, f.idfornitura + 7, month);
    f1 = Math.round(amount * share1);
    f2 = Math.round(amount * (household ? 0.34 : 0.27));
    f3 = amount - f1 - f2;
    materia = f1 * p * 1.1 + f2 * p + f3 * p * 0.85;
    trasporto = amount * 0.045 + powerQuota(f);
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
