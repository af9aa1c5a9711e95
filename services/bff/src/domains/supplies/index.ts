// The supplies domain: its schema part and resolvers, composed by api/schema.ts.
import type { Domain } from '../../graphql/domain.ts';
import { supplyQueries } from './resolvers.ts';
import { typeDefs } from './schema.ts';

export const suppliesDomain: Domain = { typeDefs, resolvers: { Query: supplyQueries } };
