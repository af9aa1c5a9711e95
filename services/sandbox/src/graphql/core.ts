// Resolvers of the §7 queries: fatture, contratti, anagrafica.
import { compareInvoicesNewestFirst } from '../data/dataset.ts';
import { PAYMENT_STATES } from '../data/invoices.ts';
import type { Anagrafica, Contratto, Fattura } from '../data/model.ts';
import {
  checkDate,
  InputError,
  pageOf,
  scalarFields,
  type Page,
  type PageArgs,
} from '../data/query.ts';
import type { DataStore } from '../data/store.ts';

export type CodUtilityArg = 'Power' | 'Gas';

export function utilityCode(arg: CodUtilityArg | null | undefined): 0 | 1 | null {
  if (arg === null || arg === undefined) return null;
  return arg === 'Gas' ? 1 : 0;
}

export interface FattureArgs extends PageArgs {
  idanagrafica: number[];
  statoPagamento?: string[] | null;
  idSedi?: number[] | null;
  compDal?: string | null;
  compAl?: string | null;
  dataEmissioneDal?: string | null;
  dataEmissioneAl?: string | null;
  idCausaliMovimenti?: number[] | null;
}

let fatturaFields: ReadonlySet<string> | null = null;
let contrattoFields: ReadonlySet<string> | null = null;

function fieldsOf<T extends object>(
  cache: ReadonlySet<string> | null,
  sample: T | undefined,
): ReadonlySet<string> {
  return cache ?? (sample ? scalarFields(sample) : new Set<string>());
}

export function resolveFatture(store: DataStore, args: FattureArgs): Page<Fattura> {
  const ds = store.data;
  const compDal = checkDate('compDal', args.compDal);
  const compAl = checkDate('compAl', args.compAl);
  const emessaDal = checkDate('dataEmissioneDal', args.dataEmissioneDal);
  const emessaAl = checkDate('dataEmissioneAl', args.dataEmissioneAl);
  const states = args.statoPagamento ? new Set(args.statoPagamento) : null;
  for (const s of states ?? []) {
    if (!(s in PAYMENT_STATES)) {
      throw new InputError(
        'statoPagamento',
        `statoPagamento must be among: ${Object.keys(PAYMENT_STATES).join(', ')}`,
      );
    }
  }
  const ids = [...new Set(args.idanagrafica)];
  let items: readonly Fattura[];
  if (ids.length === 1) items = ds.fatture.get(ids[0] ?? 0) ?? [];
  else items = ids.flatMap((id) => ds.fatture.get(id) ?? []).sort(compareInvoicesNewestFirst);
  const sedi = args.idSedi ? new Set(args.idSedi) : null;
  const causali = args.idCausaliMovimenti ? new Set(args.idCausaliMovimenti) : null;
  if (states || sedi || causali || compDal || compAl || emessaDal || emessaAl) {
    items = items.filter(
      (f) =>
        (!states || states.has(f.statoPagamento)) &&
        (!sedi || sedi.has(f.idsede)) &&
        (!causali || causali.has(f.idCausaleMovimento)) &&
        (!compDal || f.compDal >= compDal) &&
        (!compAl || f.compAl <= compAl) &&
        (!emessaDal || f.dataEmissione >= emessaDal) &&
        (!emessaAl || f.dataEmissione <= emessaAl),
    );
  }
  fatturaFields = fieldsOf(fatturaFields, ds.fattureById.values().next().value);
  return pageOf(items, args, fatturaFields);
}

export interface ContrattiArgs extends PageArgs {
  idanagrafica?: number[] | null;
  idrigaContratto?: number | null;
  idsede?: number | null;
  idbanca?: number | null;
  idcreditcard?: number | null;
  codUtility?: CodUtilityArg | null;
  lastContrattoSede?: boolean | null;
  hasBusinessConvention?: boolean | null;
  canInsertLettura?: boolean | null;
  distinct?: boolean | null;
}

const given = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined;

export function resolveContratti(store: DataStore, args: ContrattiArgs): Page<Contratto> {
  const ds = store.data;
  const source: Contratto[] = args.idanagrafica
    ? [...new Set(args.idanagrafica)].flatMap((id) => ds.contratti.get(id) ?? [])
    : [...ds.contratti.values()].flat();
  const code = utilityCode(args.codUtility);
  let items = source.filter(
    (c) =>
      (!given(args.idrigaContratto) || c.idrigaContratto === args.idrigaContratto) &&
      (!given(args.idsede) || c.idsede === args.idsede) &&
      (!given(args.idbanca) || c.idbanca === args.idbanca) &&
      (!given(args.idcreditcard) || c.idcreditcard === args.idcreditcard) &&
      (code === null || c.codUtility === code) &&
      (!given(args.lastContrattoSede) || c.lastContrattoSede === args.lastContrattoSede) &&
      (!given(args.hasBusinessConvention) ||
        (c.businessConventionCode !== null) === args.hasBusinessConvention) &&
      (!given(args.canInsertLettura) || c.canInsertLettura === args.canInsertLettura),
  );
  if (args.distinct) {
    // One row per contract: the current row when there is one, else the first.
    const byContract = new Map<number, Contratto>();
    for (const c of items) {
      const seen = byContract.get(c.idcontratto);
      if (!seen || (!seen.currentCarica && c.currentCarica)) byContract.set(c.idcontratto, c);
    }
    items = [...byContract.values()];
  }
  contrattoFields = fieldsOf(contrattoFields, source[0] ?? [...ds.contrattiByRiga.values()][0]);
  return pageOf(items, args, contrattoFields);
}

export function resolveAnagrafica(store: DataStore, idanagrafica: number): Anagrafica | null {
  return store.data.anagrafiche.get(idanagrafica) ?? null;
}
