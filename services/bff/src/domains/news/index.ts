// The news domain: its schema part and resolvers, composed by api/schema.ts.
import type { Domain } from '../../graphql/domain.ts';
import { newsQueries } from './resolvers.ts';
import { typeDefs } from './schema.ts';

export const newsDomain: Domain = { typeDefs, resolvers: { Query: newsQueries } };
