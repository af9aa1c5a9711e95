// The loyalty bonus part of the API schema (docs/api.md); composed by graphql/schema.ts.
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
  }
  extend type Query {
    loyaltyBonus: LoyaltyBonus
  }
`;
