// Resolvers of the consumption queries beyond one supply's months (§7 data
// queries; docs/upstream-contract.md): a supply's load curve and the monthly totals of many supplies.
import { parseRomeDay, type RomeDay } from '@portal/shared/rome-time';
import { monthlyConsumption } from '../data/consumption.ts';
import { addDays, monthIndex, monthKey, toYmd } from '../data/dates.ts';
import { loadCurve, stepsOf, type CurvaCarico } from '../data/load-curve.ts';
import type { Fornitura } from '../data/model.ts';
import { checkMonth, InputError, pageOf, type Page, type PageArgs } from '../data/query.ts';
import type { DataStore } from '../data/store.ts';
import { utilityCode, type CodUtilityArg } from './core.ts';

const given = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined;

function supplyOf(store: DataStore, idfornitura: number): Fornitura {
  const f = store.data.fornitureById.get(idfornitura);
  if (!f) throw new InputError('idfornitura', `no supply ${idfornitura}`, 'notFound');
  return f;
}

/** At most a year and a day of intervals in one answer (366 days). */
export const MAX_CURVE_DAYS = 366;

function day(field: string, text: string): RomeDay {
  const d = parseRomeDay(text);
  if (!d) throw new InputError(field, `${field} must be a date YYYY-MM-DD`);
  return d;
}

export function resolveCurvaCarico(
  store: DataStore,
  args: { idfornitura: number; dal: string; al: string; passoMinuti?: number | null },
): CurvaCarico {
  const f = supplyOf(store, args.idfornitura);
  // A meter read only by bands (or by the customer) records no intervals: there is no curve.
  if (!f.telegestito)
    throw new InputError(
      'idfornitura',
      `supply ${args.idfornitura} has no remotely read meter`,
      'noIntervalMeter',
    );
  const from = day('dal', args.dal);
  const to = day('al', args.al);
  const days =
    Math.round(
      (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) /
        86_400_000,
    ) + 1;
  if (days < 1) throw new InputError('dal', 'dal must not be after al');
  if (days > MAX_CURVE_DAYS)
    throw new InputError('al', `a load curve covers at most ${MAX_CURVE_DAYS} days`);
  const steps = stepsOf(f);
  // Gas answers by the day unless hours are asked for: what every meter has.
  const step = args.passoMinuti ?? (f.codUtility === 0 ? 15 : 1440);
  if (!steps.includes(step))
    throw new InputError(
      'passoMinuti',
      `this meter answers steps of ${steps.join(' or ')} minutes`,
    );
  const yesterday = day('al', toYmd(addDays(store.data.today, -1)));
  return loadCurve(store.data.seed, f, from, to, yesterday, step);
}

export interface ConsumiTotaliArgs {
  idanagrafica: number[];
  codUtility: CodUtilityArg;
  idsede?: number | null;
  idfornitura?: number | null;
  meseDal: string;
  meseAl: string;
}

interface Sums {
  consumo: number;
  f1: number | null;
  f2: number | null;
  f3: number | null;
  importoIva: number;
  importoTotale: number;
}

export interface ConsumoMese extends Sums {
  mese: string;
  numeroForniture: number;
  fornitureStimate: number;
}

export interface ConsumoFornitura extends Sums {
  idfornitura: number;
  idsede: number;
  podPdr: string;
  descrizioneSede: string;
  mesi: number;
}

export interface ConsumiTotali {
  unitaMisura: string;
  numeroForniture: number;
  mesi: ConsumoMese[];
  totale: Sums;
  forniture: (args: PageArgs) => Page<ConsumoFornitura>;
}

const SORTABLE = new Set(['consumo', 'importoTotale', 'podPdr', 'descrizioneSede', 'idfornitura']);
const round = (n: number, digits: number): number => Math.round(n * 10 ** digits) / 10 ** digits;

function emptySums(power: boolean): Sums {
  return {
    consumo: 0,
    f1: power ? 0 : null,
    f2: power ? 0 : null,
    f3: power ? 0 : null,
    importoIva: 0,
    importoTotale: 0,
  };
}

