// What /retail/myServices derives the customer's services from: the selected
// registry's digital bill (§3 fatturaDigitale), its contracts (payment method, self-reading),
// supplies (green energy, committed power) and the change requests filed on them, in one request.
import { graphql } from '@/graphql/generated/index.ts';
import type { MyServicesQuery } from '@/graphql/generated/graphql.ts';
import { useQuery } from '@/lib/query.ts';

// The list sizes are written into the document: the BFF's cost rule prices a list whose size comes
// from a variable at its maximum. A household has a handful of supplies.
export const MY_SERVICES_QUERY = graphql(`
  query MyServices {
    registry {
      id
      fatturaDigitale {
        digital
        byEmail
        email
        deliveryType
      }
    }
    supplies(first: 50) {
      totalCount
      nodes {
        id
        utility
        pointId
        address
        locality
        status
        greenEnergy
        renewablePercent
        product
        committedPowerKw
      }
    }
    contracts(first: 50) {
      nodes {
        id
        supplyId
        status
        paymentType
        canInsertReading
      }
    }
    supplyChangeRequests(first: 50) {
      nodes {
        id
        supplyId
        kind
        state
        stateText
        requestedAt
      }
    }
  }
`);

export type MyServicesData = MyServicesQuery;

export function useMyServices() {
  return useQuery(MY_SERVICES_QUERY, {});
}
