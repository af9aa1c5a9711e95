// supplies(utility, greenEnergy, search, status, siteId, registryId, allRegistries, first, offset)
// of docs/api.md: one page of a commodity's supplies for the business supplies page, and of its
// green supplies with the totals of all of them for the green energy page.
import { graphql } from '@/graphql/generated/index.ts';
import type { SupplyListQueryVariables } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';
import type { SupplyFilter, Utility } from './types.ts';

/** Supplies on one page: the `first` written into the documents below (a test keeps them equal). */
export const PAGE_SIZE = 20;

// The page size is written into the documents: the BFF's cost rule prices a list whose size comes
// from a variable at its maximum.
export const SUPPLY_LIST_QUERY = graphql(`
  query SupplyList(
    $utility: Utility
    $search: String
    $status: ContractStatus
    $siteId: ID
    $registryId: ID
    $allRegistries: Boolean
    $offset: Int
  ) {
    supplies(
      utility: $utility
      search: $search
      status: $status
      siteId: $siteId
      registryId: $registryId
      allRegistries: $allRegistries
      first: 20
      offset: $offset
    ) {
      totalCount
      nodes {
        ...SupplyListFields
      }
    }
  }
`);

export const GREEN_SUPPLIES_QUERY = graphql(`
  query GreenSupplies(
    $utility: Utility
    $search: String
    $status: ContractStatus
    $siteId: ID
    $registryId: ID
    $allRegistries: Boolean
    $offset: Int
  ) {
    supplies(
      utility: $utility
      greenEnergy: true
      search: $search
      status: $status
      siteId: $siteId
      registryId: $registryId
      allRegistries: $allRegistries
      first: 20
      offset: $offset
    ) {
      totalCount
      totalCo2AvoidedKg
      averageRenewablePercent
      nodes {
        ...SupplyListFields
      }
    }
  }
`);

export interface SuppliesRequest {
  utility: Utility;
  filter: SupplyFilter;
  page: number;
}

export function supplyVariables(request: SuppliesRequest): SupplyListQueryVariables {
  return { utility: request.utility, ...request.filter, offset: (request.page - 1) * PAGE_SIZE };
}

/** Null request: nothing to ask (no supply of this kind, or the search holds an error). */
export function useSupplyList(request: SuppliesRequest | null) {
  return useQuery(SUPPLY_LIST_QUERY, request ? supplyVariables(request) : null, {
    keepPreviousData: true,
  });
}

export function useGreenSupplies(request: SuppliesRequest | null) {
  return useQuery(GREEN_SUPPLIES_QUERY, request ? supplyVariables(request) : null, {
    keepPreviousData: true,
  });
}
