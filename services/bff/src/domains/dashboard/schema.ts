// The retail dashboard part of the API schema (docs/api.md); composed by api/schema.ts.
export const typeDefs = /* GraphQL */ `
  type RetailDashboard {
    billsToPay: [Invoice!]!
    totalToPay: Float!
    supplies: [Supply!]!
    notifications: [Notification!]!
  }
  extend type Query {
    retailDashboard: RetailDashboard!
  }
`;
