// The business dashboard (§2 /corporate, /pa, /pa-non-conv, /consortia) in one request:
// for each commodity the menu shows (§4 section flags), the bills to pay and overdue, the supplies
// by §4 status, the open operations and the year's cost so far and at its end; then the latest
// notifications and export jobs. Counts
// only, asked in parallel (upstream.ts). A block whose upstream call fails is null and named in
// `unavailable`; the rest of the dashboard is answered. A session that ends fails the whole request.
import { menuEntries, menuEntryArea } from '@portal/shared/menu';
import { COMMODITY_UTILITY, SUPPLY_KINDS } from '@portal/shared/pages';
import { resolveSegment } from '@portal/shared/segment';
import { CONTRACT_STATUS_CODES, type ContractStatusCode } from '@portal/shared/status';
import type { ApiContext } from '../../graphql/context.ts';
import { classifyError } from '../../errors/classify.ts';
import { dayBefore, romeToday } from '../../graphql/inputs.ts';
import { selectedNames, type SelectionInfo } from '../../graphql/selection.ts';
import { codUtilityOf, type Utility } from '../../graphql/mapping.ts';
import { listScope } from '../../scope/registries.ts';
import { sitesOf } from '../../scope/sites.ts';
import { selectedRegistry } from '../../session/types.ts';
import { yearForecast } from '../consumption/year-forecast.ts';
import { toExportJob } from '../exports/mapping.ts';
import { exportJobs } from '../exports/ownership.ts';
import { toNotification } from '../notifications/mapping.ts';
import { fetchNotifications } from '../notifications/resolvers.ts';
import {
  BILL_FIGURES_QUERY,
  OPEN_OPERATION_STATES,
  OPEN_OPERATIONS_QUERY,
  SUPPLY_COUNTS_QUERY,
  SUPPLY_STATUSES,
  supplyStatusAlias,
  UNPAID_STATES,
  type BillFiguresAnswer,
  type OpenOperationsAnswer,
  type SupplyCountsAnswer,
} from './upstream.ts';

export type DashboardBlock =
  'BILLS' | 'SUPPLIES' | 'OPERATIONS' | 'COSTS' | 'NOTIFICATIONS' | 'EXPORTS';

/** Notifications and export jobs the dashboard lists. */
export const LATEST_NOTIFICATIONS = 3;
export const LATEST_EXPORT_JOBS = 3;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The commodities whose gas or light area the menu shows (§2 menu, §4 section flags), in the
 * menu's order: the page and the menu agree (hasSupplyFor in packages/shared/src/menu.ts).
 */
function commoditiesOf(ctx: ApiContext): Utility[] {
  const { session } = ctx;
  const segment = resolveSegment({
    user: session.user,
    selectedRegistry: selectedRegistry(session),
  });
  const areas = menuEntries(session.sections).map((entry) => menuEntryArea(entry, segment));
  return SUPPLY_KINDS.filter((commodity) => areas.includes(commodity))
    .sort((a, b) => areas.indexOf(a) - areas.indexOf(b))
    .map((commodity) => COMMODITY_UTILITY[commodity]);
}

async function billsOf(ctx: ApiContext, scope: number[], utility: Utility) {
  // A business site has one commodity: a commodity's bills are those of its sites (sites.ts).
  const sites = await sitesOf(ctx.authz, scope, utility);
  if (sites.length === 0) {
    return { toPay: { count: 0, amount: 0 }, overdue: { count: 0, amount: 0 } };
  }
  const data = await ctx.upstream.graphql<BillFiguresAnswer>(ctx.call, {
    query: BILL_FIGURES_QUERY,
    operationName: 'FattureDaPagare',
    variables: {
      idanagrafica: scope,
      idSedi: [...new Set(sites.map((s) => s.idsede))],
      daPagare: UNPAID_STATES,
      scadutiAl: dayBefore(romeToday()),
    },
  });
  return {
    toPay: { count: data.daPagare.totalCount, amount: round2(data.daPagare.totaleDaPagare) },
    overdue: { count: data.scadute.totalCount, amount: round2(data.scadute.totaleDaPagare) },
  };
}

