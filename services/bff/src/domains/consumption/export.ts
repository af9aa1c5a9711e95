// The consumption CSV: the supplies an export covers, checked like the API's
// arguments, how many rows it will have, and its rows as a pull stream — one supply's curve in
// memory at a time (and the next one on its way), so 100 supplies × a year (3.5 million rows)
// stream with the memory of two curves, at the pace the client reads.
import { Readable } from 'node:stream';
import { bandAt, intervalStarts } from '@portal/shared/bands';
import { consumptionCsvWriter, type CsvDialect } from '@portal/shared/csv';
import { dayNumberOf, parseRomeDay, romeDayStart, type RomeDay } from '@portal/shared/rome-time';
import type { Authorizer } from '../../authz/authorizer.ts';
import { ApiError, badInput } from '../../errors/api-error.ts';
import { codUtilityOf, type Utility } from '../../graphql/mapping.ts';
import type { Page } from '../../graphql/upstream-records.ts';
import { ownedSite } from '../../scope/sites.ts';
import { type FornituraRecord, FORNITURE_QUERY, ownedSupply } from '../../scope/supplies.ts';
import {
  curveStartMs,
  fetchCurve,
  requireIntervalMeter,
  STEP_OF,
  type CurveRange,
  type Granularity,
} from './curve.ts';
import type { CurvaRecord } from './upstream.ts';

/** At most 100 supplies for a year (36,600 supply-days: 3.5 million quarter hours) in one export. */
export const MAX_EXPORT_SUPPLY_DAYS = 100 * 366;
/** The most supply ids one export names. */
export const MAX_EXPORT_SUPPLY_IDS = 100;
const SUPPLIES_PER_PAGE = 500;
/** Rows joined into one chunk of the stream (about 50 KB). */
const ROWS_PER_CHUNK = 1000;

export interface ExportScope {
  /** The registries a commodity-wide or site-wide export covers (listScope). */
  registries: readonly number[];
  utility?: Utility;
  supplyIds?: number[];
  siteId?: number;
}

async function listSupplies(authz: Authorizer, scope: ExportScope): Promise<FornituraRecord[]> {
  const page = (offset: number) =>
    authz.upstream.graphql<{ forniture: Page<FornituraRecord> }>(authz.call, {
      query: FORNITURE_QUERY,
      operationName: 'Forniture',
      variables: {
        idanagrafica: [...scope.registries],
        codUtility: scope.utility ? codUtilityOf(scope.utility) : undefined,
        idsede: scope.siteId,
        first: SUPPLIES_PER_PAGE,
        offset,
        sort: 'podPdr:asc',
      },
    });
  const first = await page(0);
  const pages = Math.ceil(first.forniture.totalCount / SUPPLIES_PER_PAGE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => page((i + 1) * SUPPLIES_PER_PAGE)),
  );
  // The data service trusts its caller: keep only the session's own, and of those the ones whose
  // meter records intervals (the others have no curve to export).
  return [first, ...rest]
    .flatMap((p) => p.forniture.nodes)
    .filter((f) => authz.owns(f.idanagrafica) && f.telegestito);
}

/** The supplies of an export, each proved the session's own (a foreign id is NOT_FOUND). */
export async function exportSupplies(
  authz: Authorizer,
  scope: ExportScope,
): Promise<FornituraRecord[]> {
  if (scope.supplyIds)
    return Promise.all(
      scope.supplyIds.map(async (id) => requireIntervalMeter(await ownedSupply(authz, id))),
    );
  if (scope.siteId !== undefined) {
    await ownedSite(authz, scope.siteId);
    return listSupplies(authz, { ...scope, registries: authz.own });
  }
  return listSupplies(authz, scope);
}

/** A big export is refused before it starts: at most 100 supplies for a year, or more for fewer days. */
export function checkExportSize(supplies: number, range: CurveRange): void {
  if (supplies * range.days > MAX_EXPORT_SUPPLY_DAYS)
    throw new ApiError(
      'BAD_USER_INPUT',
      `an export covers at most ${MAX_EXPORT_SUPPLY_DAYS} supply-days (${supplies} supplies × ${range.days} days asked)`,
      { field: 'to', reason: 'exportTooLarge' },
    );
  if (supplies === 0) throw badInput('utility', 'no supply to export');
}

