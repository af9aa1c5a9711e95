// supportCases(registryId, allRegistries, first, offset) of docs/api.md: the written requests filed,
// newest first, a page at a time.
import useSWR from 'swr';
import { graphql } from '@/graphql/generated/index.ts';
import type { SupportCasesQuery, SupportCasesQueryVariables } from '@/graphql/generated/graphql.ts';
import { graphqlFetcher, type GraphQLKey } from '@/lib/graphql.ts';

/** Requests on one page: the `first` written into the document below (a test keeps them equal). */
export const CASES_PAGE_SIZE = 10;

export const SUPPORT_CASES_QUERY = graphql(`
  query SupportCases($registryId: ID, $allRegistries: Boolean, $offset: Int) {
    supportCases(
      registryId: $registryId
      allRegistries: $allRegistries
      first: 10
      offset: $offset
    ) {
      totalCount
      nodes {
        ...SupportCaseFields
      }
    }
  }
`);

/** Whose requests: the selected registry (no argument), one member, or all of a consortium's. */
export type CasesScope = { registryId: string } | { allRegistries: true } | Record<string, never>;

export function supportCasesVariables(scope: CasesScope, page: number): SupportCasesQueryVariables {
  return { ...scope, offset: (page - 1) * CASES_PAGE_SIZE };
}

export function useSupportCases(scope: CasesScope | null, page: number) {
  return useSWR<
    SupportCasesQuery,
    Error,
    GraphQLKey<SupportCasesQuery, SupportCasesQueryVariables> | null
  >(
    scope ? ([SUPPORT_CASES_QUERY, supportCasesVariables(scope, page)] as const) : null,
    graphqlFetcher,
    { keepPreviousData: true },
  );
}
