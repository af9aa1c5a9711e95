// The payments domain: its schema part and resolvers, composed by api/schema.ts.
import type { Domain } from '../../graphql/domain.ts';
import { paymentMutations } from './resolvers.ts';
import { typeDefs } from './schema.ts';

export const paymentsDomain: Domain = { typeDefs, resolvers: { Mutation: paymentMutations } };
