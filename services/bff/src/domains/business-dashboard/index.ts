// The business dashboard's domain: its schema part and resolvers, composed by api/schema.ts.
import type { Domain } from '../../graphql/domain.ts';
import { businessDashboardQueries } from './resolvers.ts';
import { typeDefs } from './schema.ts';

export const businessDashboardDomain: Domain = {
  typeDefs,
  resolvers: { Query: businessDashboardQueries },
};
