// The alerts domain: its schema part and resolvers, composed by api/schema.ts.
import type { Domain } from '../../graphql/domain.ts';
import { alertMutations, alertQueries } from './resolvers.ts';
import { typeDefs } from './schema.ts';

export const alertsDomain: Domain = {
  typeDefs,
  resolvers: { Query: alertQueries, Mutation: alertMutations },
};
