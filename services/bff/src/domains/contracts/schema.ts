// The contracts part of the API schema (docs/api.md); composed by api/schema.ts.
export const typeDefs = /* GraphQL */ `
  enum ContractMacroStatus {
    ACTIVE
    ACTIVATING
    SUSPENDED
    CEASED
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
  extend type Query {
    contracts(
      utility: Utility
      supplyId: ID
      businessConvention: Boolean
      first: Int = 20
      offset: Int = 0
    ): ContractPage!
    contract(id: ID!): ContractDetail!
  }
`;
