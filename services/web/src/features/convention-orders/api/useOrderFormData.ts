// What the order form needs, in one request: the convention's quantity left,
// earliest start and validity; the registry's invoicing offices and split payment; the body's
// supplies of the commodity (the supplies query of docs/api.md, the first 50: the BFF's largest
// order has 50 points) and the points already ordered, so a supply in an order not refused is not
// offered again.
import { graphql } from '@/graphql/generated/index.ts';
import type { ConventionOrderFormQuery, Utility } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

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
  return useQuery(ORDER_FORM_QUERY, utility ? { utility } : null, { revalidateOnFocus: false });
}
