// The supplies a load curve can be drawn for: supplies(utility, search, registry scope, first: 20)
// of docs/api.md, searched by the picker (acme has 1,400 light points at the large scale), and the
// chosen one by id, which may not be among the 20 found.
import useSWR from 'swr';
import { graphql } from '@/graphql/generated/index.ts';
import type {
  CurveSuppliesQuery,
  CurveSuppliesQueryVariables,
  CurveSupplyQuery,
  CurveSupplyQueryVariables,
} from '@/graphql/generated/graphql.ts';
import { graphqlFetcher, type GraphQLKey } from '@/lib/graphql.ts';

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
  return useSWR<
    CurveSuppliesQuery,
    Error,
    GraphQLKey<CurveSuppliesQuery, CurveSuppliesQueryVariables> | null
  >(request ? ([CURVE_SUPPLIES_QUERY, request] as const) : null, graphqlFetcher, {
    keepPreviousData: true,
  });
}

export function useCurveSupply(id: string | null) {
  return useSWR<
    CurveSupplyQuery,
    Error,
    GraphQLKey<CurveSupplyQuery, CurveSupplyQueryVariables> | null
  >(id ? ([CURVE_SUPPLY_QUERY, { id }] as const) : null, graphqlFetcher);
}
