// The supplies a load curve can be drawn for: supplies(utility, search, registry scope, first: 20)
// of docs/api.md, searched by the picker (acme has 1,400 light points at the large scale), and the
// chosen one by id, which may not be among the 20 found.
import { graphql } from '@/graphql/generated/index.ts';
import type { CurveSuppliesQueryVariables, CurveSupplyQuery } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

/** Supplies offered at once: the `first` written into the document below. */
export const SUPPLY_CHOICES = 20;

export const CURVE_SUPPLIES_QUERY = graphql(`
  query CurveSupplies(
    $utility: Utility
    $search: String
    $registryId: ID
    $allRegistries: Boolean
  ) {
    supplies(
      utility: $utility
      search: $search
      registryId: $registryId
      allRegistries: $allRegistries
      first: 20
    ) {
      totalCount
      nodes {
        id
        pointId
        address
        locality
      }
    }
  }
`);

export const CURVE_SUPPLY_QUERY = graphql(`
  query CurveSupply($id: ID!) {
    supply(id: $id) {
      id
      pointId
      address
      locality
    }
  }
`);

export type CurveSupply = CurveSupplyQuery['supply'];

export function useCurveSupplies(request: CurveSuppliesQueryVariables | null) {
  return useQuery(CURVE_SUPPLIES_QUERY, request, {
    keepPreviousData: true,
  });
}

export function useCurveSupply(id: string | null) {
  return useQuery(CURVE_SUPPLY_QUERY, id ? { id } : null);
}
