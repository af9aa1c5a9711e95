// supportCases(registryId, allRegistries, first, offset) of docs/api.md: the written requests filed,
// newest first, a page at a time.
import { graphql } from '@/graphql/generated/index.ts';
import type { SupportCasesQueryVariables } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

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
  return useQuery(SUPPORT_CASES_QUERY, scope ? supportCasesVariables(scope, page) : null, {
    keepPreviousData: true,
  });
}
