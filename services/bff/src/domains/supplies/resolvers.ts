// The customer's supplies (§3 forniture): the list by utility, green energy, search text, §4
// status, site and registries, with the green totals of the whole filtered set,
// and one supply.
import type { ApiContext } from '../../graphql/context.ts';
import { parseId, parsePaging } from '../../graphql/inputs.ts';
import { selectedNames, type SelectionInfo } from '../../graphql/selection.ts';
import {
  type FornituraPage,
  FORNITURE_QUERY,
  FORNITURE_TOTALS_QUERY,
  type FornitureVariables,
  ownedSupply,
  primeSupply,
} from '../../scope/supplies.ts';
import { supplyListVariables, type SupplyListArgs } from './filter.ts';
import { toSupply } from './mapping.ts';

export async function fetchSupplies(
  ctx: ApiContext,
  vars: FornitureVariables,
  totals = false,
): Promise<FornituraPage> {
  const data = await ctx.upstream.graphql<{ forniture: FornituraPage }>(ctx.call, {
    query: totals ? FORNITURE_TOTALS_QUERY : FORNITURE_QUERY,
    operationName: 'Forniture',
    variables: vars,
  });
  // The data service trusts its caller; keep only what belongs to the session all the same.
  const nodes = data.forniture.nodes.filter((f) => ctx.authz.owns(f.idanagrafica));
  for (const f of nodes) primeSupply(ctx.authz, f);
  return { ...data.forniture, nodes };
}

const TOTALS = ['totalCo2AvoidedKg', 'averageRenewablePercent'];
const totalsWanted = new WeakMap<object, boolean>();

/** Whether a supplies query selects the green totals: upstream sums them only then. */
function wantsTotals(info: SelectionInfo | undefined): boolean {
  const key = info?.fieldNodes[0];
  if (!info || !key) return false;
  let wanted = totalsWanted.get(key);
  if (wanted === undefined) {
    const names = selectedNames(info, []);
    wanted = TOTALS.some((name) => names.has(name));
    totalsWanted.set(key, wanted);
  }
  return wanted;
}

export const supplyQueries = {
  async supplies(
    _: unknown,
    args: SupplyListArgs & { first?: number | null; offset?: number | null },
    ctx: ApiContext,
    info?: SelectionInfo,
  ) {
    const { first, offset } = parsePaging(args.first, args.offset);
    const filter = await supplyListVariables(args, ctx);
    const result = await fetchSupplies(ctx, { ...filter, first, offset }, wantsTotals(info));
    return {
      totalCount: result.totalCount,
      nodes: result.nodes.map(toSupply),
      totalCo2AvoidedKg: result.totaleCo2EvitataKg ?? 0,
      averageRenewablePercent: result.mediaPercentualeRinnovabile ?? null,
    };
  },

  async supply(_: unknown, args: { id: string }, ctx: ApiContext) {
    return toSupply(await ownedSupply(ctx.authz, parseId(args.id, 'id')));
  },
};
