// The loyalty bonus part of the API schema (docs/api.md); composed by api/schema.ts.
export const typeDefs = /* GraphQL */ `
  enum BonusLevel {
    BRONZE
    SILVER
    GOLD
    OTHER
  }
  # Why a customer earns no points now, worded by the page; OTHER: upstream's words
  # (notEligibleReason, in textLanguage).
  enum BonusIneligibility {
    OVERDUE_BILLS
    HOUSEHOLDS_ONLY
    OTHER
  }
  # A movement the page words (with the bill it is for); OTHER: upstream's description.
  enum BonusMovementKind {
    ON_TIME_PAYMENT
    OTHER
  }
  type BonusMovement {
    date: String!
    points: Int!
    description: String!
    kind: BonusMovementKind!
    invoiceNumber: String
  }
  type LoyaltyBonus {
    points: Int!
    level: BonusLevel!
    levelText: String!
    nextLevelThreshold: Int
    eligible: Boolean!
    notEligibleReason: String
    notEligibleReasonKind: BonusIneligibility
    # The language upstream wrote its free text in (it or de).
    textLanguage: String!
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
