// The supplies a business convention covers (§3 businessConvention*, §7 contratti with
// hasBusinessConvention): what a convention's invoices are of, for the invoices filter's
// underConvention.
import type { Authorizer } from '../authz/authorizer.ts';
import { codUtilityOf, type Utility } from '../graphql/mapping.ts';

export const CONVENTION_ROWS_QUERY = `query ConventionRows($idanagrafica: [Int!], $codUtility: CodUtility, $first: Int, $offset: Int) {
  contratti(idanagrafica: $idanagrafica, codUtility: $codUtility, hasBusinessConvention: true, first: $first, offset: $offset) {
    totalCount nodes { idanagrafica idfornitura idsede }
  }
}`;

const ROWS_PAGE = 500;

/**
 * The supplies (and their sites) of registries that are under a business convention for a
 * commodity (§7 contratti with hasBusinessConvention): what the convention's invoices are of.
 */
export async function conventionSupplies(
  authz: Authorizer,
  registries: readonly number[],
  utility: Utility,
): Promise<{ idfornitura: number; idsede: number }[]> {
  if (registries.length === 0) return [];
  const out = new Map<number, number>();
  for (let offset = 0; ; offset += ROWS_PAGE) {
    const data = await authz.upstream.graphql<{
      contratti: {
        totalCount: number;
        nodes: { idanagrafica: number; idfornitura: number | null; idsede: number }[];
      };
    }>(authz.call, {
      query: CONVENTION_ROWS_QUERY,
      operationName: 'ConventionRows',
      variables: {
        idanagrafica: [...registries],
        codUtility: codUtilityOf(utility),
        first: ROWS_PAGE,
        offset,
      },
    });
    for (const row of data.contratti.nodes)
      if (row.idfornitura != null && authz.owns(row.idanagrafica))
        out.set(row.idfornitura, row.idsede);
    if (offset + ROWS_PAGE >= data.contratti.totalCount) break;
  }
  return [...out].map(([idfornitura, idsede]) => ({ idfornitura, idsede }));
}