async function suppliesOf(ctx: ApiContext, scope: number[], utility: Utility) {
  const data = await ctx.upstream.graphql<SupplyCountsAnswer>(ctx.call, {
    query: SUPPLY_COUNTS_QUERY,
    operationName: 'FornitureStati',
    variables: { idanagrafica: scope, codUtility: codUtilityOf(utility) },
  });
  const totalCount = data.tutte?.totalCount ?? 0;
  const byStatus: Array<{ status: ContractStatusCode; count: number }> = SUPPLY_STATUSES.map(
    (key, i) => ({
      status: CONTRACT_STATUS_CODES[key],
      count: data[supplyStatusAlias(i)]?.totalCount ?? 0,
    }),
  );
  // §4: a status the table does not name is its last row, UNKNOWN.
  const unknown = totalCount - byStatus.reduce((sum, s) => sum + s.count, 0);
  if (unknown > 0) byStatus.push({ status: CONTRACT_STATUS_CODES.unknown, count: unknown });
  return { totalCount, byStatus: byStatus.filter((s) => s.count > 0) };
}

async function operationsOf(ctx: ApiContext, scope: number[], utility: Utility) {
  const data = await ctx.upstream.graphql<OpenOperationsAnswer>(ctx.call, {
    query: OPEN_OPERATIONS_QUERY,
    operationName: 'OperazioniAperte',
    variables: {
      idanagrafica: scope,
      codUtility: codUtilityOf(utility),
      trasmessa: OPEN_OPERATION_STATES.trasmessa,
      inLavorazione: OPEN_OPERATION_STATES.inLavorazione,
    },
  });
  const byState = [
    { state: 'TRANSMITTED' as const, count: data.trasmesse.totalCount },
    { state: 'PROCESSING' as const, count: data.inLavorazione.totalCount },
  ];
  return {
    openCount: byState.reduce((sum, s) => sum + s.count, 0),
    byState: byState.filter((s) => s.count > 0),
  };
}

async function notificationsOf(ctx: ApiContext, scope: number[]) {
  const result = await fetchNotifications(ctx, {
    idanagrafica: scope,
    first: LATEST_NOTIFICATIONS,
    offset: 0,
  });
  return { unreadCount: result.unreadCount, latest: result.nodes.map(toNotification) };
}

async function exportsOf(ctx: ApiContext) {
  // Upstream lists the jobs of the signed-in user (docs/upstream-contract.md), whichever registry.
  const jobs = await exportJobs(ctx.authz);
  const latest = [...jobs]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, LATEST_EXPORT_JOBS)
    .map(toExportJob);
  return { totalCount: jobs.length, latest };
}

export const businessDashboardQueries = {
  async businessDashboard(
    _: unknown,
    args: { registryId?: string | null; allRegistries?: boolean | null },
    ctx: ApiContext,
    info?: SelectionInfo,
  ) {
    const scope = listScope(ctx, args.registryId, args.allRegistries);
    // The year's cost (one monthly-totals read a commodity, in the first batch) only when shown.
    const withCosts =
      info === undefined || selectedNames(info, ['commodities']).has('yearForecast');
    const today = romeToday();
    const unavailable = new Set<DashboardBlock>();
    /** A block's answer, or null when its upstream call failed; an ended session ends the request. */
    const block = async <T>(name: DashboardBlock, work: () => Promise<T>): Promise<T | null> => {
      try {
        return await work();
      } catch (error) {
        const { code } = classifyError(error);
        if (code === 'UNAUTHENTICATED' || code === 'RATE_LIMITED') throw error;
        ctx.call.log.warn({ err: error, block: name }, 'business dashboard block unavailable');
        unavailable.add(name);
        return null;
      }
    };
    const [commodities, notifications, exports] = await Promise.all([
      Promise.all(
        commoditiesOf(ctx).map(async (utility) => {
          const [bills, supplies, operations, costs] = await Promise.all([
            block('BILLS', () => billsOf(ctx, scope, utility)),
            block('SUPPLIES', () => suppliesOf(ctx, scope, utility)),
            block('OPERATIONS', () => operationsOf(ctx, scope, utility)),
            withCosts ? block('COSTS', () => yearForecast(ctx.authz, scope, utility, today)) : null,
          ]);
          return { utility, bills, supplies, operations, yearForecast: costs };
        }),
      ),
      block('NOTIFICATIONS', () => notificationsOf(ctx, scope)),
      block('EXPORTS', () => exportsOf(ctx)),
    ]);
    const order: DashboardBlock[] = [
      'BILLS',
      'SUPPLIES',
      'OPERATIONS',
      'COSTS',
      'NOTIFICATIONS',
      'EXPORTS',
    ];
    return {
      registryIds: scope.map(String),
      commodities,
      notifications,
      exports,
      unavailable: order.filter((name) => unavailable.has(name)),
    };
  },
};
