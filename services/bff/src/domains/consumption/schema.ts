// The consumption part of the API schema (docs/api.md); composed by api/schema.ts.
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
  # Quantities (kWh for power, Smc for gas) and costs of a period; f1/f2/f3 (ARERA bands) are
  # null for gas. cost excludes VAT; costWithVat is what the invoices of the period amount to.
  type PeriodFigures {
    quantity: Float!
    f1: Float
    f2: Float
    f3: Float
    cost: Float!
    costWithVat: Float!
  }
  # A month's figures, with how many supplies had one and how many of those were estimated.
  type MonthFigures {
    quantity: Float!
    f1: Float
    f2: Float
    f3: Float
    cost: Float!
    costWithVat: Float!
    supplyCount: Int!
    estimatedSupplyCount: Int!
  }
  # A month (YYYY-MM) and the same month a year earlier.
  type CostsMonth {
    month: String!
    current: MonthFigures!
    previous: MonthFigures!
  }
  # One supply's sums over the range and its share (0–1) of the total quantity; null when the total is 0.
  type SupplyCosts {
    supplyId: ID!
    pointId: String!
    siteId: ID!
    siteName: String
    months: Int!
    quantity: Float!
    f1: Float
    f2: Float
    f3: Float
    cost: Float!
    costWithVat: Float!
    share: Float
  }
  type SupplyCostsPage {
    totalCount: Int!
    nodes: [SupplyCosts!]!
  }
  enum SupplyCostsSort {
    QUANTITY_DESC
    QUANTITY_ASC
    COST_DESC
    COST_ASC
    POINT_ASC
    SITE_ASC
  }
  type CostsAndConsumptions {
    utility: Utility!
    unit: String!
    from: String!
    to: String!
    previousFrom: String!
    previousTo: String!
    siteId: ID
    supplyCount: Int!
    months: [CostsMonth!]!
    total: PeriodFigures!
    previousTotal: PeriodFigures!
    supplies: SupplyCostsPage!
  }
  type SupplyCostsAndConsumptions {
    utility: Utility!
    unit: String!
    from: String!
    to: String!
    previousFrom: String!
    previousTo: String!
    supply: Supply!
    months: [CostsMonth!]!
    total: PeriodFigures!
    previousTotal: PeriodFigures!
    # Every supply of the same commodity of the supply's registry, the same months.
    commodityTotal: PeriodFigures!
    commoditySupplyCount: Int!
    # The supply's share (0–1) of commodityTotal's quantity; null when that is 0.
    share: Float
  }
  enum CurveGranularity {
    QUARTER_HOUR
    HOUR
    DAY
  }
  type CurvePeak {
    value: Float!
    # The interval's start, Rome time with its offset (2026-03-29T03:00:00+02:00).
    at: String!
  }
  # kWh per ARERA band (F1, F2, F3) of the intervals present; power only.
  type BandTotals {
    f1: Float!
    f2: Float!
    f3: Float!
  }
  # A load curve, columnar: interval i starts i × stepMinutes after start (real time: the days the
  # clocks change have 92 or 100 quarter hours); DAY values are Rome calendar days, each from its
  # local midnight. values holds null where the meter sent nothing (a gap, not a zero). The curve
  # starts at the first day with data within from…to and ends yesterday at the latest.
  type LoadCurve {
    supplyId: ID!
    utility: Utility!
    # kW for power (each quarter hour's average), Smc for gas.
    unit: String!
    # The unit of total and bandTotals: kWh for power, Smc for gas.
    quantityUnit: String!
    from: String!
    to: String!
    granularity: CurveGranularity!
    # What this supply's meter can answer, finest first.
    granularities: [CurveGranularity!]!
    start: String!
    stepMinutes: Int!
    count: Int!
    values: [Float]!
    gapCount: Int!
    peak: CurvePeak
    total: Float!
    bandTotals: BandTotals
  }
  extend type Query {
    consumptions(supplyId: ID!, from: String!, to: String!): ConsumptionSeries!
    # Months YYYY-MM (at most 60) of every supply of a commodity in the registry scope (registryId
    # and allRegistries as the invoices' filter) or of one site; first/offset/sort page the supplies.
    costsAndConsumptions(
      utility: Utility!
      from: String!
      to: String!
      siteId: ID
      registryId: ID
      allRegistries: Boolean
      first: Int = 20
      offset: Int = 0
      sort: SupplyCostsSort = QUANTITY_DESC
    ): CostsAndConsumptions!
    supplyCostsAndConsumptions(
      supplyId: ID!
      from: String!
      to: String!
    ): SupplyCostsAndConsumptions!
    # Days YYYY-MM-DD, at most 366; granularity: QUARTER_HOUR for power, DAY (default) or HOUR for gas.
    loadCurve(supplyId: ID!, from: String!, to: String!, granularity: CurveGranularity): LoadCurve!
  }
`;
