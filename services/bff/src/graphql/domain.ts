// What a domain of the API (domains/<domain>/) gives the core: its part of the schema and the
// resolvers of the types and root fields it adds. graphql/schema.ts composes them.

/** Resolvers by type name (Query, Mutation, and the domain's own types with field resolvers). */
export type DomainResolvers = Record<string, Record<string, unknown>>;

export interface Domain {
  typeDefs: string;
  resolvers: DomainResolvers;
}
