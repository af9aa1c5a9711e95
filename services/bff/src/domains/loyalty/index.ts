// The loyalty domain: its schema part and resolvers, composed by api/schema.ts.
import type { Domain } from '../../graphql/domain.ts';
import { loyaltyQueries } from './resolvers.ts';
import { typeDefs } from './schema.ts';

export const loyaltyDomain: Domain = { typeDefs, resolvers: { Query: loyaltyQueries } };
