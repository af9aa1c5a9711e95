// The business home's domain (issue 12 item 1): its schema part and resolvers, composed by graphql/schema.ts.
import type { Domain } from '../../graphql/domain.ts';
import { businessDashboardQueries } from './resolvers.ts';
import { typeDefs } from './schema.ts';

export const businessDashboardDomain: Domain = {
  typeDefs,
  resolvers: { Query: businessDashboardQueries },
};
