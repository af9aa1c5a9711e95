// Operations on the customer's supplies with their state history, latest change first.
import type { ApiContext } from '../../graphql/context.ts';
import { parseId, parsePaging } from '../../graphql/inputs.ts';
import type { Page } from '../../graphql/upstream-records.ts';
import { ownedSupply } from '../supplies/ownership.ts';
import { toOperation } from './mapping.ts';
import { OPERAZIONI_QUERY, type OperazioneRecord } from './upstream.ts';

export const operationQueries = {
  async operations(
    _: unknown,
    args: { supplyId?: string | null; first?: number | null; offset?: number | null },
    ctx: ApiContext,
  ) {
    const { first, offset } = parsePaging(args.first, args.offset);
    const idfornitura = args.supplyId
      ? (await ownedSupply(ctx.authz, parseId(args.supplyId, 'supplyId'))).idfornitura
      : undefined;
    const data = await ctx.upstream.graphql<{ operazioni: Page<OperazioneRecord> }>(ctx.call, {
      query: OPERAZIONI_QUERY,
      operationName: 'Operazioni',
      variables: {
        idanagrafica: ctx.authz.scope(),
        idfornitura,
        first,
        offset,
        sort: 'dataUltimoAggiornamento:desc',
      },
    });
    const nodes = data.operazioni.nodes.filter((o) => ctx.authz.owns(o.idanagrafica));
    return { totalCount: data.operazioni.totalCount, nodes: nodes.map(toOperation) };
  },
};
