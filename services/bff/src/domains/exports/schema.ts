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
    # The newest first, a page at a time (first at most 100).
    exportJobs(first: Int = 50, offset: Int = 0): [ExportJob!]!
  }
  # A request may start one export. A customer has at most EXPORT_OPEN_JOBS_MAX jobs not yet
  # finished (RATE_LIMITED, reason tooManyOpenExports) and starts at most EXPORT_STARTS_PER_HOUR
  # an hour (tooManyExportStarts); the same export asked for again within five minutes answers the
  # job already started.
  extend type Mutation {
    startInvoiceExport(invoiceIds: [ID!]!, detail: Boolean = false): ExportJob!
    # The invoices the filter selects (as the invoices query's, without documentNumber), newest
    # first, up to the upstream limit of 500.
    startInvoiceExportByFilter(filter: InvoiceFilter!, detail: Boolean = false): ExportStart!
  }
`;
