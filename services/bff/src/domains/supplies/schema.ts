// The supplies part of the API schema (docs/api.md); composed by graphql/schema.ts.
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
    unit: Unit
    unitText: String
  }
  type SupplyPage {
    totalCount: Int!
    nodes: [Supply!]!
  }
  extend type Query {
    supplies(utility: Utility, greenEnergy: Boolean, first: Int = 50, offset: Int = 0): SupplyPage!
    supply(id: ID!): Supply!
  }
`;
