// The exports domain: its schema part and resolvers, composed by api/schema.ts.
import type { Domain } from '../../graphql/domain.ts';
import { exportMutations, exportQueries } from './resolvers.ts';
import { typeDefs } from './schema.ts';

export const exportsDomain: Domain = {
  typeDefs,
  resolvers: { Query: exportQueries, Mutation: exportMutations },
};
