// The loyalty bonus part of the API schema (docs/api.md); composed by api/schema.ts.
export const typeDefs = /* GraphQL */ `
  enum BonusLevel {
    BRONZE
    SILVER
    GOLD
    OTHER
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
    "The programme's rules the points, level and expiry are computed with."
    program: LoyaltyProgram!
  }
  type LoyaltyProgram {
    "Euros of a bill paid by its due date that earn one point."
    eurosPerPoint: Float!
    "Points a bill paid by its due date earns at least."
    minPointsPerBill: Int!
    "The levels in order, the first from 0 points."
    levels: [LoyaltyLevel!]!
    "Points stay valid until 31 December of this many years after the year they were earned."
    pointsValidYears: Int!
  }
  type LoyaltyLevel {
    level: BonusLevel!
    levelText: String!
    "The points the level starts at."
    from: Int!
  }
  extend type Query {
    loyaltyBonus: LoyaltyBonus
  }
`;
