// The convention domain: its schema part and resolvers, composed by api/schema.ts.
import type { Domain } from '../../graphql/domain.ts';
import { conventionMutations, conventionQueries } from './resolvers.ts';
import { typeDefs } from './schema.ts';

export const conventionDomain: Domain = {
  typeDefs,
  resolvers: { Query: conventionQueries, Mutation: conventionMutations },
};
