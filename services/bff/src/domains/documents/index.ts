// The documents domain: its schema part and resolvers, composed by api/schema.ts.
import type { Domain } from '../../graphql/domain.ts';
import { documentQueries } from './resolvers.ts';
import { typeDefs } from './schema.ts';

export const documentsDomain: Domain = { typeDefs, resolvers: { Query: documentQueries } };
