// The notifications part of the API schema (docs/api.md); composed by api/schema.ts.
export const typeDefs = /* GraphQL */ `
  enum NotificationCategory {
    INVOICE
    READING
    OPERATION
    INFO
    OTHER
  }
  type Notification {
    id: ID!
    date: String!
    title: String!
    body: String!
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
