// The invoices part of the API schema (docs/api.md); composed by api/schema.ts.
export const typeDefs = /* GraphQL */ `
  # OTHER: a state upstream sent that the portal does not know (paymentStateText); not a filter value.
  enum PaymentState {
    PAID
    TO_PAY
    OVERDUE
    PARTIALLY_PAID
    OTHER
  }
  enum DocumentType {
    INVOICE
    CREDIT_NOTE
    OTHER
  }
  input InvoiceFilter {
    paymentStates: [PaymentState!]
    supplyId: ID
    # The commodity of the page: only invoices of its sites.
    utility: Utility
    # One of the session's registries; else the selected registry, else all of the session's.
    registryId: ID
    # Every registry of the session's segment (a consortium's members) instead of the selected one;
    # not with registryId.
    allRegistries: Boolean
    # One site of the session's registries (sites query).
    siteId: ID
    issueDateFrom: String
    issueDateTo: String
    competenceFrom: String
    competenceTo: String
    documentNumber: String
    # Only the invoices of the supplies under the registries' business convention (a pa's
    # subsidised areas); needs utility.
    underConvention: Boolean
  }
  enum InvoiceSort {
    ISSUE_DATE_DESC
    ISSUE_DATE_ASC
    DUE_DATE_DESC
    DUE_DATE_ASC
    AMOUNT_DESC
    AMOUNT_ASC
  }
  type Invoice {
    id: ID!
    documentNumber: String!
    issueDate: String!
    dueDate: String
    paymentDate: String
    competenceFrom: String
    competenceTo: String
    amount: Float!
    amountToPay: Float!
    paid: Boolean!
    paymentState: PaymentState!
    paymentStateText: String!
    utility: Utility!
    pointId: String
    paymentMethod: PaymentMethod
    paymentMethodText: String
    onlinePaymentEnabled: Boolean!
    hasPdf: Boolean!
    hasDetailPdf: Boolean!
    registryId: ID!
    supplyId: ID
    documentType: DocumentType
    documentTypeText: String
    billedQuantity: Float
    unit: Unit
    unitText: String
  }
  # totalAmount and totalToPay add up every invoice the filter selects, not only this page.
  type InvoicePage {
    totalCount: Int!
    nodes: [Invoice!]!
    totalAmount: Float!
    totalToPay: Float!
  }
  # A bill's set cost item, worded by the page (ENERGY_BAND with its band); OTHER: upstream's
  # description as written (in textLanguage).
  enum InvoiceRowKind {
    ENERGY_BAND
    GAS_COMMODITY
    TRANSPORT_ENERGY_SHARE
    TRANSPORT_POWER_SHARE
    TRANSPORT_FIXED_SHARE
    SYSTEM_CHARGES
    POWER_EXCISE
    GAS_EXCISE_AND_REGIONAL_SURCHARGE
    OTHER
  }
  type InvoiceRow {
    description: String!
    kind: InvoiceRowKind!
    band: String
    # The language upstream wrote description in: its registry's (de for a de-DE one, else it).
    textLanguage: String!
    quantity: Float
    unit: Unit
    unitText: String
    unitPrice: Float
    amount: Float!
    vatRate: Float
  }
  # A site (sede) of a registry: a business site is supplied with one commodity.
  type Site {
    id: ID!
    name: String
    address: String
    locality: String
    registryId: ID!
    utility: Utility!
  }
  type InvoiceDetail {
    invoice: Invoice!
    rows: [InvoiceRow!]!
    pdfUrl: String
    detailPdfUrl: String
  }
  extend type Query {
    invoices(
      filter: InvoiceFilter
      first: Int = 20
      offset: Int = 0
      sort: InvoiceSort = ISSUE_DATE_DESC
    ): InvoicePage!
    invoice(documentNumber: String!, issueDate: String!): InvoiceDetail
    invoiceById(id: ID!): InvoiceDetail!
    # The site filter's options: the sites of the registries (as InvoiceFilter's registryId and
    # allRegistries), of one commodity.
    sites(utility: Utility, registryId: ID, allRegistries: Boolean): [Site!]!
  }
`;
