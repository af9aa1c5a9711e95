// The registry domain: its schema part and resolvers, composed by api/schema.ts.
import type { Domain } from '../../graphql/domain.ts';
import { registryMutations, registryQueries } from './resolvers.ts';
import { typeDefs } from './schema.ts';

export const registryDomain: Domain = {
  typeDefs,
  resolvers: { Query: registryQueries, Mutation: registryMutations },
};
