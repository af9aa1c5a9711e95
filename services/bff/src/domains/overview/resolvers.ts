// A commodity at a glance (§3): supplies by §4 state, sites, annual consumption
// (the supplies' and, for light, the registries' aidIndici), the last 12 months' spend, what is
// left to pay, what of it is overdue (unpaid past its due date, §4) and the next due date (the
// earliest one from today on), the business convention, and the year's cost so far and at its
// end (consumption/year-forecast.ts). Every figure is a total the data
// service adds up (a count, a sum, or the first record of a sorted list), so the answer costs the
// same for 20 supplies as for 2,000 with 100,000 invoices.
import { classifyError } from '../../errors/classify.ts';
import type { ApiContext } from '../../graphql/context.ts';
import { selectedNames, type SelectionInfo } from '../../graphql/selection.ts';
import { dayBefore, romeToday } from '../../graphql/inputs.ts';
import { codUtilityOf, day, type Utility } from '../../graphql/mapping.ts';
import { UPSTREAM_PAYMENT_STATE } from '../../scope/invoice-filter.ts';
import { listScope } from '../../scope/registries.ts';
import { sitesOf } from '../../scope/sites.ts';
import {
  AID_INDICI_QUERY,
  CONVENTION_QUERY,
  NEXT_DUE_QUERY,
  SPEND_QUERY,
  SUPPLY_STATES,
  SUPPLY_TOTALS_QUERY,
  UNPAID_QUERY,
  type AidIndiciAnswer,
  type ConventionLines,
  type NextDueAnswer,
  type OverviewSupplyState,
  type SpendTotals,
  type SupplyTotals,
  type UnpaidTotals,
} from './upstream.ts';
import { yearForecast } from '../consumption/year-forecast.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The twelve months that end with `today`: from the day after the same day a year before
 * (2026-11-23 → 2025-11-24; 2028-02-29 → 2027-03-01, the year before having no 29 February).
 */
export function yearEndingOn(today: string): { from: string; to: string } {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const lastDayYearBefore = new Date(Date.UTC(y - 1, m, 0)).getUTCDate();
  const from = new Date(Date.UTC(y - 1, m - 1, Math.min(d, lastDayYearBefore) + 1));
  return { from: from.toISOString().slice(0, 10), to: today };
}

async function supplyTotals(
  ctx: ApiContext,
  scope: number[],
  utility: Utility,
  state: OverviewSupplyState | null,
) {
  const data = await ctx.upstream.graphql<SupplyTotals>(ctx.call, {
    query: SUPPLY_TOTALS_QUERY,
    operationName: 'FornitureTotali',
    variables: {
      idanagrafica: scope,
      codUtility: codUtilityOf(utility),
      statoFornitura: state ? SUPPLY_STATES[state] : undefined,
    },
  });
  return data.forniture;
}

async function convention(ctx: ApiContext, scope: number[], utility: Utility) {
  const data = await ctx.upstream.graphql<ConventionLines>(ctx.call, {
    query: CONVENTION_QUERY,
    operationName: 'Convenzione',
    variables: { idanagrafica: scope, codUtility: codUtilityOf(utility) },
  });
  const line = data.contratti.nodes.find((n) => ctx.authz.owns(n.idanagrafica));
  if (!line?.businessConventionCode) return null;
  return {
    code: line.businessConventionCode,
    name: line.businessConventionName,
    type: line.businessConventionType,
    startDate: day(line.businessConventionStartDate),
    endDate: day(line.businessConventionEndDate),
  };
}

/** §3 aidIndici.consumoAnnoEe of the registries, added up; null when none of them has one. */
async function registryConsumption(ctx: ApiContext, scope: number[]): Promise<number | null> {
  const answers = await Promise.all(
    scope.map((idanagrafica) =>
      ctx.upstream.graphql<AidIndiciAnswer>(ctx.call, {
        query: AID_INDICI_QUERY,
        operationName: 'AidIndici',
        variables: { idanagrafica },
      }),
    ),
  );
  const values = answers
    .map((a) => a.anagrafica?.aidIndici?.consumoAnnoEe)
    .filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  return values.length === 0 ? null : Math.round(values.reduce((s, v) => s + v, 0));
}

const UNPAID_STATES = [
  UPSTREAM_PAYMENT_STATE.TO_PAY,
  UPSTREAM_PAYMENT_STATE.OVERDUE,
  UPSTREAM_PAYMENT_STATE.PARTIALLY_PAID,
];

/**
 * The invoices of the commodity's sites: the 12 months' spend, what is left to pay, what of it
 * was due before today (overdue, §4), and the unpaid invoice due first from today on.
 */
