// The business dashboard part of the API schema (docs/api.md); composed by
// api/schema.ts. Each block is nullable: a block whose upstream call failed is null and named
// in `unavailable`, while the others are answered (the dashboard shows what it can).
export const typeDefs = /* GraphQL */ `
  "A block of the business dashboard, named when its upstream call failed."
  enum BusinessDashboardBlock {
    BILLS
    SUPPLIES
    OPERATIONS
    COSTS
    NOTIFICATIONS
    EXPORTS
  }
  "How many invoices and the sum still to pay of them (totaleApagare)."
  type DashboardBillFigure {
    count: Int!
    amount: Float!
  }
  "Bills not paid yet (to pay, partly paid and overdue) and, of them, the overdue ones."
  type DashboardBills {
    toPay: DashboardBillFigure!
    overdue: DashboardBillFigure!
  }
  type DashboardStatusCount {
    status: ContractStatus!
    count: Int!
  }
  "Supplies of a commodity by their §4 status; a status no row of the table names counts as UNKNOWN."
  type DashboardSupplies {
    totalCount: Int!
    byStatus: [DashboardStatusCount!]!
  }
  type DashboardStateCount {
    state: RequestState!
    count: Int!
  }
  "Operations not closed yet (transmitted or in progress), by state."
  type DashboardOperations {
    openCount: Int!
    byState: [DashboardStateCount!]!
  }
  "What needs attention in one commodity the menu shows."
  type DashboardCommodity {
    utility: Utility!
    bills: DashboardBills
    supplies: DashboardSupplies
    operations: DashboardOperations
    "This year's cost so far and at its end (decision 0021); null when not asked or unavailable."
    yearForecast: YearForecast
  }
  type DashboardNotifications {
    unreadCount: Int!
    latest: [Notification!]!
  }
  type DashboardExports {
    totalCount: Int!
    latest: [ExportJob!]!
  }
  type BusinessDashboard {
    "The registries the figures cover."
    registryIds: [ID!]!
    commodities: [DashboardCommodity!]!
    notifications: DashboardNotifications
    exports: DashboardExports
    unavailable: [BusinessDashboardBlock!]!
  }
  extend type Query {
    """
    The business dashboard (§2 /corporate, /pa, /pa-non-conv, /consortia): the selected registry,
    one registry named, or every registry of the segment with allRegistries (a consortium's
    members).
    """
    businessDashboard(registryId: ID, allRegistries: Boolean): BusinessDashboard!
  }
`;
