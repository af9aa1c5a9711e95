// The dashboard domain: its schema part and resolvers, composed by api/schema.ts.
import type { Domain } from '../../graphql/domain.ts';
import { dashboardQueries } from './resolvers.ts';
import { typeDefs } from './schema.ts';

export const dashboardDomain: Domain = { typeDefs, resolvers: { Query: dashboardQueries } };
