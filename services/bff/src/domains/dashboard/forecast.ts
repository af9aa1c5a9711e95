// The next bill of each supply on the retail home, estimated before it is issued
// (packages/shared/src/forecast.ts, decision 0021): the period under way starts the day after the
// supply's last bill and lasts as long as that bill did; the use measured so far is the supply's
// load curve of that period (up to yesterday) — only a supply with an interval meter (telegestito)
// has one: any other is estimated from last year's profile and the trend of its bills alone;
// prices come from the bills of the last 26 months, last year's profile from the supply's monthly
// use (a two-month bill cannot tell its months apart). One invoices call for every supply in the
// dashboard's first batch, then the curve of each interval meter and the months of every supply
// asked in the same turn, so the data service gets them as one batch (decision 0020: up to 12
// reads a call).
import {
  nextBillEstimate,
  percentOf,
  type BilledPeriod,
  type EstimateBasis,
  type ShortOfData,
} from '@portal/shared/forecast';
import { romeClock } from '@portal/shared/rome-time';
import type { ApiContext } from '../../graphql/context.ts';
import { dayBefore } from '../../graphql/inputs.ts';
import { day, utilityOf } from '../../graphql/mapping.ts';
import type { FornituraRecord } from '../../scope/supplies.ts';
import { curveRange, curveStartMs, fetchCurve, toLoadCurve } from '../consumption/curve.ts';
import { CONSUMI_QUERY } from '../consumption/upstream.ts';
import { fetchInvoices } from '../invoices/resolvers.ts';

/** The bills a forecast reads: two years to compare with the year before, and a period's margin. */
export const FORECAST_HISTORY_MONTHS = 26;
/** At most this many bills in the one call (a household's supplies bill monthly at most). */
const FORECAST_BILLS = 400;
const BILL_FIELDS = 'idfattura idanagrafica idfornitura compDal compAl importo consumoFatturato';

function monthsBefore(today: string, months: number): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

