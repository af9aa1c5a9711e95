// The self-reading part of the API schema (docs/api.md); composed by api/schema.ts.
export const typeDefs = /* GraphQL */ `
  type MeterReading {
    id: ID!
    date: String!
    value: Float!
    kind: ReadingType
    kindText: String
    unit: String
  }
  # Today against the contract's reading window (finestraLetturaDal/Al): UNKNOWN when upstream
  # sent no window.
  enum ReadingWindowState {
    OPEN
    UPCOMING
    CLOSED
    UNKNOWN
  }
  type ReadableSupply {
    contractId: ID!
    supplyId: ID
    pointId: String!
    address: String
    # The meter: its serial number and the whole digits of its register (a reading has at most
    # that many); the supply's annual consumption in Smc, for the page's plausibility warning.
    meterSerial: String
    meterDigits: Int
    annualConsumption: Float
    readingWindowState: ReadingWindowState!
    readingWindowFrom: String
    readingWindowTo: String
    lastReading: Float
    lastReadingDate: String
    readings: [MeterReading!]!
  }
  type SelfReading {
    allowed: Boolean!
    # The supplier's today (Europe/Rome, YYYY-MM-DD): the day a reading is taken on.
    today: String!
    supplies: [ReadableSupply!]!
  }
  input GasReadingInput {
    contractId: ID!
    value: Float!
    date: String
  }
  type ReadingResult {
    id: ID!
    accepted: Boolean!
  }
  extend type Query {
    selfReading: SelfReading!
  }
  extend type Mutation {
    submitGasReading(input: GasReadingInput!): ReadingResult!
  }
`;
