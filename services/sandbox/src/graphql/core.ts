// Resolvers of the §7 queries: fatture, contratti, anagrafica.
import { invoiceIndex } from '../data/invoice-index.ts';
import { PAYMENT_STATES } from '../data/invoices.ts';
import type { Anagrafica, Contratto, Fattura } from '../data/model.ts';
import {
  checkDate,
  checkPaging,
  InputError,
  pageOf,
  parseSort,
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
  /** The invoices of these supplies only (an extension the portal uses: docs/upstream-contract.md). */
  idForniture?: number[] | null;
  compDal?: string | null;
  compAl?: string | null;
  dataEmissioneDal?: string | null;
  dataEmissioneAl?: string | null;
  /** Due from/to this day, both included (an extension the portal uses: docs/upstream-contract.md). */
  dataScadenzaDal?: string | null;
  dataScadenzaAl?: string | null;
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

/**
 * A page of fatture with the totals of the whole filtered set (an extension the portal uses:
 * docs/upstream-contract.md). The totals are functions, summed only when a query selects them.
 */
export interface FatturaPage extends Page<Fattura> {
  totaleImporto: () => number;
  totaleDaPagare: () => number;
}

export function resolveFatture(store: DataStore, args: FattureArgs): FatturaPage {
  const ds = store.data;
  const compDal = checkDate('compDal', args.compDal);
  const compAl = checkDate('compAl', args.compAl);
  const emessaDal = checkDate('dataEmissioneDal', args.dataEmissioneDal);
  const emessaAl = checkDate('dataEmissioneAl', args.dataEmissioneAl);
  const scadenzaDal = checkDate('dataScadenzaDal', args.dataScadenzaDal);
  const scadenzaAl = checkDate('dataScadenzaAl', args.dataScadenzaAl);
  const states = args.statoPagamento ? new Set(args.statoPagamento) : null;
  for (const s of states ?? []) {
    if (!(s in PAYMENT_STATES)) {
      throw new InputError(
        'statoPagamento',
        `statoPagamento must be among: ${Object.keys(PAYMENT_STATES).join(', ')}`,
      );
    }
  }
  const { first, offset } = checkPaging(args);
  fatturaFields = fieldsOf(fatturaFields, ds.fattureById.values().next().value);
  const spec = parseSort(args.sort, fatturaFields);
  // Registries and sites come from the index; a sort by a field that never changes is kept, and so
  // is the filtered selection until a payment changes a state.
  const index = invoiceIndex(ds);
  const list = index.select(args.idanagrafica, args.idSedi ?? null);
  const causali = args.idCausaliMovimenti ? new Set(args.idCausaliMovimenti) : null;
  const forniture = args.idForniture ? new Set(args.idForniture) : null;
  const key = [
    list.key,
    spec ? `${spec.field}:${spec.desc ? 'desc' : 'asc'}` : '',
    states ? [...states].sort().join(',') : '*',
    causali ? [...causali].sort().join(',') : '*',
    forniture ? [...forniture].sort().join(',') : '*',
    compDal,
    compAl,
    emessaDal,
    emessaAl,
    scadenzaDal,
    scadenzaAl,
  ].join('|');
  const selection = index.selection(key, () => {
    const items = spec ? index.ordered(list, spec) : list.items;
    const dated = compDal || compAl || emessaDal || emessaAl || scadenzaDal || scadenzaAl;
    if (!states && !causali && !forniture && !dated) return items;
    return items.filter(
      (f) =>
        (!states || states.has(f.statoPagamento)) &&
        (!causali || causali.has(f.idCausaleMovimento)) &&
        (!forniture || forniture.has(f.idfornitura)) &&
        (!compDal || f.compDal >= compDal) &&
        (!compAl || f.compAl <= compAl) &&
        (!emessaDal || f.dataEmissione >= emessaDal) &&
        (!emessaAl || f.dataEmissione <= emessaAl) &&
        (!scadenzaDal || f.dataScadenza >= scadenzaDal) &&
        (!scadenzaAl || f.dataScadenza <= scadenzaAl),
    );
  });
  const items = selection.items;
  return {
    totalCount: items.length,
    nodes: items.slice(offset, offset + first),
    totaleImporto: () => selection.totals().importo,
    totaleDaPagare: () => selection.totals().daPagare,
  };
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
