// The supply-management requests part of the API schema (docs/api.md); composed by graphql/schema.ts.
export const typeDefs = /* GraphQL */ `
  enum SupplyChangeKind {
    PAYMENT_METHOD
    BILL_DELIVERY
    POWER_VARIATION
    TERMINATION
  }
  enum PaymentMethodKind {
    DIRECT_DEBIT
    POSTAL_SLIP
    CARD
  }
  enum BillDeliveryKind {
    EMAIL
    PAPER
  }
  input SupplyChangeInput {
    paymentMethod: PaymentMethodKind
    iban: String
    billDelivery: BillDeliveryKind
    email: String
    requestedPowerKw: Float
    terminationDate: String
    finalAddress: String
    note: String
  }
  type SupplyChangeRequest {
    id: ID!
    kind: SupplyChangeKind!
    state: RequestState!
    stateText: String!
    requestedAt: String!
    supplyId: ID!
    history: [StateChange!]!
  }
  type SupplyChangeRequestPage {
    totalCount: Int!
    nodes: [SupplyChangeRequest!]!
  }
  extend type Query {
    supplyChangeRequests(supplyId: ID, first: Int = 20, offset: Int = 0): SupplyChangeRequestPage!
  }
  extend type Mutation {
    requestSupplyChange(
      supplyId: ID!
      kind: SupplyChangeKind!
      input: SupplyChangeInput!
    ): SupplyChangeRequest!
  }
`;
