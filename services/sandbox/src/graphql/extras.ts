// Resolvers of the data the later pages need (supplies, consumptions, load curves, operations,
// notifications, loyalty bonus, readings). Documented in the sandbox README.
import { monthlyConsumption, type ConsumoMensile } from '../data/consumption.ts';
import { monthIndex } from '../data/dates.ts';
import type { BonusFedelta, Fornitura, Lettura, Notifica, Operazione } from '../data/model.ts';
import {
  checkDate,
  checkMonth,
  checkPaging,
  InputError,
  pageOf,
  scalarFields,
  type Page,
  type PageArgs,
} from '../data/query.ts';
import type { DataStore } from '../data/store.ts';
import { utilityCode, type CodUtilityArg } from './core.ts';

const given = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined;

export interface FornitureArgs extends PageArgs {
  idanagrafica: number[];
  codUtility?: CodUtilityArg | null;
  energiaVerde?: boolean | null;
  idsede?: number | null;
  idfornitura?: number | null;
  podPdr?: string | null;
  statoFornitura?: string | null;
  cerca?: string | null;
}

/**
 * A page of forniture with the totals of the whole filtered set (an extension the portal's green
 * energy page uses: docs/upstream-contract.md), summed only when a query selects them.
 */
export interface FornituraPage extends Page<Fornitura> {
  totaleCo2EvitataKg: () => number;
  mediaPercentualeRinnovabile: () => number | null;
  /** The overview's annual consumption of a commodity's supplies. */
  totaleConsumoAnnuo: () => number;
}

/** The longest text `cerca` takes. */
export const MAX_CERCA = 100;

let fornituraFields: ReadonlySet<string> | null = null;

/**
 * What `cerca` matches in a supply, lower-cased once per supply: point id, site name, address,
 * postal code, locality and province. A large customer's 2,000 supplies are searched without
 * lower-casing each of them again on every request.
 */
const searchTexts = new WeakMap<Fornitura, string>();

function searchTextOf(f: Fornitura): string {
  let text = searchTexts.get(f);
  if (text === undefined) {
    text = [f.podPdr, f.descrizioneSede, f.indirizzo, f.cap, f.localita, f.provincia]
      .join('\n')
      .toLocaleLowerCase('it');
    searchTexts.set(f, text);
  }
  return text;
}

/** The words of `cerca`, each of which a supply must contain (case-insensitive); null: no search. */
function searchWords(cerca: string | null | undefined): string[] | null {
  if (!given(cerca)) return null;
  if (cerca.length > MAX_CERCA)
    throw new InputError('cerca', `cerca must have at most ${MAX_CERCA} characters`);
  const words = cerca.toLocaleLowerCase('it').split(/\s+/).filter(Boolean);
  return words.length > 0 ? words : null;
}

export function resolveForniture(store: DataStore, args: FornitureArgs): FornituraPage {
  const ds = store.data;
  const code = utilityCode(args.codUtility);
  const words = searchWords(args.cerca);
  const stato = given(args.statoFornitura) ? args.statoFornitura.toLowerCase() : null;
  // The supplies are kept per registry: a request reads only its registries' lists.
  const items = [...new Set(args.idanagrafica)]
    .flatMap((id) => ds.forniture.get(id) ?? [])
    .filter(
      (f) =>
        (code === null || f.codUtility === code) &&
        (!given(args.energiaVerde) || f.energiaVerde === args.energiaVerde) &&
        (!given(args.idsede) || f.idsede === args.idsede) &&
        (!given(args.idfornitura) || f.idfornitura === args.idfornitura) &&
        (!given(args.podPdr) || f.podPdr === args.podPdr) &&
        (stato === null || f.statoFornitura.toLowerCase() === stato) &&
        (words === null || words.every((w) => searchTextOf(f).includes(w))),
    );
  const sample = ds.fornitureById.values().next().value;
  fornituraFields ??= sample ? scalarFields(sample) : null;
  const page = pageOf(items, args, fornituraFields ?? new Set());
  return {
    ...page,
    totaleCo2EvitataKg: () => Math.round(items.reduce((sum, f) => sum + f.co2EvitataKg, 0)),
    mediaPercentualeRinnovabile: () =>
      items.length === 0
        ? null
        : Math.round(
            (items.reduce((sum, f) => sum + f.percentualeRinnovabile, 0) / items.length) * 10,
          ) / 10,
    totaleConsumoAnnuo: () => Math.round(items.reduce((sum, f) => sum + f.consumoAnnuo, 0)),
  };
}

function supplyOf(store: DataStore, idfornitura: number): Fornitura {
  const f = store.data.fornitureById.get(idfornitura);
  if (!f) throw new InputError('idfornitura', `no supply ${idfornitura}`, 'notFound');
  return f;
}

/** At most five years of months in one answer. */
const MAX_MONTHS = 60;

