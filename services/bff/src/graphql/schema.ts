// The portal's GraphQL schema (docs/api.md). The retail part is fixed by the web client's
// contract; the rest serves the corporate, pa, pa-non-conv and consortia pages. Ids are strings
// of the upstream integer ids; dates are YYYY-MM-DD (instants YYYY-MM-DDTHH:mm:ss, Europe/Rome).
// Upstream's Italian enumerations are enums of the keys of packages/shared's maps plus OTHER, with
// upstream's words in a …Text field beside them (issue 18 item 4; a test keeps both in step).
export const schema = /* GraphQL */ `
  enum Utility {
    GAS
    POWER
  }
  # OTHER: a state upstream sent that the portal does not know (paymentStateText); not a filter value.
  enum PaymentState {
    PAID
    TO_PAY
    OVERDUE
    PARTIALLY_PAID
    OTHER
  }
  enum PaymentMethod {
    DIRECT_DEBIT
    POSTAL_SLIP
    CARD
    BANK_TRANSFER
    OTHER
  }
  enum DocumentType {
    INVOICE
    CREDIT_NOTE
    OTHER
  }
  enum BillingFrequency {
    MONTHLY
    BIMONTHLY
    QUARTERLY
    FOUR_MONTHLY
    HALF_YEARLY
    YEARLY
    OTHER
  }
  enum SigningChannel {
    WEB
    AGENCY
    PHONE
    BRANCH
    OTHER
  }
  enum ReadingType {
    REMOTE
    SELF
    ACTUAL
    ESTIMATED
    OTHER
  }
  enum ContractMacroStatus {
    ACTIVE
    ACTIVATING
    SUSPENDED
    CEASED
    OTHER
  }
  enum Voltage {
    LOW
    MEDIUM
    HIGH
    OTHER
  }
  enum SupplyUse {
    DOMESTIC
    PUBLIC_ADMINISTRATION
    NON_DOMESTIC
    OTHER
  }
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
  enum RequestState {
    TRANSMITTED
    PROCESSING
    ACCEPTED
    REJECTED
    CANCELED
    OTHER
  }
  enum NotificationCategory {
    INVOICE
    READING
    OPERATION
    INFO
    OTHER
  }
  enum BonusLevel {
    BRONZE
    SILVER
    GOLD
    OTHER
  }
  enum BillDelivery {
    EMAIL
    PAPER
    OTHER
  }
  # §4 status table, one key per row; UNKNOWN is its last row (shown as Attivo).
  enum ContractStatus {
    ACTIVE
    ACCEPTED
    SUSPENDED
    CEASED
    TRANSMITTED
    ACTIVATING
    PROCESSING
    EXPIRING
    UNKNOWN
  }

  input InvoiceFilter {
    paymentStates: [PaymentState!]
    supplyId: ID
    issueDateFrom: String
    issueDateTo: String
    competenceFrom: String
    competenceTo: String
    documentNumber: String
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
    unit: String
  }

  type InvoicePage {
    totalCount: Int!
    nodes: [Invoice!]!
    totalAmount: Float!
    totalToPay: Float!
  }

  type InvoiceRow {
    description: String!
    quantity: Float
    unit: String
    unitPrice: Float
    amount: Float!
    vatRate: Float
  }
  type InvoiceDetail {
    invoice: Invoice!
    rows: [InvoiceRow!]!
    pdfUrl: String
    detailPdfUrl: String
  }

  type Supply {
    id: ID!
    utility: Utility!
    pointId: String!
    address: String!
    locality: String
    province: String
    status: ContractStatus!
    greenEnergy: Boolean!
    contractId: ID
    product: String
    siteId: ID!
    siteName: String
    postalCode: String
    activationDate: String
    terminationDate: String
    renewablePercent: Float
    greenCertificate: String
    co2AvoidedKg: Float
    committedPowerKw: Float
    availablePowerKw: Float
    voltage: Voltage
    voltageText: String
    meterClass: String
    use: SupplyUse
    useText: String
    annualConsumption: Float
    unit: String
  }
  type Notification {
    id: ID!
    date: String!
    title: String!
    body: String!
    read: Boolean!
    category: NotificationCategory
    categoryText: String
    link: String
  }

  type RetailDashboard {
    billsToPay: [Invoice!]!
    totalToPay: Float!
    supplies: [Supply!]!
    notifications: [Notification!]!
  }

  type SupplyPage {
    totalCount: Int!
    nodes: [Supply!]!
  }
  type NotificationPage {
    totalCount: Int!
    unreadCount: Int!
    nodes: [Notification!]!
  }

  type Contract {
    id: ID!
    contractNumber: String!
    contractRowCode: String
    utility: Utility!
    pointId: String!
    status: ContractStatus!
    statusTone: String!
    macroStatus: ContractMacroStatus
    macroStatusText: String
    product: String
    offerCode: String
    siteId: ID
    siteName: String
    address: String
    locality: String
    province: String
    friendlyName: String
    signedOn: String
    activatedOn: String
    terminatedOn: String
    validFrom: String
    validTo: String
    billingFrequency: BillingFrequency
    billingFrequencyText: String
    paymentType: PaymentMethod
    paymentTypeText: String
    signingChannel: SigningChannel
    signingChannelText: String
    readingType: ReadingType
    readingTypeText: String
    canInsertReading: Boolean!
    readingWindowFrom: String
    readingWindowTo: String
    contractualConsumptionPower: Float
    contractualConsumptionGas: Float
    constantInstalment: Boolean
    businessConventionCode: String
    businessConventionName: String
    businessConventionType: String
    businessConventionStartDate: String
    businessConventionEndDate: String
    agent: String
    registryId: ID!
    supplyId: ID
  }
  type ContractPage {
    totalCount: Int!
    nodes: [Contract!]!
  }
  type ContractDetail {
    contract: Contract!
    supply: Supply
    recentInvoices: [Invoice!]!
  }

  type AnnualIndices {
    annualPowerConsumption: Float
  }
  type DigitalInvoice {
    email: String
    digital: Boolean!
    byEmail: Boolean!
    grouped: Boolean!
    deliveryTypeId: Int
    deliveryType: BillDelivery
    deliveryTypeText: String
    masterId: ID
    flags: Int
  }
  type Registry {
    id: ID!
    companyName: String
    firstName: String
    lastName: String
    taxCode: String
    foreignTaxCode: String
    vatNumber: String
    ateco: String
    ateco2: String
    address: String
    postalCode: String
    locality: String
    province: String
    country: String
    taxCountry: String
    splitPayment: Boolean!
    email: String
    phone: String
    mobile: String
    aidIndici: AnnualIndices
    fatturaDigitale: DigitalInvoice
  }

  enum ConsumptionGranularity {
    MONTH
  }
  type ConsumptionPoint {
    period: String!
    quantity: Float!
    f1: Float
    f2: Float
    f3: Float
    cost: Float!
    costWithVat: Float!
    estimated: Boolean!
  }
  type ConsumptionSeries {
    supplyId: ID!
    utility: Utility!
    unit: String!
    from: String!
    to: String!
    totalQuantity: Float!
    totalCost: Float!
    points: [ConsumptionPoint!]!
  }

  type LoadCurve {
    supplyId: ID!
    utility: Utility!
    unit: String!
    start: String!
    stepMinutes: Int!
    values: [Float!]!
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
  }

  type StateChange {
    state: RequestState!
    stateText: String!
    date: String!
    note: String
  }
  type Operation {
    id: ID!
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

  type BonusMovement {
    date: String!
    points: Int!
    description: String!
  }
  type LoyaltyBonus {
    points: Int!
    level: BonusLevel!
    levelText: String!
    nextLevelThreshold: Int
    eligible: Boolean!
    notEligibleReason: String
    pointsExpireOn: String
    movements: [BonusMovement!]!
  }

  type NewsPost {
    id: ID!
    date: String!
    slug: String
    link: String
    title: String!
    excerpt: String!
    content: String!
  }
  type NewsPage {
    page: Int!
    totalCount: Int!
    totalPages: Int!
    posts: [NewsPost!]!
  }

  type MeterReading {
    id: ID!
    date: String!
    value: Float!
    kind: ReadingType
    kindText: String
    unit: String
  }
  type ReadableSupply {
    contractId: ID!
    supplyId: ID
    pointId: String!
    address: String
    readingWindowFrom: String
    readingWindowTo: String
    lastReading: Float
    lastReadingDate: String
    readings: [MeterReading!]!
  }
  type SelfReading {
    allowed: Boolean!
    supplies: [ReadableSupply!]!
  }

  type Query {
    retailDashboard: RetailDashboard!
    invoices(
      filter: InvoiceFilter
      first: Int = 20
      offset: Int = 0
      sort: InvoiceSort = ISSUE_DATE_DESC
    ): InvoicePage!
    invoice(documentNumber: String!, issueDate: String!): InvoiceDetail
    invoiceById(id: ID!): InvoiceDetail!
    contracts(
      utility: Utility
      supplyId: ID
      businessConvention: Boolean
      first: Int = 20
      offset: Int = 0
    ): ContractPage!
    contract(id: ID!): ContractDetail!
    registry(id: ID): Registry!
    supplies(utility: Utility, greenEnergy: Boolean, first: Int = 50, offset: Int = 0): SupplyPage!
    supply(id: ID!): Supply!
    consumptions(supplyId: ID!, from: String!, to: String!): ConsumptionSeries!
    loadCurve(supplyId: ID!, from: String!, to: String!): LoadCurve!
    exportJobs: [ExportJob!]!
    notifications(unreadOnly: Boolean, first: Int = 20, offset: Int = 0): NotificationPage!
    operations(supplyId: ID, first: Int = 20, offset: Int = 0): OperationPage!
    loyaltyBonus: LoyaltyBonus
    news(page: Int = 1): NewsPage!
    selfReading: SelfReading!
    supplyChangeRequests(supplyId: ID, first: Int = 20, offset: Int = 0): SupplyChangeRequestPage!
  }

  input ContactInput {
    registryId: ID
    email: String
    phone: String
    mobile: String
  }
  input PrivacyConsentInput {
    registryId: ID
    marketing: Boolean!
    profiling: Boolean!
    thirdParties: Boolean!
  }
  input GasReadingInput {
    contractId: ID!
    value: Float!
    date: String
  }

  enum SupplyChangeKind {
    PAYMENT_METHOD
    BILL_DELIVERY
    POWER_VARIATION
    TERMINATION
  }
  enum PaymentMethodKind {
    DIRECT_DEBIT
    POSTAL_SLIP
    CARD
  }
  enum BillDeliveryKind {
    EMAIL
    PAPER
  }
  input SupplyChangeInput {
    paymentMethod: PaymentMethodKind
    iban: String
    billDelivery: BillDeliveryKind
    email: String
    requestedPowerKw: Float
    terminationDate: String
    finalAddress: String
    note: String
  }

  type ReadingResult {
    id: ID!
    accepted: Boolean!
  }
  type SaveResult {
    saved: Boolean!
  }
  type PrivacyResult {
    caseId: ID!
  }
  type Checkout {
    checkoutId: ID!
    paymentUrl: String!
    invoiceId: ID!
  }
  enum CheckoutOutcome {
    SUCCESS
    DECLINED
    CANCELED
    PENDING
  }
  type CheckoutResult {
    checkoutId: ID!
    invoiceId: ID!
    outcome: CheckoutOutcome!
    paid: Boolean!
  }
  type SupplyChangeRequest {
    id: ID!
    kind: SupplyChangeKind!
    state: RequestState!
    stateText: String!
    requestedAt: String!
    supplyId: ID!
    history: [StateChange!]!
  }
  type SupplyChangeRequestPage {
    totalCount: Int!
    nodes: [SupplyChangeRequest!]!
  }

  type Mutation {
    submitGasReading(input: GasReadingInput!): ReadingResult!
    saveContact(input: ContactInput!): SaveResult!
    savePrivacyConsent(input: PrivacyConsentInput!): PrivacyResult!
    startInvoiceExport(invoiceIds: [ID!]!, detail: Boolean = false): ExportJob!
    invoiceCheckout(invoiceId: ID!): Checkout!
    checkoutResult(checkoutId: ID!): CheckoutResult!
    requestSupplyChange(
      supplyId: ID!
      kind: SupplyChangeKind!
      input: SupplyChangeInput!
    ): SupplyChangeRequest!
    markNotificationRead(id: ID!, read: Boolean = true): Notification!
  }
`;
