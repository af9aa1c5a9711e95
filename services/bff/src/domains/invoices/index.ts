// The invoices domain: its schema part and resolvers, composed by graphql/schema.ts.
import type { Domain } from '../../graphql/domain.ts';
import { invoiceDetailFields, invoiceQueries } from './resolvers.ts';
import { typeDefs } from './schema.ts';

export const invoicesDomain: Domain = {
  typeDefs,
  resolvers: { Query: invoiceQueries, InvoiceDetail: invoiceDetailFields },
};
