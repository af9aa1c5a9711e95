// operations(utility, state, kind, openedFrom, openedTo, registryId, allRegistries, first, offset)
// of docs/api.md: one page of a commodity's requests with their history, for the business
// operations page (§2 /<segment>/<gas|light>/operations).
import { graphql } from '@/graphql/generated/index.ts';
import type { OperationsQueryVariables } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

/** Requests on one page: the `first` written into the document below (a test keeps them equal). */
export const PAGE_SIZE = 10;

// The page size is written into the document: the BFF's cost rule prices a list whose size comes
// from a variable at its maximum.
export const OPERATIONS_QUERY = graphql(`
  query Operations(
    $utility: Utility
    $state: RequestState
    $kind: OperationKind
    $openedFrom: String
    $openedTo: String
    $registryId: ID
    $allRegistries: Boolean
    $offset: Int
  ) {
    operations(
      utility: $utility
      state: $state
      kind: $kind
      openedFrom: $openedFrom
      openedTo: $openedTo
      registryId: $registryId
      allRegistries: $allRegistries
      first: 10
      offset: $offset
    ) {
      totalCount
      nodes {
        id
        registryId
        kind
        kindText
        description
        descriptionKind
        textLanguage
        state
        stateText
        openedAt
        updatedAt
        pointId
        history {
          state
          stateText
          date
          note
        }
      }
    }
  }
`);

/** Null variables: nothing to ask (no supply of this kind, or the filters hold an error). */
export function useOperations(variables: OperationsQueryVariables | null) {
  return useQuery(OPERATIONS_QUERY, variables, {
    keepPreviousData: true,
  });
}
