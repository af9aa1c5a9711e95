// The registry part of the API schema (docs/api.md); composed by api/schema.ts.
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
  # The privacy consents in force (§7 customer-cases/privacy): each false until
  # the customer gives it; updatedAt (YYYY-MM-DDTHH:mm:ss, Europe/Rome) null before any choice.
  type PrivacyConsent {
    registryId: ID!
    marketing: Boolean!
    profiling: Boolean!
    thirdParties: Boolean!
    caseId: ID
    updatedAt: String
  }
  # Upstream customer kinds (§1); OTHER for one the portal does not know (customerKindText).
  enum CustomerKind {
    CORPORATE
    ASSOCIATION
    PUBLIC_AUTHORITY
    PA_NON_CONV
    RESIDENT
    CONDOMINIUM
    SME
    OTHER
  }
  # A consortium convention of the session (§3 businessConventions) and its logo, where it has one
  # (§6: two consortia do): an address of the portal's origin, an SVG.
  type ConsortiumConvention {
    code: String!
    name: String
    logoUrl: String
  }
  # A member registry of a consortium: one of the session's registries (§3 anagrafica).
  type MemberRegistry {
    id: ID!
    companyName: String
    taxCode: String
    vatNumber: String
    locality: String
    province: String
    customerKind: CustomerKind!
    customerKindText: String
  }
  type Consortium {
    conventions: [ConsortiumConvention!]!
    members: [MemberRegistry!]!
  }
  extend type Query {
    registry(id: ID): Registry!
    # The consents in force of a registry of the session; default the selected one.
    privacyConsent(registryId: ID): PrivacyConsent!
    # The session's consortium; null for a customer who is not a consortium.
    consortium: Consortium
  }
  extend type Mutation {
    saveContact(input: ContactInput!): SaveResult!
    savePrivacyConsent(input: PrivacyConsentInput!): PrivacyResult!
  }
`;
