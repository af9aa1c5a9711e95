// Contract lines (§3 contratti): the list by utility, supply and business convention, and the
// detail with its supply and latest invoices.
import type { CodUtility } from '@portal/shared/types/contract';
import type { ApiContext } from '../../graphql/context.ts';
import { parseId, parsePaging } from '../../graphql/inputs.ts';
import { codUtilityOf, type Utility } from '../../graphql/mapping.ts';
import type { Page } from '../../graphql/upstream-records.ts';
import { ownedSupply } from '../../scope/supplies.ts';
import { toInvoice } from '../invoices/mapping.ts';
import { fetchInvoices } from '../invoices/resolvers.ts';
import { toSupply } from '../supplies/mapping.ts';
import { toContract } from './mapping.ts';
import { ownedContract } from './ownership.ts';
import { CONTRATTI_QUERY, type ContractRecord } from './upstream.ts';

export async function fetchContracts(
  ctx: ApiContext,
  vars: {
    idanagrafica: number[];
    codUtility?: CodUtility;
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

export const contractQueries = {
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
      ? (await ownedSupply(ctx.authz, parseId(args.supplyId, 'supplyId'))).idsede
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
    return { record: await ownedContract(ctx.authz, parseId(args.id, 'id')) };
  },
};

const RECENT_INVOICES = 5;

export const contractDetailFields = {
  contract: (parent: { record: ContractRecord }) => toContract(parent.record),
  async supply(parent: { record: ContractRecord }, _: unknown, ctx: ApiContext) {
    const id = parent.record.idfornitura;
    if (id == null) return null;
    const found = await ownedSupply(ctx.authz, id).catch(() => null);
    return found ? toSupply(found) : null;
  },
  async recentInvoices(parent: { record: ContractRecord }, _: unknown, ctx: ApiContext) {
    const c = parent.record;
    // A site may hold several points: the contract's bills are its own point's (its supply).
    const result = await fetchInvoices(ctx, {
      idanagrafica: [c.idanagrafica],
      idSedi: c.idsede == null ? undefined : [c.idsede],
      idForniture: c.idfornitura == null ? undefined : [c.idfornitura],
      first: RECENT_INVOICES,
      offset: 0,
      sort: 'ISSUE_DATE_DESC',
    });
    return result.nodes.filter((f) => f.codUtility === c.codUtility).map(toInvoice);
  },
};
