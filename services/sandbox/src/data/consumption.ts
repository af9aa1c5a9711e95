// The consumption model: monthly use per supply (F1/F2/F3 bands for power, Smc for gas) and its
// costs, in closed form — a pure function of the seed, the supply and the month, so the monthly
// figures of 2,000 supplies are answered without reading their curves. The invoices are priced on
// it and the load curves (load-curve.ts) are scaled to it, so all three agree.
import { dayNumberOf } from '@portal/shared/rome-time';
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

/**
 * A jump of a supply's use the back office makes (the alerts' control, docs/decisions/0024): from
 * one Rome day to another (day numbers, both included), its use times `factor` — in one band of
 * power, or in all. The month's figures take it as its share of the month's days; the load curve
 * puts it on those days (load-curve.ts), so the two still agree.
 */
export interface ConsumptionSpike {
  from: number;
  to: number;
  factor: number;
  band: 'F1' | 'F2' | 'F3' | null;
}

const spikes = new WeakMap<Fornitura, ConsumptionSpike[]>();

export function addConsumptionSpike(f: Fornitura, spike: ConsumptionSpike): void {
  spikes.set(f, [...(spikes.get(f) ?? []), spike]);
}

export function spikesOf(f: Fornitura): readonly ConsumptionSpike[] {
  return spikes.get(f) ?? [];
}

/** The share of a month's days (month index = year * 12 + month0) inside a spike. */
function spikeShare(spike: ConsumptionSpike, month: number): number {
  const year = Math.floor(month / 12);
  const m = (month % 12) + 1;
  const first = dayNumberOf(year, m, 1);
  const next = dayNumberOf(year, m + 1, 1);
  const overlap = Math.min(spike.to + 1, next) - Math.max(spike.from, first);
  return overlap > 0 ? overlap / (next - first) : 0;
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
  let amount = Math.round(
    f.baseMensile * season * (0.85 + 0.3 * noise(seed, f.idfornitura, month)),
  );
  const jumps = spikesOf(f).flatMap((spike) => {
    const share = spikeShare(spike, month);
    return share > 0 ? [{ ...spike, extra: (spike.factor - 1) * share }] : [];
  });
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
    for (const jump of jumps) {
      const [g1, g2, g3] = [f1, f2, f3];
      if (jump.band === null || jump.band === 'F1') f1 += Math.round(g1 * jump.extra);
      if (jump.band === null || jump.band === 'F2') f2 += Math.round(g2 * jump.extra);
      if (jump.band === null || jump.band === 'F3') f3 += Math.round(g3 * jump.extra);
    }
    amount = f1 + f2 + f3;
    materia = f1 * p * 1.1 + f2 * p + f3 * p * 0.85;
    trasporto = amount * 0.045 + powerQuota(f);
    oneri = amount * 0.035;
    imposte = amount * 0.0227;
  } else {
    for (const jump of jumps) amount += Math.round(amount * jump.extra);
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
