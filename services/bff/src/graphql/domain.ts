// What a domain of the API (domains/<domain>/) gives the core: its part of the schema and the
// resolvers of the types and root fields it adds. api/schema.ts composes them. The resolvers
// are typed by the types generated from the composed schema (generated/resolvers.ts, `pnpm
// codegen`): a resolver whose arguments or answer do not fit the schema fails the type check.
import type { Resolvers } from '../generated/resolvers.ts';

export type DomainResolvers = Resolvers;

export interface Domain {
  typeDefs: string;
  resolvers: DomainResolvers;
}
