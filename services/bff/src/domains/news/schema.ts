// The news part of the API schema (docs/api.md); composed by api/schema.ts.
export const typeDefs = /* GraphQL */ `
  type NewsPost {
    id: ID!
    date: String!
    slug: String
    link: String
    title: String!
    excerpt: String!
    content: String!
  }
  type NewsPage {
    page: Int!
    totalCount: Int!
    totalPages: Int!
    posts: [NewsPost!]!
  }
  extend type Query {
    # In the page's language (§9; default the session's, §5).
    news(page: Int = 1, language: ContentLanguage): NewsPage!
  }
`;
