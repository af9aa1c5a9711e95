// The self-reading part of the API schema (docs/api.md); composed by graphql/schema.ts.
export const typeDefs = /* GraphQL */ `
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
