// Supplies, contracts, the registry and the retail dashboard: the pages that describe what the
// customer has. Every id argument passes through the Authorizer first.
import { notFound } from '../api-error.ts';
import type { ApiContext } from '../context.ts';
import { parseId, parsePaging } from '../inputs.ts';
import {
  codUtilityOf,
  toContract,
  toInvoice,
  toNotification,
  toRegistry,
  toSupply,
  type ContractRecord,
  type Utility,
} from '../mappers.ts';
import {
  ANAGRAFICA_QUERY,
  CONTRATTI_QUERY,
  FORNITURE_QUERY,
  NOTIFICHE_QUERY,
} from '../upstream-queries.ts';
import type { FornituraRecord, NotificaRecord, Page } from '../upstream-types.ts';
import type { Anagrafica } from '@portal/shared/types/registry';
import { fetchInvoices, UPSTREAM_PAYMENT_STATE } from './invoices.ts';

const DASHBOARD_BILLS = 50;
const DASHBOARD_NOTIFICATIONS = 5;

export async function fetchSupplies(
  ctx: ApiContext,
  vars: {
    idanagrafica: number[];
    codUtility?: 'Gas' | 'Power';
    energiaVerde?: boolean;
    first: number;
    offset: number;
  },
): Promise<Page<FornituraRecord>> {
  const data = await ctx.upstream.graphql<{ forniture: Page<FornituraRecord> }>(ctx.call, {
    query: FORNITURE_QUERY,
    operationName: 'Forniture',
    variables: vars,
  });
  const nodes = data.forniture.nodes.filter((f) => ctx.authz.owns(f.idanagrafica));
  for (const f of nodes) ctx.authz.primeSupply(f);
  return { totalCount: data.forniture.totalCount, nodes };
}

export async function fetchNotifications(
  ctx: ApiContext,
  vars: { idanagrafica: number[]; letta?: boolean; first: number; offset: number },
) {
  const data = await ctx.upstream.graphql<{
    notifiche: Page<NotificaRecord> & { nonLette?: number };
  }>(ctx.call, {
    query: NOTIFICHE_QUERY,
    operationName: 'Notifiche',
    variables: vars,
  });
  const nodes = data.notifiche.nodes.filter((n) => ctx.authz.owns(n.idanagrafica));
  return {
    totalCount: data.notifiche.totalCount,
    unreadCount: data.notifiche.nonLette ?? nodes.filter((n) => !n.letta).length,
    nodes,
  };
}

export async function fetchContracts(
  ctx: ApiContext,
  vars: {
    idanagrafica: number[];
    codUtility?: 'Gas' | 'Power';
    idsede?: number;
    hasBusinessConvention?: boolean;
    canInsertLettura?: boolean;
    first: number;
    offset: number;
  },
): Promise<Page<ContractRecord>> {
  const data = await ctx.upstream.graphql<{ contratti: Page<ContractRecord> }>(ctx.call, {
    query: CONTRATTI_QUERY,
    operationName: 'Contratti',
    variables: vars,
  });
  return {
    totalCount: data.contratti.totalCount,
    nodes: data.contratti.nodes.filter((c) => ctx.authz.owns(c.idanagrafica)),
  };
}

export const supplyQueries = {
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

  async supplies(
    _: unknown,
    args: {
      utility?: Utility | null;
      greenEnergy?: boolean | null;
      first?: number | null;
      offset?: number | null;
    },
    ctx: ApiContext,
  ) {
    const { first, offset } = parsePaging(args.first, args.offset);
    const result = await fetchSupplies(ctx, {
      idanagrafica: ctx.authz.scope(),
      codUtility: args.utility ? codUtilityOf(args.utility) : undefined,
      energiaVerde: args.greenEnergy ?? undefined,
      first,
      offset,
    });
    return { totalCount: result.totalCount, nodes: result.nodes.map(toSupply) };
  },

  async supply(_: unknown, args: { id: string }, ctx: ApiContext) {
    return toSupply(await ctx.authz.supply(parseId(args.id, 'id')));
  },

  async contracts(
    _: unknown,
    args: {
      utility?: Utility | null;
      supplyId?: string | null;
      businessConvention?: boolean | null;
      first?: number | null;
      offset?: number | null;
    },
    ctx: ApiContext,
  ) {
    const { first, offset } = parsePaging(args.first, args.offset);
    const idsede = args.supplyId
      ? (await ctx.authz.supply(parseId(args.supplyId, 'supplyId'))).idsede
      : undefined;
    const result = await fetchContracts(ctx, {
      idanagrafica: ctx.authz.scope(),
      codUtility: args.utility ? codUtilityOf(args.utility) : undefined,
      idsede,
      hasBusinessConvention: args.businessConvention ?? undefined,
      first,
      offset,
    });
    return { totalCount: result.totalCount, nodes: result.nodes.map(toContract) };
  },

  async contract(_: unknown, args: { id: string }, ctx: ApiContext) {
    return { record: await ctx.authz.contract(parseId(args.id, 'id')) };
  },

  /** The registry page (§3 anagrafica with aidIndici and fatturaDigitale); default the selected registry. */
  async registry(_: unknown, args: { id?: string | null }, ctx: ApiContext) {
    const id = args.id ? ctx.authz.registry(parseId(args.id, 'id')) : ctx.authz.scope()[0];
    if (id === undefined) throw notFound('Registry');
    const data = await ctx.upstream.graphql<{ anagrafica: Anagrafica | null }>(ctx.call, {
      query: ANAGRAFICA_QUERY,
      operationName: 'Anagrafica',
      variables: { idanagrafica: id },
    });
    if (!data.anagrafica) throw notFound('Registry');
    return toRegistry(data.anagrafica);
  },
};

const RECENT_INVOICES = 5;

export const contractDetailFields = {
  contract: (parent: { record: ContractRecord }) => toContract(parent.record),
  async supply(parent: { record: ContractRecord }, _: unknown, ctx: ApiContext) {
    const id = parent.record.idfornitura;
    if (id == null) return null;
    const found = await ctx.authz.supply(id).catch(() => null);
    return found ? toSupply(found) : null;
  },
  async recentInvoices(parent: { record: ContractRecord }, _: unknown, ctx: ApiContext) {
    const c = parent.record;
    const result = await fetchInvoices(ctx, {
      idanagrafica: [c.idanagrafica],
      idSedi: c.idsede == null ? undefined : [c.idsede],
      first: RECENT_INVOICES,
      offset: 0,
      sort: 'ISSUE_DATE_DESC',
    });
    return result.nodes.filter((f) => f.codUtility === c.codUtility).map(toInvoice);
  },
};
