// The notifications part of the API schema (docs/api.md); composed by api/schema.ts.
export const typeDefs = /* GraphQL */ `
  enum NotificationCategory {
    INVOICE
    READING
    OPERATION
    INFO
    OTHER
  }
  # A notification upstream words in one of its set ways (packages/shared notification-texts.ts),
  # worded by the page in its language; OTHER: shown as upstream wrote title and body (in
  # textLanguage).
  enum NotificationKind {
    NEW_BILL
    READING_WINDOW_OPEN
    REQUEST_UPDATED
    NEW_OFFERS
    REQUEST_RECEIVED
    REQUEST_PROCESSING
    REQUEST_ACCEPTED
    REQUEST_REJECTED
    OTHER
  }
  # The values a kind's wording carries; each kind uses its own, the others are null.
  type NotificationParams {
    invoiceNumber: String
    amount: Float
    year: String
    requestKind: OperationKind
    requestId: String
    pointId: String
  }
  type Notification {
    id: ID!
    date: String!
    title: String!
    body: String!
    kind: NotificationKind!
    params: NotificationParams!
    # The language upstream wrote title and body in (it or de).
    textLanguage: String!
    read: Boolean!
    category: NotificationCategory
    categoryText: String
    link: String
  }
  type NotificationPage {
    totalCount: Int!
    unreadCount: Int!
    nodes: [Notification!]!
  }
  extend type Query {
    notifications(unreadOnly: Boolean, first: Int = 20, offset: Int = 0): NotificationPage!
  }
  extend type Mutation {
    markNotificationRead(id: ID!, read: Boolean = true): Notification!
    # Every unread notification of the session's scope (as the notifications query's) marked
    # read; answers how many were marked (0 when none was unread).
    markAllNotificationsRead: Int!
  }
`;
