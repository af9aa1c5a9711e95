// The retail home (§2 /retail) in one request: bills to pay, supplies, the latest notifications
// and each supply's next bill estimated (forecast.ts).
import { classifyError } from '../../errors/classify.ts';
import type { ApiContext } from '../../graphql/context.ts';
import { romeToday } from '../../graphql/inputs.ts';
import { selectedNames, type SelectionInfo } from '../../graphql/selection.ts';
import { UPSTREAM_PAYMENT_STATE } from '../../scope/invoice-filter.ts';
import { toInvoice } from '../invoices/mapping.ts';
import { fetchInvoices } from '../invoices/resolvers.ts';
import { toNotification } from '../notifications/mapping.ts';
import { fetchNotifications } from '../notifications/resolvers.ts';
import { toSupply } from '../supplies/mapping.ts';
import { fetchSupplies } from '../supplies/resolvers.ts';
import { billForecasts, forecastBills } from './forecast.ts';

const DASHBOARD_BILLS = 50;
const DASHBOARD_NOTIFICATIONS = 5;

/**
 * The forecasts are an extra: when their upstream calls fail the dashboard is answered without
 * them (null); a session that ends still ends the request.
 */
function unavailable(ctx: ApiContext) {
  return (error: unknown): null => {
    const { code } = classifyError(error);
    if (code === 'UNAUTHENTICATED' || code === 'RATE_LIMITED') throw error;
    ctx.call.log.warn({ err: error }, 'retail dashboard forecasts unavailable');
    return null;
  };
}

export const dashboardQueries = {
  /** One request for the retail home (§2 /retail): bills to pay, supplies and the latest notifications. */
  async retailDashboard(_: unknown, __: unknown, ctx: ApiContext, info?: SelectionInfo) {
    const scope = ctx.authz.scope();
    const today = romeToday();
    // Only a query that shows the forecasts pays their calls.
    const withForecasts = info === undefined || selectedNames(info, []).has('forecasts');
    const [bills, supplies, notifications, pastBills] = await Promise.all([
      fetchInvoices(ctx, {
        idanagrafica: scope,
        statoPagamento: [
          UPSTREAM_PAYMENT_STATE.TO_PAY,
          UPSTREAM_PAYMENT_STATE.OVERDUE,
          UPSTREAM_PAYMENT_STATE.PARTIALLY_PAID,
        ],
        first: DASHBOARD_BILLS,
        offset: 0,
        sort: 'DUE_DATE_ASC',
      }),
      fetchSupplies(ctx, { idanagrafica: scope, first: 50, offset: 0 }),
      fetchNotifications(ctx, { idanagrafica: scope, first: DASHBOARD_NOTIFICATIONS, offset: 0 }),
      withForecasts ? forecastBills(ctx, scope, today).catch(unavailable(ctx)) : null,
    ]);
    const billsToPay = bills.nodes.map(toInvoice);
    const forecasts = pastBills
      ? await billForecasts(ctx, supplies.nodes, pastBills).catch(unavailable(ctx))
      : null;
    return {
      billsToPay,
      totalToPay: Math.round(billsToPay.reduce((s, i) => s + i.amountToPay, 0) * 100) / 100,
      supplies: supplies.nodes.map(toSupply),
      notifications: notifications.nodes.map(toNotification),
      forecasts,
    };
  },
};
