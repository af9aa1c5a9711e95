// The overview domain: its schema part and resolvers, composed by api/schema.ts.
import type { Domain } from '../../graphql/domain.ts';
import { overviewQueries } from './resolvers.ts';
import { typeDefs } from './schema.ts';

export const overviewDomain: Domain = {
  typeDefs,
  resolvers: { Query: overviewQueries },
};
