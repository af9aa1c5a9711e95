// The fields the convention order pages show (docs/api.md "Conventions"): an ordered point on its
// way to supply, and an order with its history and points.
import { graphql } from '@/graphql/generated/index.ts';

export const CONVENTION_POINT_FIELDS = graphql(`
  fragment ConventionPointFields on ConventionPoint {
    id
    orderId
    orderNumber
    supplyId
    pointId
    newConnection
    site
    address
    postalCode
    city
    province
    estimatedAnnualConsumption
    connectionState
    connectionStateText
    orderedOn
    acceptedOn
    expectedStart
    activeSince
  }
`);

export const CONVENTION_ORDER_FIELDS = graphql(`
  fragment ConventionOrderFields on ConventionOrder {
    id
    number
    state
    stateText
    transmittedAt
    updatedAt
    cig
    cup
    officeCode
    splitPayment
    startDate
    note
    rejectionReason
    rejectionReasonKind
    rejectionOrderNumber
    estimatedAnnualConsumption
    history {
      state
      stateText
      date
      note
    }
    points {
      ...ConventionPointFields
    }
  }
`);
