// The documents part of the API schema (docs/api.md "Documents"); composed by api/schema.ts.
export const typeDefs = /* GraphQL */ `
  enum DocumentKind {
    CONTRACT_CONDITIONS
    FORM
    SERVICE_CHARTER
    GUARANTEE_OF_ORIGIN
    OTHER
  }
  # A document of the customer area: a contract's conditions or a green light supply's
  # guarantee-of-origin certificate for a year (personal), or one of the supplier's forms and its
  # service charter; downloadUrl is the PDF through the portal's file route, in the language the
  # list was asked in. language: the language upstream wrote title and description in.
  type CustomerDocument {
    id: ID!
    kind: DocumentKind!
    title: String!
    description: String
    language: String!
    personal: Boolean!
    contractNumber: String
    # The commodity it concerns; null for both.
    utility: Utility
    # The supply point of a certificate or a contract's conditions.
    pointId: String
    # The year a certificate covers.
    year: Int
    updatedOn: String
    downloadUrl: String!
  }
  extend type Query {
    # The documents of the selected registry (or registryId, one of the session's) and, with
    # utility, of that commodity: its conditions and certificates, then the supplier's documents
    # for its kind of customer. In the page's language (§9; default the session's), their PDFs too.
    documents(utility: Utility, registryId: ID, language: ContentLanguage): [CustomerDocument!]!
  }
`;
