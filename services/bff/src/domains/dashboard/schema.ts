// The retail dashboard part of the API schema (docs/api.md); composed by api/schema.ts.
export const typeDefs = /* GraphQL */ `
  "Why a forecast gives no figure (packages/shared/src/forecast.ts)."
  enum ForecastShortage {
    "Fewer than three bills with an amount and a quantity."
    BILLS
    "No use measured yet in the period (or the year)."
    USE
    "Last year's same days or months are not all known."
    LAST_YEAR
    "Fewer than three periods to compare with last year's."
    COMPARISONS
  }
  "What a next bill's estimate rests on (packages/shared/src/forecast.ts, decision 0021)."
  enum ForecastBasis {
    "The use measured so far in the period (the load curve), the rest as last year's same days scaled by it."
    MEASURED
    """
    Nothing of the period is measured (a meter read only for the bills): last year's use of the
    same days, scaled by how the last year's bills compare with the year before.
    """
    LAST_YEAR_TREND
  }
  "A supply's next bill as estimated (decision 0021): amount with VAT, and its range."
  type BillEstimate {
    amount: Float!
    low: Float!
    high: Float!
    "± of the amount in whole per cent, rounded up."
    uncertaintyPercent: Int!
    "The period's use as projected (kWh for power, Smc for gas)."
    quantity: Float!
    "How many of the latest bills the prices come from."
    billsUsed: Int!
    "How many of last year's bills were compared with the year before (the range's spread)."
    comparisons: Int!
    "What the estimate rests on: the use measured so far, or last year's use and the bills' trend."
    basis: ForecastBasis!
  }
  """
  The bill of the period under way of one supply: from the day after its last bill, as long as that
  bill; the use measured up to measuredTo (null when nothing is measured: a supply without an
  interval meter, or none yet in the period). estimate is null and notEnoughData says why when the
  data do not support a figure.
  """
  type BillForecast {
    supplyId: ID!
    utility: Utility!
    unit: String!
    periodFrom: String
    periodTo: String
    measuredTo: String
    notEnoughData: ForecastShortage
    estimate: BillEstimate
  }
  type RetailDashboard {
    billsToPay: [Invoice!]!
    totalToPay: Float!
    supplies: [Supply!]!
    notifications: [Notification!]!
    "Each supply's next bill; null when the data service could not answer for them."
    forecasts: [BillForecast!]
  }
  extend type Query {
    retailDashboard: RetailDashboard!
  }
`;
