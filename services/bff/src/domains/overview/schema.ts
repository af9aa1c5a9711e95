// The overview part of the API schema (docs/api.md); composed by api/schema.ts.
export const typeDefs = /* GraphQL */ `
  # How many of a commodity's supplies are in one §4 state.
  type SupplyStatusCount {
    status: ContractStatus!
    count: Int!
  }
  # The business convention a commodity's contracts are under (§3 contratti businessConvention*).
  type OverviewConvention {
    code: String!
    name: String
    type: String
    startDate: String
    endDate: String
  }
  # The unpaid invoice due first from today on (bills already past their due date are the
  # overview's overdueCount, not a next due date).
  type OverviewNextDue {
    invoiceId: ID!
    documentNumber: String!
    dueDate: String!
    amountToPay: Float!
  }
  # A band's energy (kWh) this year so far and at the year's end as projected; share is of the
  # three bands' year-end energy.
  type BandForecast {
    band: String!
    toDate: Float!
    yearEnd: Float
    share: Float
  }
  # The year's end as projected (decision 0021): cost with VAT, its range and the energy.
  type YearEstimate {
    cost: Float!
    low: Float!
    high: Float!
    # ± of the cost in whole per cent, rounded up.
    uncertaintyPercent: Int!
    quantity: Float!
  }
  # This year's cost so far (January to the last month with figures, monthsToDate of them) and at
  # its end; estimate is null and notEnoughData says why when the data do not support a figure.
  # bands: F1, F2 and F3 for power, null for gas.
  type YearForecast {
    year: Int!
    monthsToDate: Int!
    costToDate: Float!
    quantityToDate: Float!
    notEnoughData: ForecastShortage
    estimate: YearEstimate
    bands: [BandForecast!]
  }
  # A commodity at a glance: every figure is a total upstream adds up, not a list.
  type CommodityOverview {
    utility: Utility!
    # Every supply of the commodity, and how many are in each §4 state (states with none left out).
    supplyCount: Int!
    suppliesByStatus: [SupplyStatusCount!]!
    # The sites (sedi) the commodity is supplied at.
    siteCount: Int!
    # The annual consumption of the active supplies (kWh for light, Smc for gas).
    annualConsumption: Float!
    unit: Unit!
    # Light only: the registries' annual electricity consumption (§3 aidIndici consumoAnnoEe).
    registryAnnualConsumption: Float
    # The invoices of the commodity issued from spendFrom to spendTo (the last 12 months): their
    # number and the sum of their amounts.
    spendFrom: String!
    spendTo: String!
    invoiceCount: Int!
    annualSpend: Float!
    # The commodity's unpaid invoices (to pay, overdue, partially paid) and what is left to pay.
    unpaidCount: Int!
    amountToPay: Float!
    # Of those, the ones past their due date (§4 overdue: unpaid, due before today) and what is
    # left to pay of them.
    overdueCount: Int!
    overdueAmount: Float!
    nextDue: OverviewNextDue
    convention: OverviewConvention
    # This year's cost so far and at its end; null when the data service could not answer for it.
    yearForecast: YearForecast
  }
  extend type Query {
    # registryId and allRegistries as the invoices filter's (a consortium's members with allRegistries).
    commodityOverview(utility: Utility!, registryId: ID, allRegistries: Boolean): CommodityOverview!
  }
`;