export function resolveConsumi(
  store: DataStore,
  args: { idfornitura: number; meseDal?: string | null; meseAl?: string | null },
): ConsumoMensile[] {
  const f = supplyOf(store, args.idfornitura);
  const current = monthIndex(store.data.today);
  const to = checkMonth('meseAl', args.meseAl) ?? current - 1;
  const from = checkMonth('meseDal', args.meseDal) ?? to - 11;
  if (from > to) throw new InputError('meseDal', 'meseDal must not be after meseAl');
  if (to - from + 1 > MAX_MONTHS)
    throw new InputError('meseAl', `at most ${MAX_MONTHS} months at a time`);
  const out: ConsumoMensile[] = [];
  const last = Math.min(to, f.lastMonth, current - 1);
  for (let m = Math.max(from, f.firstMonth); m <= last; m++)
    out.push(monthlyConsumption(store.data.seed, f, m));
  return out;
}

export interface OperazioniArgs extends PageArgs {
  idanagrafica: number[];
  codUtility?: CodUtilityArg | null;
  stato?: string | null;
  /** Any of these types (one value reads as a list of one): a type's spellings in every language. */
  tipo?: readonly string[] | null;
  idfornitura?: number | null;
  /** Opened from / to, calendar days YYYY-MM-DD, both included. */
  dataAperturaDal?: string | null;
  dataAperturaAl?: string | null;
}

const OPERATION_SORT = new Set([
  'idoperazione',
  'tipo',
  'stato',
  'dataApertura',
  'dataUltimoAggiornamento',
  'codUtility',
]);

export function resolveOperazioni(store: DataStore, args: OperazioniArgs): Page<Operazione> {
  const code = utilityCode(args.codUtility);
  const from = checkDate('dataAperturaDal', args.dataAperturaDal);
  const to = checkDate('dataAperturaAl', args.dataAperturaAl);
  if (from && to && from > to)
    throw new InputError('dataAperturaDal', 'dataAperturaDal must not be after dataAperturaAl');
  const anyOf = (values: readonly string[] | null | undefined) =>
    given(values) && values.length > 0 ? new Set(values.map((v) => v.trim().toLowerCase())) : null;
  const stati = anyOf(given(args.stato) ? [args.stato] : null);
  const tipi = anyOf(args.tipo);
  const items = [...new Set(args.idanagrafica)]
    .flatMap((id) => store.data.operazioni.get(id) ?? [])
    .filter(
      (o) =>
        (code === null || o.codUtility === code) &&
        (!stati || stati.has(o.stato.toLowerCase())) &&
        (!tipi || tipi.has(o.tipo.toLowerCase())) &&
        (!given(args.idfornitura) || o.idfornitura === args.idfornitura) &&
        // dataApertura is an instant: its day is compared, so `to` covers the whole day.
        (!from || o.dataApertura.slice(0, 10) >= from) &&
        (!to || o.dataApertura.slice(0, 10) <= to),
    );
  return pageOf(items, args, OPERATION_SORT);
}

export function resolveNotifiche(
  store: DataStore,
  args: PageArgs & { idanagrafica: number[]; letta?: boolean | null },
): Page<Notifica> & { nonLette: number } {
  const all = [...new Set(args.idanagrafica)].flatMap((id) => store.data.notifiche.get(id) ?? []);
  const items = all.filter((n) => !given(args.letta) || n.letta === args.letta);
  return {
    ...pageOf(items, { ...args, sort: null }, new Set()),
    nonLette: all.filter((n) => !n.letta).length,
  };
}

export function markNotification(store: DataStore, idnotifica: number, letta: boolean): Notifica {
  for (const list of store.data.notifiche.values()) {
    const n = list.find((x) => x.idnotifica === idnotifica);
    if (n) {
      n.letta = letta;
      return n;
    }
  }
  throw new InputError('idnotifica', `no notification ${idnotifica}`, 'notFound');
}

/** Marks every unread notification of the registries read; answers how many it marked. */
export function markAllNotifications(store: DataStore, idanagrafica: readonly number[]): number {
  let marked = 0;
  for (const id of new Set(idanagrafica)) {
    for (const n of store.data.notifiche.get(id) ?? []) {
      if (!n.letta) {
        n.letta = true;
        marked += 1;
      }
    }
  }
  return marked;
}

export function resolveBonus(store: DataStore, idanagrafica: number): BonusFedelta | null {
  return store.data.bonus.get(idanagrafica) ?? null;
}

export function resolveLetture(
  store: DataStore,
  args: PageArgs & { idanagrafica: number[]; idrigaContratto?: number | null },
): Lettura[] {
  const { first, offset } = checkPaging(args);
  return [...new Set(args.idanagrafica)]
    .flatMap((id) => store.data.letture.get(id) ?? [])
    .filter((l) => !given(args.idrigaContratto) || l.idrigaContratto === args.idrigaContratto)
    .sort((a, b) => b.dataLettura.localeCompare(a.dataLettura) || b.idLettura - a.idLettura)
    .slice(offset, offset + first);
}
