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
  # The set sentence upstream describes an operation with, worded by the page; OTHER: a sentence
  # the portal does not know, shown as upstream wrote it (description, in textLanguage).
  enum OperationDescription {
    NEW_SUPPLY_ACTIVATION
    SUPPLY_HOLDER_CHANGE
    CONTRACTED_POWER_INCREASE
    INVOICE_CHECK
    METER_READING_CORRECTION
    SWITCH_TO_SEPA_DIRECT_DEBIT
    TERMINATION_WITH_FINAL_READING
    OTHER
  }
  type Operation {
    id: ID!
    # The registry (idanagrafica) the request belongs to: a consortium's list spans its members.
    registryId: ID!
    kind: OperationKind!
    kindText: String!
    description: String!
    descriptionKind: OperationDescription!
    # The language upstream wrote description and the history's notes in (it or de).
    textLanguage: String!
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
