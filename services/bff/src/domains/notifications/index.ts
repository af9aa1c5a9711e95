// The notifications domain: its schema part and resolvers, composed by api/schema.ts.
import type { Domain } from '../../graphql/domain.ts';
import { notificationMutations, notificationQueries } from './resolvers.ts';
import { typeDefs } from './schema.ts';

export const notificationsDomain: Domain = {
  typeDefs,
  resolvers: { Query: notificationQueries, Mutation: notificationMutations },
};
