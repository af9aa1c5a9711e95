// invoices(filter: { supplyId, competenceFrom, competenceTo }) of docs/api.md: the bills of one
// supply for the period its costs page shows, newest first.
import { graphql } from '@/graphql/generated/index.ts';
import { useQuery } from '@/lib/query.ts';
import type { SupplyBillsQueryVariables } from './types.ts';

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
  return useQuery(SUPPLY_BILLS_QUERY, variables, {
    keepPreviousData: true,
  });
}
