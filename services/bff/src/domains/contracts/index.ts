// The contracts domain: its schema part and resolvers, composed by api/schema.ts.
import type { Domain } from '../../graphql/domain.ts';
import { contractDetailFields, contractQueries } from './resolvers.ts';
import { typeDefs } from './schema.ts';

export const contractsDomain: Domain = {
  typeDefs,
  resolvers: { Query: contractQueries, ContractDetail: contractDetailFields },
};
