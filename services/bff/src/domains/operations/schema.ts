// The operations part of the API schema (docs/api.md); composed by graphql/schema.ts.
export const typeDefs = /* GraphQL */ `
  enum OperationKind {
    SUPPLY_ACTIVATION
    HOLDER_CHANGE
    POWER_VARIATION
    BILLING_COMPLAINT
    READING_CORRECTION
    PAYMENT_METHOD_CHANGE
    BILL_DELIVERY_CHANGE
    TERMINATION
    OTHER
  }
  type Operation {
    id: ID!
    kind: OperationKind!
    kindText: String!
    description: String!
    state: RequestState!
    stateText: String!
    openedAt: String!
    updatedAt: String!
    supplyId: ID
    pointId: String
    utility: Utility
    history: [StateChange!]!
  }
  type OperationPage {
    totalCount: Int!
    nodes: [Operation!]!
  }
  extend type Query {
    operations(supplyId: ID, first: Int = 20, offset: Int = 0): OperationPage!
  }
`;
