// The alerts part of the API schema (docs/api.md "Alerts", decision 0023); composed by api/schema.ts.
export const typeDefs = /* GraphQL */ `
  # The alerts the portal raises itself (packages/shared alerts.ts).
  enum AlertKind {
    BILL_ISSUED
    BILL_DUE
    BILL_OVERDUE
    SELF_READING_WINDOW
    REQUEST_CHANGED
    # A month (retail) or a week (business) above last year's or the own baseline (decision 0024).
    CONSUMPTION_ANOMALY
    # A business's night and holiday base load of the last week above the weeks before.
    BASE_LOAD_RISE
    # A commodity's cost this year and its forecast to the year's end past the customer's budget.
    BUDGET
    # A public body's convention with less of its quantity left than the customer's percentage.
    CONVENTION_QUANTITY
  }
  # A kind for every supply of the customer, on or off, with its parameter where it has one
  # (BILL_DUE: days before the due date; CONSUMPTION_ANOMALY, BASE_LOAD_RISE: the rise in percent;
  # CONVENTION_QUANTITY: the percentage left) and that parameter's bounds.
  type AlertKindSetting {
    kind: AlertKind!
    enabled: Boolean!
    parameter: Int
    parameterMin: Int
    parameterMax: Int
  }
  # A kind set apart for one supply (its id as the supplies pages name it).
  type SupplyAlertSetting {
    supplyId: ID!
    pointId: String!
    kind: AlertKind!
    enabled: Boolean!
    parameter: Int
  }
  # The budget of a commodity for the year, in euro (BUDGET).
  type AlertBudget {
    utility: Utility!
    amount: Float!
  }
  type AlertSettings {
    # Alerts are on: the job evaluates this customer and mails them.
    active: Boolean!
    # On, but paused: the job's access no longer renews; a new sign-in resumes them.
    paused: Boolean!
    # Paused alerts a sign-in resumed, until the customer has been told (dismissAlertsResumed).
    resumed: Boolean!
    # Where the mails go (the customer's sign-in address).
    email: String!
    kinds: [AlertKindSetting!]!
    supplies: [SupplyAlertSetting!]!
    budgets: [AlertBudget!]!
  }
  # What an alert says; each kind fills its own values, the others are null.
  type AlertFacts {
    invoiceNumber: String
    issueDate: String
    dueDate: String
    amount: Float
    pointId: String
    days: Int
    windowFrom: String
    windowTo: String
    requestId: String
    state: String
    # CONSUMPTION_ANOMALY: the month (YYYY-MM) or the week's Monday (YYYY-MM-DD), and against what.
    period: String
    # MONTH or WEEK.
    granularity: String
    # LAST_YEAR (the same period a year earlier) or BASELINE (the mean of the periods before).
    reference: String
    quantity: Float
    referenceQuantity: Float
    unit: String
    # How much above the reference, in percent (CONSUMPTION_ANOMALY, BASE_LOAD_RISE).
    risePercent: Int
    # The band that grew most (F1, F2, F3; power only) and its figures.
    band: String
    bandQuantity: Float
    bandReferenceQuantity: Float
    # BASE_LOAD_RISE: kW of the last week and of the weeks before.
    baseLoad: Float
    referenceBaseLoad: Float
    # BUDGET: the commodity, the year, the budget, the cost to date and the year's forecast.
    utility: Utility
    year: Int
    budget: Float
    costToDate: Float
    forecast: Float
    # CONVENTION_QUANTITY: the convention, what is left of what maximum, and the threshold.
    conventionCode: String
    conventionName: String
    availableQuantity: Float
    maxQuantity: Float
    leftPercent: Float
    thresholdPercent: Int
  }
  type Alert {
    id: ID!
    kind: AlertKind!
    # When it was raised (YYYY-MM-DD HH:mm, Europe/Rome).
    date: String!
    read: Boolean!
    mailed: Boolean!
    facts: AlertFacts!
  }
  type AlertPage {
    unreadCount: Int!
    nodes: [Alert!]!
  }
  extend type Query {
    alertSettings: AlertSettings!
    alerts(first: Int = 20): AlertPage!
  }
  extend type Mutation {
    # Alerts on (the customer's own credential is kept for the job) or off (it is deleted).
    setAlertsActive(active: Boolean!): AlertSettings!
    # A kind on or off, tuned, for every supply or (supplyId) for one of the customer's supplies.
    setAlertSetting(
      kind: AlertKind!
      enabled: Boolean!
      parameter: Int
      supplyId: ID
    ): AlertSettings!
    # The year's budget of a commodity (BUDGET), in euro from 1 to 100,000,000 with at most two
    # decimals; null removes it.
    setAlertBudget(utility: Utility!, amount: Float): AlertSettings!
    # Every alert of the customer marked read; answers how many were unread.
    markAlertsRead: Int!
    # One kind (or, without kind, every kind) of one of the customer's supplies back to the
    # customer's settings for every supply.
    clearAlertSetting(kind: AlertKind, supplyId: ID!): AlertSettings!
    # The customer has read that their paused alerts resumed: the notice is not shown again.
    dismissAlertsResumed: AlertSettings!
  }
`;
