// One household supply's page (§2 /retail/myUtilities/{id}) in one request: the
// supply (checked owned by the BFF: another customer's id is NOT_FOUND), its contracts, the last
// 12 months of consumption and its latest bills (the filter narrows to the supply's site, where a
// household's power and gas share one: the page keeps this supply's, UtilityBills). Its requests come apart (useUtilityRequests), so
// the page stands when they cannot be read.
import { graphql } from '@/graphql/generated/index.ts';
import type {
  RetailUtilityQuery,
  RetailUtilityQueryVariables,
} from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

export const RETAIL_UTILITY_QUERY = graphql(`
  query RetailUtility($id: ID!, $from: String!, $to: String!) {
    supply(id: $id) {
      ...UtilitySummary
      contractId
      activationDate
      terminationDate
      committedPowerKw
      availablePowerKw
      meterClass
      meterSerial
      meterDigits
      intervalMeter
      use
      useText
      annualConsumption
      unit
      unitText
    }
    contracts(supplyId: $id, first: 5) {
      nodes {
        id
        contractNumber
        status
        product
        signedOn
        ...ContractTerms
      }
    }
    consumptions(supplyId: $id, from: $from, to: $to) {
      unit
      totalQuantity
      totalCost
      points {
        period
        quantity
        costWithVat
        estimated
      }
    }
    invoices(filter: { supplyId: $id }, first: 20) {
      nodes {
        id
        supplyId
        documentNumber
        issueDate
        amount
        paymentState
        paymentStateText
      }
    }
  }
`);

export type UtilityDetail = RetailUtilityQuery;
export type UtilitySupply = RetailUtilityQuery['supply'];
export type UtilityContract = RetailUtilityQuery['contracts']['nodes'][number];
export type ConsumptionPoint = RetailUtilityQuery['consumptions']['points'][number];
export type UtilityBill = RetailUtilityQuery['invoices']['nodes'][number];

export function useUtility(variables: RetailUtilityQueryVariables | null) {
  return useQuery(RETAIL_UTILITY_QUERY, variables);
}
