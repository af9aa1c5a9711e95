// invoices(filter: { supplyId, competenceFrom, competenceTo }) of docs/api.md: the bills of one
// supply for the period its costs page shows, newest first.
import useSWR from 'swr';
import { graphql } from '@/graphql/generated/index.ts';
import { graphqlFetcher, type GraphQLKey } from '@/lib/graphql.ts';
import type { SupplyBillsQuery, SupplyBillsQueryVariables } from './types.ts';

/** Bills on one page: the `first` written into the document below. */
export const BILLS_PAGE_SIZE = 20;

export const SUPPLY_BILLS_QUERY = graphql(`
  query SupplyBills($filter: InvoiceFilter, $offset: Int) {
    invoices(filter: $filter, first: 20, offset: $offset, sort: ISSUE_DATE_DESC) {
      totalCount
      totalAmount
      nodes {
        id
        documentNumber
        issueDate
        dueDate
        competenceFrom
        competenceTo
        amount
        paymentState
        paymentStateText
      }
    }
  }
`);

/** Null variables: nothing to ask. */
export function useSupplyBills(variables: SupplyBillsQueryVariables | null) {
  return useSWR<
    SupplyBillsQuery,
    Error,
    GraphQLKey<SupplyBillsQuery, SupplyBillsQueryVariables> | null
  >(variables ? ([SUPPLY_BILLS_QUERY, variables] as const) : null, graphqlFetcher, {
    keepPreviousData: true,
  });
}
