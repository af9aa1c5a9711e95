// The customer's supplies (§3 forniture): the list by utility and green energy, and one supply.
import type { ApiContext } from '../../graphql/context.ts';
import { parseId, parsePaging } from '../../graphql/inputs.ts';
import { codUtilityOf, type Utility } from '../../graphql/mapping.ts';
import type { Page } from '../../graphql/upstream-records.ts';
import { toSupply } from './mapping.ts';
import { ownedSupply, primeSupply } from './ownership.ts';
import { FORNITURE_QUERY, type FornituraRecord } from './upstream.ts';

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
  for (const f of nodes) primeSupply(ctx.authz, f);
  return { totalCount: data.forniture.totalCount, nodes };
}

export const supplyQueries = {
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
    return toSupply(await ownedSupply(ctx.authz, parseId(args.id, 'id')));
  },
};
