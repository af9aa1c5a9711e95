// contracts(utility, first, offset) of docs/api.md: one page of the contracts of a commodity, for
// the business contracts page (§2 /<segment>/<gas|light>/contracts).
import { graphql } from '@/graphql/generated/index.ts';
import type { ContractsQueryVariables } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';
import type { Utility } from './types.ts';

/** Contracts on one page: the `first` written into the document below (a test keeps them equal). */
export const PAGE_SIZE = 20;

// The page size is written into the document: the BFF's cost rule prices a list whose size comes
// from a variable at its maximum.
export const CONTRACTS_QUERY = graphql(`
  query Contracts($utility: Utility, $offset: Int) {
    contracts(utility: $utility, first: 20, offset: $offset) {
      totalCount
      nodes {
        ...ContractFields
      }
    }
  }
`);

export function contractsVariables(utility: Utility, page: number): ContractsQueryVariables {
  return { utility, offset: (page - 1) * PAGE_SIZE };
}

/** Null utility: nothing to ask (no supply of this kind). */
export function useContracts(utility: Utility | null, page: number) {
  return useQuery(CONTRACTS_QUERY, utility ? contractsVariables(utility, page) : null, {
    keepPreviousData: true,
  });
}
