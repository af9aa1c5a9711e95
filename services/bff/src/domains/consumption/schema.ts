// The consumption part of the API schema (docs/api.md); composed by graphql/schema.ts.
export const typeDefs = /* GraphQL */ `
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
  extend type Query {
    consumptions(supplyId: ID!, from: String!, to: String!): ConsumptionSeries!
    loadCurve(supplyId: ID!, from: String!, to: String!): LoadCurve!
  }
`;