function add(into: Sums, c: Sums): void {
  into.consumo += c.consumo;
  if (into.f1 !== null) into.f1 += c.f1 ?? 0;
  if (into.f2 !== null) into.f2 += c.f2 ?? 0;
  if (into.f3 !== null) into.f3 += c.f3 ?? 0;
  into.importoIva += c.importoIva;
  into.importoTotale += c.importoTotale;
}

function rounded<T extends Sums>(s: T): T {
  return {
    ...s,
    consumo: round(s.consumo, 3),
    f1: s.f1 === null ? null : round(s.f1, 3),
    f2: s.f2 === null ? null : round(s.f2, 3),
    f3: s.f3 === null ? null : round(s.f3, 3),
    importoIva: round(s.importoIva, 2),
    importoTotale: round(s.importoTotale, 2),
  };
}

/** At most five years of months, as consumi. */
const MAX_MONTHS = 60;

/**
 * Each month of a range summed over the supplies of the registries of one commodity (optionally of
 * one site or one supply), and each supply's sums over the range: closed-form monthly figures, so
 * 2,000 supplies × 12 months are 24,000 formula evaluations, not 70 million quarter hours. A site
 * or supply not among the registries' answers notFound, like an unknown one.
 */
export function resolveConsumiTotali(store: DataStore, args: ConsumiTotaliArgs): ConsumiTotali {
  const code = utilityCode(args.codUtility) ?? 0;
  const from = checkMonth('meseDal', args.meseDal) ?? 0;
  const to = checkMonth('meseAl', args.meseAl) ?? 0;
  if (from > to) throw new InputError('meseDal', 'meseDal must not be after meseAl');
  if (to - from + 1 > MAX_MONTHS)
    throw new InputError('meseAl', `at most ${MAX_MONTHS} months at a time`);
  const owned = [...new Set(args.idanagrafica)].flatMap((id) => store.data.forniture.get(id) ?? []);
  if (given(args.idsede) && !owned.some((f) => f.idsede === args.idsede))
    throw new InputError('idsede', `no site ${args.idsede}`, 'notFound');
  if (given(args.idfornitura) && !owned.some((f) => f.idfornitura === args.idfornitura))
    throw new InputError('idfornitura', `no supply ${args.idfornitura}`, 'notFound');
  const selected = owned.filter(
    (f) =>
      f.codUtility === code &&
      (!given(args.idsede) || f.idsede === args.idsede) &&
      (!given(args.idfornitura) || f.idfornitura === args.idfornitura),
  );
  const power = code === 0;
  const current = monthIndex(store.data.today);
  const months: ConsumoMese[] = [];
  for (let m = from; m <= to; m++)
    months.push({
      mese: monthKey(m),
      numeroForniture: 0,
      fornitureStimate: 0,
      ...emptySums(power),
    });
  const total = emptySums(power);
  const perSupply: ConsumoFornitura[] = [];
  for (const f of selected) {
    const first = Math.max(from, f.firstMonth);
    const last = Math.min(to, f.lastMonth, current - 1);
    if (first > last) continue;
    const own: ConsumoFornitura = {
      idfornitura: f.idfornitura,
      idsede: f.idsede,
      podPdr: f.podPdr,
      descrizioneSede: f.descrizioneSede,
      mesi: last - first + 1,
      ...emptySums(power),
    };
    for (let m = first; m <= last; m++) {
      const c = monthlyConsumption(store.data.seed, f, m);
      const month = months[m - from] as ConsumoMese;
      add(month, c);
      month.numeroForniture++;
      if (c.stimato) month.fornitureStimate++;
      add(own, c);
    }
    add(total, own);
    perSupply.push(rounded(own));
  }
  return {
    unitaMisura: power ? 'kWh' : 'Smc',
    numeroForniture: perSupply.length,
    mesi: months.map(rounded),
    totale: rounded(total),
    forniture: (page) =>
      pageOf(perSupply, { ...page, sort: page.sort ?? 'consumo:desc' }, SORTABLE),
  };
}
