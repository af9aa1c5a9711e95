// Operations on the customer's supplies with their state history, latest change first: of the
// selected registry, one named or all of the segment's (a consortium's members), narrowed by
// commodity, supply, state, type and the days they were opened.
import type { ApiContext } from '../../graphql/context.ts';
import { parsePaging } from '../../graphql/inputs.ts';
import { registryLanguage } from '../../session/types.ts';
import type { Page } from '../../graphql/upstream-records.ts';
import { upstreamOperationFilter, type OperationFilterArgs } from './filter.ts';
import { toOperation } from './mapping.ts';
import { OPERAZIONI_QUERY, type OperazioneRecord } from './upstream.ts';

export const operationQueries = {
  async operations(
    _: unknown,
    args: OperationFilterArgs & { first?: number | null; offset?: number | null },
    ctx: ApiContext,
  ) {
    const { first, offset } = parsePaging(args.first, args.offset);
    const filter = await upstreamOperationFilter(args, ctx);
    const data = await ctx.upstream.graphql<{ operazioni: Page<OperazioneRecord> }>(ctx.call, {
      query: OPERAZIONI_QUERY,
      operationName: 'Operazioni',
      variables: { ...filter, first, offset, sort: 'dataUltimoAggiornamento:desc' },
    });
    const nodes = data.operazioni.nodes.filter((o) => ctx.authz.owns(o.idanagrafica));
    return {
      totalCount: data.operazioni.totalCount,
      nodes: nodes.map((o) => toOperation(o, registryLanguage(ctx.call.session, o.idanagrafica))),
    };
  },
};
