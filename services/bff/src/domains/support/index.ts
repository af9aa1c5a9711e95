// The support domain: its schema part and resolvers, composed by api/schema.ts.
import type { Domain } from '../../graphql/domain.ts';
import { supportMutations, supportQueries } from './resolvers.ts';
import { typeDefs } from './schema.ts';

export const supportDomain: Domain = {
  typeDefs,
  resolvers: { Query: supportQueries, Mutation: supportMutations },
};
