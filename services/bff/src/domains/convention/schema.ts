// The convention part of the API schema (docs/api.md "Conventions"): a public body's
// convention per commodity and what hangs on it; composed by api/schema.ts. Every field takes
// the commodity and optionally the registry (default: the selected one); only a pa registry under a
// convention may ask (FORBIDDEN, reason noConvention, otherwise).
export const typeDefs = /* GraphQL */ `
  enum ConventionAlertKind {
    EXPIRING
    QUANTITY_NEARLY_USED
  }
  type ConventionAlert {
    kind: ConventionAlertKind!
    # EXPIRING: days until the convention's last day (0 to 60).
    daysLeft: Int
    # QUANTITY_NEARLY_USED: ordered / maximum quantity (0.9 or more).
    usedShare: Float
  }
  type Convention {
    id: ID!
    registryId: ID!
    utility: Utility!
    code: String!
    name: String!
    lot: String!
    frameworkCig: String!
    supplier: String!
    validFrom: String!
    validTo: String!
    unit: Unit
    unitText: String
    # Quantities a year, in unit (kWh or Smc): the body's maximum under the lot, what its orders not
    # refused take, and the difference a new order may use.
    maxQuantity: Float!
    orderedQuantity: Float!
    availableQuantity: Float!
    usedShare: Float!
    consumedLast12Months: Float!
    supplies: Int!
    # Spend under the convention since validFrom, VAT included, in euro.
    spend: Float!
    openOrders: Int!
    # The earliest start day an order placed today may ask for; null when none fits the validity.
    earliestStartDate: String
    alerts: [ConventionAlert!]!
    # Whom the body writes or calls about the convention (the information and complaints page).
    contacts: [ConventionContact!]!
  }
  enum ConventionContactRole {
    CONVENTION_DESK
    ACCOUNT_MANAGER
    CERTIFIED_MAIL
    OTHER
  }
  type ConventionContact {
    role: ConventionContactRole!
    name: String!
    email: String
    phone: String
    # Opening hours as upstream words them.
    hours: String
  }
  # Why the supplier refused an order, as a key the page words; OTHER: upstream's own reason.
  enum OrderRejection {
    CIG_ALREADY_USED
    OTHER
  }
  enum ConnectionState {
    ORDERED
    SWITCHING
    NEW_CONNECTION
    ACTIVE
    REJECTED
    OTHER
  }
  type ConventionPoint {
    id: ID!
    orderId: ID!
    orderNumber: String!
    supplyId: ID
    # POD or PDR; a new connection gets one when its order is accepted.
    pointId: String
    newConnection: Boolean!
    site: String!
    address: String!
    postalCode: String!
    city: String!
    province: String!
    estimatedAnnualConsumption: Float!
    connectionState: ConnectionState!
    connectionStateText: String!
    orderedOn: String!
    acceptedOn: String
    expectedStart: String!
    activeSince: String
  }
  type ConventionOrder {
    id: ID!
    number: String!
    registryId: ID!
    utility: Utility!
    state: RequestState!
    stateText: String!
    transmittedAt: String!
    updatedAt: String!
    cig: String!
    cup: String
    officeCode: String!
    splitPayment: Boolean!
    startDate: String!
    note: String
    rejectionReason: String
    # A reason the page words in its language (with the order that quoted the CIG before); OTHER:
    # upstream's rejectionReason, shown as written; null for an order not refused.
    rejectionReasonKind: OrderRejection
    rejectionOrderNumber: String
    estimatedAnnualConsumption: Float!
    history: [StateChange!]!
    points: [ConventionPoint!]!
  }
  type ConventionContract {
    id: ID!
    number: String!
    orderId: ID!
    utility: Utility!
    status: ContractStatus!
    statusTone: String!
    validFrom: String!
    validTo: String!
    contractedQuantity: Float!
    consumedLast12Months: Float!
    points: Int!
  }
  type ConventionInvoicingOffice {
    # Codice univoco ufficio (6 characters).
    code: String!
    name: String!
    isDefault: Boolean!
  }
  type ConventionRegistry {
    registryId: ID!
    name: String!
    taxCode: String!
    vatNumber: String
    ipaCode: String!
    pec: String!
    registeredAddress: String!
    billingAddress: String!
    invoicingOffices: [ConventionInvoicingOffice!]!
    splitPayment: Boolean!
    # The corrections the body asked for, newest first.
    corrections: [RegistryCorrection!]!
  }
  enum RegistryCorrectionField {
    REGISTERED_ADDRESS
    BILLING_ADDRESS
    PEC
    INVOICING_OFFICE
    SPLIT_PAYMENT
    OTHER
  }
  type RegistryCorrection {
    id: ID!
    caseNumber: String!
    field: RegistryCorrectionField!
    requestedValue: String!
    note: String
    state: RequestState!
    stateText: String!
    requestedAt: String!
  }
  input RegistryCorrectionInput {
    utility: Utility!
    registryId: ID
    field: RegistryCorrectionField!
    # What the field should read (PEC: an e-mail address; INVOICING_OFFICE: a 6-character code).
    requestedValue: String!
    note: String
  }
  type ConventionReportRow {
    month: String!
    supplyId: ID!
    pointId: String!
    site: String!
    consumption: Float!
    spend: Float!
  }
  type ConventionReportTotal {
    # The site's name, or the month YYYY-MM.
    name: String!
    consumption: Float!
    spend: Float!
  }
  type ConventionReport {
    utility: Utility!
    fromMonth: String!
    toMonth: String!
    unit: Unit
    unitText: String
    rows: [ConventionReportRow!]!
    sites: [ConventionReportTotal!]!
    months: [ConventionReportTotal!]!
    totalConsumption: Float!
    totalSpend: Float!
    orderedQuantity: Float!
    consumedShareOfOrdered: Float
  }
  enum ConventionDocumentKind {
    ADHESION
    ORDER_CONFIRMATION
    REPORT
    OTHER
  }
  type ConventionDocument {
    id: ID!
    kind: ConventionDocumentKind!
    title: String!
    date: String!
    orderId: ID
    downloadUrl: String!
  }
  input ConventionOrderPointInput {
    # An existing supply of the body's of that commodity, or else a new connection at an address.
    supplyId: ID
    site: String
    address: String
    postalCode: String
    city: String
    province: String
    estimatedAnnualConsumption: Float!
  }
  input ConventionOrderInput {
    utility: Utility!
    registryId: ID
    cig: String!
    cup: String
    officeCode: String!
    splitPayment: Boolean!
    startDate: String!
    note: String
    points: [ConventionOrderPointInput!]!
  }
  extend type Query {
    convention(utility: Utility!, registryId: ID): Convention!
    # Newest first; with orderId that order only (another body's: NOT_FOUND).
    conventionOrders(utility: Utility!, registryId: ID, orderId: ID): [ConventionOrder!]!
    # Every ordered point with its way to supply, newest order first.
    conventionConnections(utility: Utility!, registryId: ID): [ConventionPoint!]!
    conventionContracts(utility: Utility!, registryId: ID): [ConventionContract!]!
    conventionRegistry(utility: Utility!, registryId: ID): ConventionRegistry!
    # Months YYYY-MM, from ≤ to, at most 36.
    conventionReport(
      utility: Utility!
      registryId: ID
      fromMonth: String!
      toMonth: String!
    ): ConventionReport!
    conventionDocuments(utility: Utility!, registryId: ID): [ConventionDocument!]!
  }
  extend type Mutation {
    # Sent once, never retried; validated first (BAD_USER_INPUT with a reason).
    placeConventionOrder(input: ConventionOrderInput!): ConventionOrder!
    # Asks the supplier to correct the registry it holds (sent once, never retried).
    requestRegistryCorrection(input: RegistryCorrectionInput!): RegistryCorrection!
  }
`;
