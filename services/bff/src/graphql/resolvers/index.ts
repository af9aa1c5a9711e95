// The resolver map of the schema (schema.ts).
import { activityQueries } from './activity.ts';
import { invoiceDetailFields, invoiceQueries } from './invoices.ts';
import { mutations } from './mutations.ts';
import { contractDetailFields, supplyQueries } from './supplies.ts';
import { usageQueries } from './usage.ts';

export const resolvers = {
  Query: { ...invoiceQueries, ...supplyQueries, ...usageQueries, ...activityQueries },
  Mutation: mutations,
  InvoiceDetail: invoiceDetailFields,
  ContractDetail: contractDetailFields,
};
