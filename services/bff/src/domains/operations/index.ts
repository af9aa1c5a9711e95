// The operations domain: its schema part and resolvers, composed by api/schema.ts.
import type { Domain } from '../../graphql/domain.ts';
import { operationQueries } from './resolvers.ts';
import { typeDefs } from './schema.ts';

export const operationsDomain: Domain = { typeDefs, resolvers: { Query: operationQueries } };
