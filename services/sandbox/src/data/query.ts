// Paging, sorting and argument checks shared by the data service's list fields (§7: first,
// offset, sort "field:asc|desc"; first at most 500).
import { parseMonthKey, parseYmd } from './dates.ts';

export const MAX_FIRST = 500;
export const DEFAULT_FIRST = 50;

/** A caller error in a query argument or a REST payload; `field` names the culprit. */
export class InputError extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly code = 'badRequest',
  ) {
    super(message);
    this.name = 'InputError';
  }
}

export interface PageArgs {
  first?: number | null;
  offset?: number | null;
  sort?: string | null;
}

export interface Page<T> {
  totalCount: number;
  nodes: T[];
}

export interface SortSpec {
  field: string;
  desc: boolean;
}

export function parseSort(
  sort: string | null | undefined,
  allowed: ReadonlySet<string>,
): SortSpec | null {
  if (sort === null || sort === undefined || sort === '') return null;
  const m = /^([A-Za-z][A-Za-z0-9]*)(?::(asc|desc))?$/i.exec(sort.trim());
  if (!m?.[1] || !allowed.has(m[1])) {
    throw new InputError(
      'sort',
      `sort must be "<field>:asc|desc" with a field among: ${[...allowed].sort().join(', ')}`,
    );
  }
  return { field: m[1], desc: (m[2] ?? 'asc').toLowerCase() === 'desc' };
}

/** Italian collation, as localeCompare(…, 'it') orders, without building it per comparison. */
const COLLATOR = new Intl.Collator('it');

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  // Missing values go last whatever the direction, as a list reader expects.
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a ? 1 : -1;
  return COLLATOR.compare(String(a), String(b));
}

/**
 * A stable sort by one field. The field's values are read once into their own array, so 100,000
 * invoices sort without reading each large record again at every comparison.
 */
export function sortBy<T>(items: readonly T[], spec: SortSpec): T[] {
  const key = spec.field as keyof T;
  const dir = spec.desc ? -1 : 1;
  const values = items.map((item) => item[key]);
  const order = values.map((_, i) => i);
  order.sort((i, j) => {
    const a = values[i];
    const b = values[j];
    const missing = a === null || a === undefined || b === null || b === undefined;
    return (missing ? compareValues(a, b) : dir * compareValues(a, b)) || i - j;
  });
  return order.map((i) => items[i] as T);
}

export function checkPaging(args: PageArgs): { first: number; offset: number } {
  const first = args.first ?? DEFAULT_FIRST;
  const offset = args.offset ?? 0;
  if (!Number.isInteger(first) || first < 0 || first > MAX_FIRST) {
    throw new InputError('first', `first must be an integer between 0 and ${MAX_FIRST}`);
  }
  if (!Number.isInteger(offset) || offset < 0)
    throw new InputError('offset', 'offset must be a non-negative integer');
  return { first, offset };
}

/** Sorts (when asked) and cuts one page. Without `sort` the input order is kept. */
export function pageOf<T>(
  items: readonly T[],
  args: PageArgs,
  allowed: ReadonlySet<string>,
): Page<T> {
  const { first, offset } = checkPaging(args);
  const spec = parseSort(args.sort, allowed);
  const ordered = spec ? sortBy(items, spec) : items;
  return { totalCount: items.length, nodes: ordered.slice(offset, offset + first) };
}

export function checkDate(field: string, value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (!parseYmd(value)) throw new InputError(field, `${field} must be a date YYYY-MM-DD`);
  return value;
}

export function checkMonth(field: string, value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const m = parseMonthKey(value);
  if (m === null) throw new InputError(field, `${field} must be a month YYYY-MM`);
  return m;
}

/** Names of the scalar fields of a sample object: the fields a list may be sorted by. */
export function scalarFields(sample: object, extra: readonly string[] = []): ReadonlySet<string> {
  const names = Object.entries(sample)
    .filter(([, v]) => v === null || ['string', 'number', 'boolean'].includes(typeof v))
    .map(([k]) => k);
  return new Set([...names, ...extra]);
}