function nextDay(text: string): string {
  const d = new Date(`${text}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const monthIndex = (text: string) => Number(text.slice(0, 4)) * 12 + Number(text.slice(5, 7)) - 1;

/** The last day of the month `months` − 1 after the month of `from`. */
function periodEnd(from: string, months: number): string {
  const index = monthIndex(from) + months;
  return new Date(Date.UTC(Math.floor(index / 12), index % 12, 0)).toISOString().slice(0, 10);
}

/** The period after a supply's last bill: as many months as that bill covered. */
export function periodAfter(last: BilledPeriod): { from: string; to: string } {
  const from = nextDay(last.to);
  const months = Math.max(1, monthIndex(last.to) - monthIndex(last.from) + 1);
  return { from, to: periodEnd(from, months) };
}

interface Measured {
  to: string;
  quantity: number;
}

/**
 * The use of a supply from `from` to yesterday (at most `to`), from its load curve: the last day
 * with a value and the total, a gap counted at the curve's average (a meter's missing quarter hour
 * is not a zero). Null when the curve has no value.
 */
async function measuredUse(
  ctx: ApiContext,
  supply: FornituraRecord,
  from: string,
  to: string,
): Promise<Measured | null> {
  const range = curveRange(from, to);
  const record = await fetchCurve(ctx.authz, supply, range, undefined);
  const curve = toLoadCurve(supply, range, record);
  const last = curve.values.findLastIndex((v) => v !== null);
  if (last < 0) return null;
  const startMs = curveStartMs(record);
  const lastDay =
    record.stepMinutes >= 1440
      ? romeClock(startMs + last * 86_400_000 + 43_200_000)
      : romeClock(startMs + last * record.stepMinutes * 60_000);
  const present = curve.count - curve.gapCount;
  const quantity = present > 0 ? (curve.total * curve.count) / present : 0;
  return {
    to: `${lastDay.year}-${String(lastDay.month).padStart(2, '0')}-${String(lastDay.day).padStart(2, '0')}`,
    quantity,
  };
}

/** The first of the month `months` before the month of `day`, as YYYY-MM. */
function monthOf(day: string, monthsBack: number): string {
  const index = monthIndex(day) - monthsBack;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The supply's monthly use from two years before the period to a year after its start: last
 * year's profile month by month, where a bill may cover two months (forecast.ts `pastUse`).
 */
async function monthlyUse(
  ctx: ApiContext,
  supply: FornituraRecord,
  period: { from: string; to: string },
): Promise<BilledPeriod[]> {
  const data = await ctx.upstream.graphql<{
    consumi: Array<{ mese: string; consumo: number; importoTotale: number }>;
  }>(ctx.call, {
    query: CONSUMI_QUERY,
    operationName: 'Consumi',
    variables: {
      idfornitura: supply.idfornitura,
      meseDal: monthOf(period.from, 24),
      meseAl: monthOf(period.to, 12),
    },
  });
  return data.consumi.map((m) => ({
    from: `${m.mese}-01`,
    to: periodEnd(`${m.mese}-01`, 1),
    amount: m.importoTotale,
    quantity: m.consumo,
  }));
}

export interface BillForecast {
  supplyId: string;
  utility: 'POWER' | 'GAS';
  unit: string;
  periodFrom: string | null;
  periodTo: string | null;
  measuredTo: string | null;
  notEnoughData: ShortOfData | null;
  estimate: {
    amount: number;
    low: number;
    high: number;
    uncertaintyPercent: number;
    quantity: number;
    billsUsed: number;
    comparisons: number;
    basis: EstimateBasis;
  } | null;
}

const ACTIVE = 'Attiva';

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * The bills of the registries' last FORECAST_HISTORY_MONTHS months (by the months they cover),
 * asked beside the dashboard's other reads so that they share its first batch.
 */
export async function forecastBills(ctx: ApiContext, scope: number[], today: string) {
  const answer = await fetchInvoices(
    ctx,
    {
      idanagrafica: scope,
      compDal: monthsBefore(today, FORECAST_HISTORY_MONTHS),
      first: FORECAST_BILLS,
      offset: 0,
      sort: 'ISSUE_DATE_DESC',
    },
    BILL_FIELDS,
  );
  return answer.nodes;
}

type ForecastBill = Awaited<ReturnType<typeof forecastBills>>[number];

/**
 * The next bill of each supply the dashboard lists (the session's own: they and the bills come
 * from its scope, and the data service's answers are filtered by it again).
 */
export async function billForecasts(
  ctx: ApiContext,
  supplies: readonly FornituraRecord[],
  bills: readonly ForecastBill[],
): Promise<BillForecast[]> {
  const billsOf = new Map<number, BilledPeriod[]>();
  for (const b of bills) {
    const from = day(b.compDal);
    const to = day(b.compAl);
    if (b.idfornitura == null || !from || !to) continue;
    const list = billsOf.get(b.idfornitura) ?? [];
    list.push({ from, to, amount: b.importo, quantity: b.consumoFatturato ?? 0 });
    billsOf.set(b.idfornitura, list);
  }
  // A supply that ceased or is not active yet has no bill under way.
  const billed = supplies.filter((s) => s.statoFornitura === ACTIVE);
  return Promise.all(
    billed.map(async (supply): Promise<BillForecast> => {
      const own = billsOf.get(supply.idfornitura) ?? [];
      const head = {
        supplyId: String(supply.idfornitura),
        utility: utilityOf(supply.codUtility),
        unit: supply.codUtility === 0 ? 'kWh' : 'Smc',
      };
      const last = own.reduce<BilledPeriod | null>((a, b) => (a && a.to >= b.to ? a : b), null);
      if (!last)
        return {
          ...head,
          periodFrom: null,
          periodTo: null,
          measuredTo: null,
          notEnoughData: 'BILLS',
          estimate: null,
        };
      const period = periodAfter(last);
      // The whole period is asked: the data service's curve ends at its own yesterday. The reads
      // start in the same turn for every supply, so they travel as one batch. Only an interval
      // meter has a curve: another supply's would be refused, and nothing of its period is
      // measured until its next bill.
      const [measured, pastUse] = await Promise.all([
        supply.telegestito ? measuredUse(ctx, supply, period.from, period.to) : null,
        monthlyUse(ctx, supply, period),
      ]);
      const result = nextBillEstimate({
        bills: own,
        pastUse,
        periodFrom: period.from,
        periodTo: period.to,
        ...(supply.telegestito
          ? {
              measuredTo: measured?.to ?? dayBefore(period.from),
              measured: measured?.quantity ?? 0,
            }
          : {}),
      });
      return {
        ...head,
        periodFrom: period.from,
        periodTo: period.to,
        measuredTo: measured?.to ?? null,
        notEnoughData: result.status === 'NOT_ENOUGH_DATA' ? result.reason : null,
        estimate:
          result.status === 'ESTIMATE'
            ? {
                amount: result.amount,
                low: result.low,
                high: result.high,
                uncertaintyPercent: percentOf(result.relative),
                quantity: round(result.quantity, 0),
                billsUsed: result.tariff.bills,
                comparisons: result.comparisons,
                basis: result.basis,
              }
            : null,
      };
    }),
  );
}
