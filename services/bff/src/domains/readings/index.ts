// The readings domain: its schema part and resolvers, composed by api/schema.ts.
import type { Domain } from '../../graphql/domain.ts';
import { readingMutations, readingQueries } from './resolvers.ts';
import { typeDefs } from './schema.ts';

export const readingsDomain: Domain = {
  typeDefs,
  resolvers: { Query: readingQueries, Mutation: readingMutations },
};
