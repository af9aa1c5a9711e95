// The supply-changes domain: its schema part and resolvers, composed by api/schema.ts.
import type { Domain } from '../../graphql/domain.ts';
import { cardRegistrationMutations } from './card.ts';
import { supplyChangeMutations, supplyChangeQueries } from './resolvers.ts';
import { typeDefs } from './schema.ts';

export const supplyChangesDomain: Domain = {
  typeDefs,
  resolvers: {
    Query: supplyChangeQueries,
    Mutation: { ...supplyChangeMutations, ...cardRegistrationMutations },
  },
};
