// The operations part of the API schema (docs/api.md); composed by api/schema.ts.
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
    # The registry (idanagrafica) the request belongs to: a consortium's list spans its members.
    registryId: ID!
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
    # Latest update first. Of the selected registry, the one named, or with allRegistries every
    # registry of the segment (a consortium's members; not with registryId). state and kind cannot
    # be OTHER; openedFrom and openedTo are days YYYY-MM-DD, both included, from not after to.
    operations(
      supplyId: ID
      utility: Utility
      state: RequestState
      kind: OperationKind
      openedFrom: String
      openedTo: String
      registryId: ID
      allRegistries: Boolean
      first: Int = 20
      offset: Int = 0
    ): OperationPage!
  }
`;
