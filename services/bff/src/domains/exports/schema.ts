// The invoice export part of the API schema (docs/api.md); composed by api/schema.ts.
export const typeDefs = /* GraphQL */ `
  # Why a faulted export job failed; OTHER: a reason the portal does not know.
  enum ExportJobFailure {
    TIMEOUT
    DOCUMENT_UNAVAILABLE
    OTHER
  }
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
    # Set on a faulted job (§4 code 7) only.
    failureReason: ExportJobFailure
  }
  # An export started by filter: the job, and how many invoices the filter matched. The job holds
  # at most the upstream limit (500), the newest first; truncated says the filter matched more.
  type ExportStart {
    job: ExportJob!
    matchedCount: Int!
    truncated: Boolean!
  }
  extend type Query {
    exportJobs: [ExportJob!]!
  }
  extend type Mutation {
    startInvoiceExport(invoiceIds: [ID!]!, detail: Boolean = false): ExportJob!
    # The invoices the filter selects (as the invoices query's, without documentNumber), newest
    # first, up to the upstream limit of 500.
    startInvoiceExportByFilter(filter: InvoiceFilter!, detail: Boolean = false): ExportStart!
  }
`;
