// The retail home (§2 /retail) in one request: bills to pay, supplies and the latest notifications.
import type { ApiContext } from '../../graphql/context.ts';
import { UPSTREAM_PAYMENT_STATE } from '../../scope/invoice-filter.ts';
import { toInvoice } from '../invoices/mapping.ts';
import { fetchInvoices } from '../invoices/resolvers.ts';
import { toNotification } from '../notifications/mapping.ts';
import { fetchNotifications } from '../notifications/resolvers.ts';
import { toSupply } from '../supplies/mapping.ts';
import { fetchSupplies } from '../supplies/resolvers.ts';

const DASHBOARD_BILLS = 50;
const DASHBOARD_NOTIFICATIONS = 5;

export const dashboardQueries = {
  /** One request for the retail home (§2 /retail): bills to pay, supplies and the latest notifications. */
  async retailDashboard(_: unknown, __: unknown, ctx: ApiContext) {
    const scope = ctx.authz.scope();
    const [bills, supplies, notifications] = await Promise.all([
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
    ]);
    const billsToPay = bills.nodes.map(toInvoice);
    return {
      billsToPay,
      totalToPay: Math.round(billsToPay.reduce((s, i) => s + i.amountToPay, 0) * 100) / 100,
      supplies: supplies.nodes.map(toSupply),
      notifications: notifications.nodes.map(toNotification),
    };
  },
};
