// A commodity's cost this year so far and at the year's end (decision 0021): the monthly figures
// upstream sums for the registry scope (consumiTotali, one call for last year's January to this
// year's December), this year's months with figures so far, and the rest of the year as last
// year's same months scaled by this year so far; for power the F1, F2 and F3 energy the same way.
import { percentOf, yearEndProjection, type ShortOfData } from '@portal/shared/forecast';
import type { Authorizer } from '../../authz/authorizer.ts';
import type { Utility } from '../../graphql/mapping.ts';
import { fetchTotals } from './costs.ts';
import type { ConsumoMeseRecord } from './upstream.ts';

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

type Series = (number | null)[];

/** A month's value, null when no supply had figures in it (not yet, or none then). */
function seriesOf(
  months: readonly ConsumoMeseRecord[],
  value: (m: ConsumoMeseRecord) => number | null,
): Series {
  return months.map((m) => (m.numeroForniture > 0 ? (value(m) ?? null) : null));
}

function project(thisYear: Series, lastYear: Series) {
  const p = yearEndProjection(thisYear, lastYear);
  return p.status === 'ESTIMATE' ? p : null;
}

const BANDS = [
  { band: 'F1', of: (m: ConsumoMeseRecord) => m.f1 },
  { band: 'F2', of: (m: ConsumoMeseRecord) => m.f2 },
  { band: 'F3', of: (m: ConsumoMeseRecord) => m.f3 },
] as const;

export interface YearForecast {
  year: number;
  monthsToDate: number;
  costToDate: number;
  quantityToDate: number;
  notEnoughData: ShortOfData | null;
  estimate: {
    cost: number;
    low: number;
    high: number;
    uncertaintyPercent: number;
    quantity: number;
  } | null;
  bands: Array<{
    band: string;
    toDate: number;
    yearEnd: number | null;
    share: number | null;
  }> | null;
}

/** This year's cost so far and at its end, for a commodity of the registry scope. */
export async function yearForecast(
  authz: Authorizer,
  scope: number[],
  utility: Utility,
  today: string,
): Promise<YearForecast> {
  const year = Number(today.slice(0, 4));
  const totals = await fetchTotals(
    authz,
    { idanagrafica: scope, utility },
    `${year - 1}-01`,
    `${year}-12`,
  );
  const last = totals.mesi.slice(0, 12);
  const current = totals.mesi.slice(12, 24);
  const costResult = yearEndProjection(
    seriesOf(current, (m) => m.importoTotale),
    seriesOf(last, (m) => m.importoTotale),
  );
  const cost = costResult.status === 'ESTIMATE' ? costResult : null;
  const quantity = project(
    seriesOf(current, (m) => m.consumo),
    seriesOf(last, (m) => m.consumo),
  );
  let monthsToDate = 0;
  while (monthsToDate < 12 && (current[monthsToDate]?.numeroForniture ?? 0) > 0) monthsToDate++;
  const done = current.slice(0, monthsToDate);
  const sum = (f: (m: ConsumoMeseRecord) => number | null) =>
    done.reduce((s, m) => s + (f(m) ?? 0), 0);
  const bands =
    utility === 'POWER'
      ? BANDS.map(({ band, of }) => ({
          band,
          toDate: round(sum(of), 0),
          yearEnd: project(seriesOf(current, of), seriesOf(last, of))?.yearEnd ?? null,
        }))
      : null;
  const bandTotal = bands?.every((b) => b.yearEnd !== null)
    ? bands.reduce((s, b) => s + (b.yearEnd ?? 0), 0)
    : null;
  return {
    year,
    monthsToDate,
    costToDate: round(
      sum((m) => m.importoTotale),
      2,
    ),
    quantityToDate: round(
      sum((m) => m.consumo),
      0,
    ),
    notEnoughData: costResult.status === 'NOT_ENOUGH_DATA' ? costResult.reason : null,
    estimate:
      cost && quantity
        ? {
            cost: round(cost.yearEnd, 2),
            low: round(cost.low, 2),
            high: round(cost.high, 2),
            uncertaintyPercent: percentOf(cost.relative),
            quantity: round(quantity.yearEnd, 0),
          }
        : null,
    bands:
      bands?.map((b) => ({
        ...b,
        yearEnd: b.yearEnd === null ? null : round(b.yearEnd, 0),
        share: bandTotal && b.yearEnd !== null ? round(b.yearEnd / bandTotal, 4) : null,
      })) ?? null,
  };
}