async function invoiceTotals(ctx: ApiContext, scope: number[], utility: Utility, today: string) {
  const period = yearEndingOn(today);
  const sites = await sitesOf(ctx.authz, scope, utility);
  const idSedi = sites.map((s) => s.idsede);
  if (idSedi.length === 0)
    return {
      period,
      spend: { totalCount: 0, totaleImporto: 0 },
      unpaid: null,
      overdue: null,
      next: undefined,
    };
  const unpaidTotals = (dataScadenzaAl?: string) =>
    ctx.upstream.graphql<UnpaidTotals>(ctx.call, {
      query: UNPAID_QUERY,
      operationName: 'FattureDaPagare',
      variables: { idanagrafica: scope, idSedi, statoPagamento: UNPAID_STATES, dataScadenzaAl },
    });
  const [spend, unpaid, overdue, next] = await Promise.all([
    ctx.upstream.graphql<SpendTotals>(ctx.call, {
      query: SPEND_QUERY,
      operationName: 'FattureSpesa',
      variables: {
        idanagrafica: scope,
        idSedi,
        dataEmissioneDal: period.from,
        dataEmissioneAl: period.to,
      },
    }),
    unpaidTotals(),
    unpaidTotals(dayBefore(today)),
    ctx.upstream.graphql<NextDueAnswer>(ctx.call, {
      query: NEXT_DUE_QUERY,
      operationName: 'FattureProssimaScadenza',
      variables: {
        idanagrafica: scope,
        idSedi,
        statoPagamento: UNPAID_STATES,
        dataScadenzaDal: today,
      },
    }),
  ]);
  // Only a bill due today or later is the next due one: a data service that ignored the due-date
  // filter would otherwise answer the oldest overdue bill again.
  const first = next.fatture.nodes.find(
    (n) => ctx.authz.owns(n.idanagrafica) && (day(n.dataScadenza) ?? '') >= today,
  );
  return {
    period,
    spend: spend.fatture,
    unpaid: unpaid.fatture,
    overdue: overdue.fatture,
    next: first,
  };
}

const STATES = Object.keys(SUPPLY_STATES) as OverviewSupplyState[];

export const overviewQueries = {
  async commodityOverview(
    _: unknown,
    args: { utility: Utility; registryId?: string | null; allRegistries?: boolean | null },
    ctx: ApiContext,
    info?: SelectionInfo,
  ) {
    const scope = listScope(ctx, args.registryId, args.allRegistries);
    const { utility } = args;
    const today = romeToday();
    // Only a query that shows the forecast pays its call; a failure of it leaves the rest answered.
    const withForecast = info === undefined || selectedNames(info, []).has('yearForecast');
    const [all, byState, conventionFound, registryAnnual, invoices, sites, forecast] =
      await Promise.all([
        supplyTotals(ctx, scope, utility, null),
        Promise.all(STATES.map((state) => supplyTotals(ctx, scope, utility, state))),
        convention(ctx, scope, utility),
        utility === 'POWER' ? registryConsumption(ctx, scope) : Promise.resolve(null),
        invoiceTotals(ctx, scope, utility, today),
        sitesOf(ctx.authz, scope, utility),
        withForecast
          ? yearForecast(ctx.authz, scope, utility, today).catch((error: unknown) => {
              const { code } = classifyError(error);
              if (code === 'UNAUTHENTICATED' || code === 'RATE_LIMITED') throw error;
              ctx.call.log.warn({ err: error }, 'overview year forecast unavailable');
              return null;
            })
          : null,
      ]);
    const active = byState[STATES.indexOf('ACTIVE')];
    const first = invoices.next;
    const dueDate = day(first?.dataScadenza);
    return {
      utility,
      supplyCount: all.totalCount,
      suppliesByStatus: STATES.map((status, i) => ({
        status,
        count: byState[i]?.totalCount ?? 0,
      })).filter((s) => s.count > 0),
      siteCount: sites.length,
      annualConsumption: Math.round(active?.totaleConsumoAnnuo ?? 0),
      unit: utility === 'GAS' ? ('SMC' as const) : ('KWH' as const),
      registryAnnualConsumption: registryAnnual,
      spendFrom: invoices.period.from,
      spendTo: invoices.period.to,
      invoiceCount: invoices.spend.totalCount,
      annualSpend: round2(invoices.spend.totaleImporto ?? 0),
      unpaidCount: invoices.unpaid?.totalCount ?? 0,
      amountToPay: round2(invoices.unpaid?.totaleDaPagare ?? 0),
      overdueCount: invoices.overdue?.totalCount ?? 0,
      overdueAmount: round2(invoices.overdue?.totaleDaPagare ?? 0),
      nextDue:
        first && dueDate
          ? {
              invoiceId: String(first.idfattura),
              documentNumber: first.numeroFattura,
              dueDate,
              amountToPay: round2(first.totaleApagare ?? 0),
            }
          : null,
      convention: conventionFound,
      yearForecast: forecast,
    };
  },
};