function dayOf(text: string | null): RomeDay | null {
  return text && !text.startsWith('9999') ? parseRomeDay(text.slice(0, 10)) : null;
}

const dayNo = (d: RomeDay): number => dayNumberOf(d.year, d.month, d.day);

/**
 * The rows a supply's curve will have: its days within the range, from its activation to its
 * termination and to yesterday (upstream's curve ends there), in intervals of its step.
 */
export function expectedRows(
  supply: FornituraRecord,
  range: CurveRange,
  step: number,
  yesterday: RomeDay,
): number {
  const activation = dayOf(supply.dataAttivazione);
  const termination = dayOf(supply.dataCessazione);
  const first = Math.max(dayNo(range.fromDay), activation ? dayNo(activation) : -Infinity);
  const last = Math.min(
    dayNo(range.toDay),
    dayNo(yesterday),
    termination ? dayNo(termination) : Infinity,
  );
  if (first > last) return 0;
  if (step === STEP_OF.DAY) return last - first + 1;
  const start = (n: number) => {
    const utc = new Date(n * 86_400_000);
    return romeDayStart(utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate());
  };
  return Math.round((start(last + 1) - start(first)) / (step * 60_000));
}

/** The step of a supply's rows: quarter hours for power; days, or hours if asked, for gas. */
export function exportStep(supply: FornituraRecord, granularity: Granularity | undefined): number {
  if (supply.codUtility === 0) return STEP_OF.QUARTER_HOUR;
  return granularity === 'HOUR' ? STEP_OF.HOUR : STEP_OF.DAY;
}

/** A supply's curve for the export (its step: exportStep). */
export function fetchExportCurve(
  authz: Authorizer,
  supply: FornituraRecord,
  range: CurveRange,
  granularity: Granularity | undefined,
): Promise<CurvaRecord> {
  const step = exportStep(supply, granularity);
  const pending = fetchCurve(authz, supply, range, supply.codUtility === 0 ? undefined : step);
  // Held until its turn: a failure surfaces there, not as an unhandled rejection now.
  pending.catch(() => undefined);
  return pending;
}

/**
 * The CSV as a pull stream: the header, then each supply's intervals in order. `first` is the
 * first supply's curve, fetched before the answer starts so that its refusal is an HTTP error,
 * not a cut download. Each next curve is fetched when the previous one starts being written, so
 * the client never waits for a whole upstream call between supplies, and at most two curves are
 * held at once.
 */
export function consumptionCsvStream(
  authz: Authorizer,
  supplies: readonly FornituraRecord[],
  range: CurveRange,
  granularity: Granularity | undefined,
  dialect: CsvDialect,
  first: CurvaRecord,
): Readable {
  const writer = consumptionCsvWriter(dialect);
  const fetchOf = (f: FornituraRecord) => fetchExportCurve(authz, f, range, granularity);
  async function* rows(): AsyncGenerator<string> {
    yield writer.head();
    let next: Promise<CurvaRecord> | null = Promise.resolve(first);
    for (let s = 0; s < supplies.length; s++) {
      const supply = supplies[s] as FornituraRecord;
      const curve = await (next as Promise<CurvaRecord>);
      next = supplies[s + 1] ? fetchOf(supplies[s + 1] as FornituraRecord) : null;
      const count = curve.values.length;
      const starts = intervalStarts(
        { start: curveStartMs(curve), stepMinutes: curve.stepMinutes },
        count,
      );
      const banded = supply.codUtility === 0;
      let chunk = '';
      for (let i = 0; i < count; i++) {
        const start = starts[i] ?? 0;
        chunk += writer.row({
          point: supply.podPdr,
          start,
          value: curve.values[i] ?? null,
          unit: curve.unitaMisura,
          band: banded ? bandAt(start) : null,
        });
        if ((i + 1) % ROWS_PER_CHUNK === 0) {
          yield chunk;
          chunk = '';
        }
      }
      if (chunk) yield chunk;
    }
  }
  // objectMode off: chunks are strings turned to UTF-8 buffers; the stream pulls only as fast as
  // the socket drains (backpressure), so memory stays flat however large the export is.
  return Readable.from(rows(), { objectMode: false, highWaterMark: 64 * 1024 });
}
