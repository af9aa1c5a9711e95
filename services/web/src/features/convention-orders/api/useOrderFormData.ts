// What the order form needs, in one request: the convention's quantity left,
// earliest start and validity; the registry's invoicing offices and split payment; the body's
// supplies of the commodity (the supplies query of docs/api.md, the first 50: the BFF's largest
// order has 50 points) and the points already ordered, so a supply in an order not refused is not
// offered again.
import useSWR from 'swr';
import { graphql } from '@/graphql/generated/index.ts';
import type {
  ConventionOrderFormQuery,
  ConventionOrderFormQueryVariables,
  Utility,
} from '@/graphql/generated/graphql.ts';
import { graphqlFetcher, type GraphQLKey } from '@/lib/graphql.ts';

export const ORDER_FORM_QUERY = graphql(`
  query ConventionOrderForm($utility: Utility!) {
    convention(utility: $utility) {
      id
      name
      lot
      unit
      unitText
      validFrom
      validTo
      availableQuantity
      earliestStartDate
    }
    conventionRegistry(utility: $utility) {
      registryId
      name
      splitPayment
      invoicingOffices {
        code
        name
        isDefault
      }
    }
    supplies(utility: $utility, first: 50) {
      totalCount
      nodes {
        id
        pointId
        status
        siteName
        address
        postalCode
        locality
        province
        annualConsumption
      }
    }
    conventionConnections(utility: $utility) {
      id
      supplyId
      connectionState
    }
  }
`);

export type OrderFormData = ConventionOrderFormQuery;
export type OrderableSupply = ConventionOrderFormQuery['supplies']['nodes'][number];

export const orderFormKey = (utility: Utility) => [ORDER_FORM_QUERY, { utility }] as const;

export function useOrderFormData(utility: Utility | null) {
  return useSWR<
    ConventionOrderFormQuery,
    Error,
    GraphQLKey<ConventionOrderFormQuery, ConventionOrderFormQueryVariables> | null
  >(utility ? orderFormKey(utility) : null, graphqlFetcher, { revalidateOnFocus: false });
}
