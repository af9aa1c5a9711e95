// The supplies part of the API schema (docs/api.md); composed by api/schema.ts.
export const typeDefs = /* GraphQL */ `
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
  # The certificate proving a green supply's origin, worded by the page; OTHER: one the portal
  # does not know, shown as upstream wrote it (greenCertificate).
  enum GreenCertificate {
    GUARANTEE_OF_ORIGIN_HYDRO_SOUTH_TYROL
    OTHER
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
    greenCertificateKind: GreenCertificate
    co2AvoidedKg: Float
    committedPowerKw: Float
    availablePowerKw: Float
    voltage: Voltage
    voltageText: String
    meterClass: String
    # The meter's serial number, and the whole digits of a gas meter's register (null for power).
    meterSerial: String
    meterDigits: Int
    # The meter is read remotely interval by interval (a smart meter): only such a supply has a
    # loadCurve — every business supply, a household's where it has one.
    intervalMeter: Boolean!
    use: SupplyUse
    useText: String
    annualConsumption: Float
    unit: Unit
    unitText: String
  }
  # totalCo2AvoidedKg and averageRenewablePercent cover every supply the filter selects, not only
  # this page (the green energy page's total).
  type SupplyPage {
    totalCount: Int!
    nodes: [Supply!]!
    totalCo2AvoidedKg: Float!
    # Null when the filter selects no supply.
    averageRenewablePercent: Float
  }
  extend type Query {
    # search: every word in the point id, site name, address, postal code, locality or province
    # (at most 100 characters). registryId / allRegistries as InvoiceFilter's; siteId one of the
    # sites query's. status: UNKNOWN is not a filter value.
    supplies(
      utility: Utility
      greenEnergy: Boolean
      search: String
      status: ContractStatus
      siteId: ID
      registryId: ID
      allRegistries: Boolean
      first: Int = 50
      offset: Int = 0
    ): SupplyPage!
    supply(id: ID!): Supply!
  }
`;
