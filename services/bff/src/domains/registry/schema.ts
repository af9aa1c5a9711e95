// The registry part of the API schema (docs/api.md); composed by graphql/schema.ts.
export const typeDefs = /* GraphQL */ `
  enum BillDelivery {
    EMAIL
    PAPER
    OTHER
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
  type SaveResult {
    saved: Boolean!
  }
  type PrivacyResult {
    caseId: ID!
  }
  extend type Query {
    registry(id: ID): Registry!
  }
  extend type Mutation {
    saveContact(input: ContactInput!): SaveResult!
    savePrivacyConsent(input: PrivacyConsentInput!): PrivacyResult!
  }
`;
