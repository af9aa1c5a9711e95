// The card payment part of the API schema (docs/api.md); composed by api/schema.ts.
export const typeDefs = /* GraphQL */ `
  type Checkout {
    checkoutId: ID!
    paymentUrl: String!
    invoiceId: ID!
  }
  enum CheckoutOutcome {
    SUCCESS
    DECLINED
    CANCELED
    PENDING
  }
  type CheckoutResult {
    checkoutId: ID!
    invoiceId: ID!
    outcome: CheckoutOutcome!
    paid: Boolean!
  }
  extend type Mutation {
    "The card page and the return in the page's language (default: the session's, §5)."
    invoiceCheckout(invoiceId: ID!, language: ContentLanguage): Checkout!
    checkoutResult(checkoutId: ID!): CheckoutResult!
  }
`;
