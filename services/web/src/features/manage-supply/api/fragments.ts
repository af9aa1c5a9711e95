// The fields of a supply change request the manage pages show: its kind, state, when it was filed
// and what it asks for.
import { graphql } from '@/graphql/generated/index.ts';

export const SUPPLY_CHANGE_REQUEST_FIELDS = graphql(`
  fragment SupplyChangeRequestFields on SupplyChangeRequest {
    id
    kind
    state
    stateText
    requestedAt
    supplyId
    paymentMethod
    billDelivery
    email
    previousPowerKw
    requestedPowerKw
    terminationDate
  }
`);
