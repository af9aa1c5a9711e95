// The documents part of the API schema (docs/api.md "Documents"); composed by api/schema.ts.
export const typeDefs = /* GraphQL */ `
  enum DocumentKind {
    CONTRACT_CONDITIONS
    FORM
    SERVICE_CHARTER
    OTHER
  }
  # A document of the customer area: a contract's conditions (personal) or one of the supplier's
  # forms; downloadUrl is the PDF through the portal's file route.
  type CustomerDocument {
    id: ID!
    kind: DocumentKind!
    title: String!
    description: String
    language: String!
    personal: Boolean!
    contractNumber: String
    updatedOn: String
    downloadUrl: String!
  }
  extend type Query {
    documents: [CustomerDocument!]!
  }
`;
