// Indexes over the invoices of a data set, so that a page of a 100,000-invoice customer stays a
// slice: the invoices of each site, the merged lists of the registries and sites a query names,
// and the sorted orders of fields that never change. Built lazily, once per data set
// (a reset builds a new data set and so new indexes). Payments change an invoice's state in place,
// so lists of invoices stay valid; an order by a field a payment changes is sorted per request.
import { compareInvoicesNewestFirst, type Dataset } from './dataset.ts';
import type { Fattura } from './model.ts';
import { sortBy, type SortSpec } from './query.ts';

/** Fields a payment changes (DataStore.markPaid): never sorted once for all. */
const MUTABLE_FIELDS: ReadonlySet<string> = new Set([
  'statoPagamento',
  'codiceStatoPagamento',
  'pagato',
  'saldo',
  'totaleApagare',
  'dataPagamento',
  'pagamentoOnlineAbilitato',
  'rate',
  'hasMovimentiVisibili',
  'bitMask',
]);

/** Merged lists and sorted orders kept per data set; a few filters per page, bounded all the same. */
const MAX_CACHED = 64;

class BoundedCache<V> {
  constructor(private readonly max = MAX_CACHED) {}
  private readonly entries = new Map<string, V>();
  get(key: string, make: () => V): V {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      // Most recently used last, so the oldest goes first when full.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = make();
    if (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, value);
    return value;
  }
}

/** The invoices a filter selects, in order, and their totals (summed once, when first asked). */
export class Selection {
  private sums: { importo: number; daPagare: number } | null = null;
  constructor(readonly items: readonly Fattura[]) {}

  totals(): { importo: number; daPagare: number } {
    if (!this.sums) {
      let importo = 0;
      let daPagare = 0;
      for (const f of this.items) {
        importo += f.importo;
        daPagare += f.totaleApagare;
      }
      this.sums = { importo: round2(importo), daPagare: round2(daPagare) };
    }
    return this.sums;
  }
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

export class InvoiceIndex {
  /** Per site, newest first (the registry's order). */
  private readonly bySede = new Map<number, Fattura[]>();
  private readonly lists = new BoundedCache<readonly Fattura[]>();
  private readonly orders = new BoundedCache<readonly Fattura[]>();
  /** Filtered selections: a payment can move an invoice out of a state filter, so it clears them. */
  private selections = new BoundedCache<Selection>(32);

  constructor(private readonly ds: Dataset) {
    for (const list of ds.fatture.values()) {
      for (const inv of list) {
        const own = this.bySede.get(inv.idsede);
        if (own) own.push(inv);
        else this.bySede.set(inv.idsede, [inv]);
      }
    }
  }

  /**
   * The invoices of the registries, of the given sites only when sites are given (a site of
   * another registry adds nothing), newest first; and a key naming that list.
   */
  select(
    idanagrafica: readonly number[],
    idSedi: readonly number[] | null,
  ): { key: string; items: readonly Fattura[] } {
    const ids = [...new Set(idanagrafica)].sort((a, b) => a - b);
    const registries = new Set(ids);
    const sites =
      idSedi &&
      [...new Set(idSedi)]
        .filter((s) => registries.has(this.bySede.get(s)?.[0]?.idanagrafica ?? -1))
        .sort((a, b) => a - b);
    const key = `${ids.join(',')}|${sites ? sites.join(',') : '*'}`;
    if (sites?.length === 1) return { key, items: this.bySede.get(sites[0] ?? 0) ?? [] };
    const all =
      ids.length === 1
        ? (this.ds.fatture.get(ids[0] ?? 0) ?? [])
        : this.lists.get(`${ids.join(',')}|*`, () =>
            ids.flatMap((id) => this.ds.fatture.get(id) ?? []).sort(compareInvoicesNewestFirst),
          );
    if (!sites) return { key, items: all };
    // One pass over the registries' list keeps its order; no sort needed.
    const wanted = new Set(sites);
    return { key, items: this.lists.get(key, () => all.filter((f) => wanted.has(f.idsede))) };
  }

  /**
   * The selection a filter names (`key`: the list's key and every other argument), filtered once
   * until the next payment: paging through it, and its totals, cost no rescan.
   */
  selection(key: string, filter: () => readonly Fattura[]): Selection {
    return this.selections.get(key, () => new Selection(filter()));
  }

  /** An invoice's payment state changed: filters by state and totals are worked out again. */
  paymentsChanged(): void {
    this.selections = new BoundedCache<Selection>(32);
  }

  /** The list in a sort's order: worked out once per list for fields a payment never changes. */
  ordered(list: { key: string; items: readonly Fattura[] }, spec: SortSpec): readonly Fattura[] {
    if (MUTABLE_FIELDS.has(spec.field)) return sortBy(list.items, spec);
    const key = `${list.key}|${spec.field}:${spec.desc ? 'desc' : 'asc'}`;
    return this.orders.get(key, () => sortBy(list.items, spec));
  }
}

const indexes = new WeakMap<Dataset, InvoiceIndex>();

/** The data set's invoice index, built on first use. */
export function invoiceIndex(ds: Dataset): InvoiceIndex {
  let index = indexes.get(ds);
  if (!index) {
    index = new InvoiceIndex(ds);
    indexes.set(ds, index);
  }
  return index;
}

/** An invoice was added to the data set: the index is built again on next use. */
export function invoicesAdded(ds: Dataset): void {
  indexes.delete(ds);
}
