// The consumption domain: its schema part and resolvers, composed by api/schema.ts.
import type { Domain } from '../../graphql/domain.ts';
import { usageQueries } from './resolvers.ts';
import { typeDefs } from './schema.ts';

export const consumptionDomain: Domain = { typeDefs, resolvers: { Query: usageQueries } };
