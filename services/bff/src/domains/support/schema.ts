// The support part of the API schema (docs/api.md); composed by api/schema.ts.
export const typeDefs = /* GraphQL */ `
  # A written request as ARERA's TIQV classifies it (packages/shared support.ts); OTHER reports a
  # kind upstream sent that the portal does not know (its word in kindText) and cannot be filed.
  enum SupportCaseKind {
    COMPLAINT
    INFORMATION_REQUEST
    BILLING_RECTIFICATION
    OTHER
  }
  enum ContentLanguage {
    IT
    DE
  }
  type SupportFaq {
    id: ID!
    slug: String
    question: String!
    # The answer's paragraphs, plain text.
    answer: [String!]!
  }
  type SupportCase {
    id: ID!
    # The case number the customer quotes (RS-2026-000001).
    number: String!
    registryId: ID!
    kind: SupportCaseKind!
    kindText: String!
    subject: String!
    message: String!
    # When the supplier registered it: YYYY-MM-DDTHH:mm:ss, Europe/Rome.
    filedAt: String!
    # The day by which the answer is due (TIQV: 30 days, 60 for a billing rectification).
    answerDueOn: String!
    state: RequestState!
    stateText: String!
    supplyId: ID
    pointId: String
    utility: Utility
    invoiceNumber: String
  }
  type SupportCasePage {
    totalCount: Int!
    nodes: [SupportCase!]!
  }
  input SupportCaseInput {
    kind: SupportCaseKind!
    subject: String!
    message: String!
    # A supply of the registry the request concerns.
    supplyId: ID
    # The document number of an invoice of the registry; required for BILLING_RECTIFICATION.
    invoiceNumber: String
    # The customer read the privacy notice (§7 customer-cases/privacy); must be true.
    privacyAcknowledged: Boolean!
    # Default: the selected registry.
    registryId: ID
  }
  extend type Query {
    # The business FAQ of the content site, in the language asked (default the session's).
    supportFaq(language: ContentLanguage): [SupportFaq!]!
    # The written requests filed, newest first: the selected registry, the one named, or with
    # allRegistries every registry of the session's segment (a consortium's members).
    supportCases(
      registryId: ID
      allRegistries: Boolean
      first: Int = 20
      offset: Int = 0
    ): SupportCasePage!
  }
  extend type Mutation {
    # Files a written request (§7 contatto/save after customer-cases/privacy). Never retried.
    fileSupportCase(input: SupportCaseInput!): SupportCase!
  }
`;
