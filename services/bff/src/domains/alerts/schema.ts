// The alerts part of the API schema (docs/api.md "Alerts", decision 0023); composed by api/schema.ts.
export const typeDefs = /* GraphQL */ `
  # The alerts the portal raises itself (packages/shared alerts.ts).
  enum AlertKind {
    BILL_ISSUED
    BILL_DUE
    BILL_OVERDUE
    SELF_READING_WINDOW
    REQUEST_CHANGED
  }
  # A kind for every supply of the customer, on or off, with its parameter where it has one
  # (BILL_DUE: days before the due date) and that parameter's bounds.
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
    # Every alert of the customer marked read; answers how many were unread.
    markAlertsRead: Int!
    # One kind (or, without kind, every kind) of one of the customer's supplies back to the
    # customer's settings for every supply.
    clearAlertSetting(kind: AlertKind, supplyId: ID!): AlertSettings!
    # The customer has read that their paused alerts resumed: the notice is not shown again.
    dismissAlertsResumed: AlertSettings!
  }
`;
