// Supply-management requests (§2 /retail/myUtilities/manageUts/...): the list with state
// history and a new request, validated by rules.ts before it goes upstream.
import type { ApiContext } from '../../graphql/context.ts';
import { parseId, parsePaging, romeToday } from '../../graphql/inputs.ts';
import type { Page } from '../../graphql/upstream-records.ts';
import { ownedSupply } from '../supplies/ownership.ts';
import {
  supplyChangeInput,
  toSupplyChangeRequest,
  type SupplyChangeArgs,
  type SupplyChangeKind,
} from './rules.ts';
import {
  CREA_RICHIESTA_MUTATION,
  RICHIESTE_QUERY,
  type RichiestaGestioneRecord,
} from './upstream.ts';

export const supplyChangeQueries = {
  /** Supply-management requests (§2 manageUts pages) with their state history, newest first. */
  async supplyChangeRequests(
    _: unknown,
    args: { supplyId?: string | null; first?: number | null; offset?: number | null },
    ctx: ApiContext,
  ) {
    const { first, offset } = parsePaging(args.first, args.offset);
    const idfornitura = args.supplyId
      ? (await ownedSupply(ctx.authz, parseId(args.supplyId, 'supplyId'))).idfornitura
      : undefined;
    const data = await ctx.upstream.graphql<{ richiesteGestione: Page<RichiestaGestioneRecord> }>(
      ctx.call,
      {
        query: RICHIESTE_QUERY,
        operationName: 'RichiesteGestione',
        variables: { idanagrafica: ctx.authz.scope(), idfornitura, first, offset },
      },
    );
    const nodes = data.richiesteGestione.nodes.filter((r) => ctx.authz.owns(r.idanagrafica));
    return {
      totalCount: data.richiesteGestione.totalCount,
      nodes: nodes.map((r) => toSupplyChangeRequest(r)),
    };
  },
};

export const supplyChangeMutations = {
  async requestSupplyChange(
    _: unknown,
    args: { supplyId: string; kind: SupplyChangeKind; input: SupplyChangeArgs },
    ctx: ApiContext,
  ) {
    const supply = await ownedSupply(ctx.authz, parseId(args.supplyId, 'supplyId'));
    const input = supplyChangeInput(args.kind, args.input, supply, romeToday());
    const data = await ctx.upstream.graphql<{ creaRichiestaGestione: RichiestaGestioneRecord }>(
      ctx.call,
      {
        query: CREA_RICHIESTA_MUTATION,
        operationName: 'CreaRichiestaGestione',
        variables: {
          input: { idanagrafica: supply.idanagrafica, idfornitura: supply.idfornitura, ...input },
        },
      },
    );
    return toSupplyChangeRequest(data.creaRichiestaGestione, args.kind);
  },
};
