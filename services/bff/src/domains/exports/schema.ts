// The invoice export part of the API schema (docs/api.md); composed by graphql/schema.ts.
export const typeDefs = /* GraphQL */ `
  type ExportJob {
    id: ID!
    kind: String!
    statusCode: Int
    status: String!
    tone: String!
    ready: Boolean!
    createdAt: String!
    updatedAt: String
    invoiceCount: Int!
    downloadUrl: String
  }
  extend type Query {
    exportJobs: [ExportJob!]!
  }
  extend type Mutation {
    startInvoiceExport(invoiceIds: [ID!]!, detail: Boolean = false): ExportJob!
  }
`;
