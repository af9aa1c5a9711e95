// Resolvers of the data the later pages need (supplies, consumptions, load curves, operations,
// notifications, loyalty bonus, readings). Documented in the sandbox README.
import {
  loadCurve,
  monthlyConsumption,
  type ConsumoMensile,
  type CurvaCarico,
} from '../data/consumption.ts';
import { daysBetween, monthIndex, parseYmd } from '../data/dates.ts';
import type { BonusFedelta, Fornitura, Lettura, Notifica, Operazione } from '../data/model.ts';
import {
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
}

let fornituraFields: ReadonlySet<string> | null = null;

export function resolveForniture(store: DataStore, args: FornitureArgs): Page<Fornitura> {
  const ds = store.data;
  const code = utilityCode(args.codUtility);
  const items = [...new Set(args.idanagrafica)]
    .flatMap((id) => ds.forniture.get(id) ?? [])
    .filter(
      (f) =>
        (code === null || f.codUtility === code) &&
        (!given(args.energiaVerde) || f.energiaVerde === args.energiaVerde) &&
        (!given(args.idsede) || f.idsede === args.idsede) &&
        (!given(args.idfornitura) || f.idfornitura === args.idfornitura) &&
        (!given(args.podPdr) || f.podPdr === args.podPdr) &&
        (!given(args.statoFornitura) ||
          f.statoFornitura.toLowerCase() === args.statoFornitura.toLowerCase()),
    );
  const sample = ds.fornitureById.values().next().value;
  fornituraFields ??= sample ? scalarFields(sample) : null;
  return pageOf(items, args, fornituraFields ?? new Set());
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

export function resolveCurvaCarico(
  store: DataStore,
  args: { idfornitura: number; dal: string; al: string },
): CurvaCarico {
  const f = supplyOf(store, args.idfornitura);
  const from = parseYmd(args.dal);
  if (!from) throw new InputError('dal', 'dal must be a date YYYY-MM-DD');
  const to = parseYmd(args.al);
  if (!to) throw new InputError('al', 'al must be a date YYYY-MM-DD');
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw new InputError('dal', 'dal must not be after al');
  if (days > 366) throw new InputError('al', 'a load curve covers at most 366 days');
  return loadCurve(store.data.seed, f, from, to);
}

export interface OperazioniArgs extends PageArgs {
  idanagrafica: number[];
  codUtility?: CodUtilityArg | null;
  stato?: string | null;
  idfornitura?: number | null;
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
  const items = [...new Set(args.idanagrafica)]
    .flatMap((id) => store.data.operazioni.get(id) ?? [])
    .filter(
      (o) =>
        (code === null || o.codUtility === code) &&
        (!given(args.stato) || o.stato.toLowerCase() === args.stato.toLowerCase()) &&
        (!given(args.idfornitura) || o.idfornitura === args.idfornitura),
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
