// The invoices domain: its schema part and resolvers, composed by api/schema.ts.
import type { Domain } from '../../graphql/domain.ts';
import type { InvoiceRecord } from '../../scope/invoices.ts';
import { invoiceDetailFields, invoiceQueries } from './resolvers.ts';
import { typeDefs } from './schema.ts';

export const invoicesDomain: Domain = {
  typeDefs,
  resolvers: { Query: invoiceQueries, InvoiceDetail: invoiceDetailFields },
};

/** InvoiceDetail is resolved field by field from the invoice record (the codegen mapper). */
export interface InvoiceDetailParent {
  record: InvoiceRecord;
}
