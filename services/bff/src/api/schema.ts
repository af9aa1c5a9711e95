// The composition of the API (docs/api.md, conventions 18): the base types and every domain's
// schema part and resolvers.
import { alertsDomain } from '../domains/alerts/index.ts';
import { businessDashboardDomain } from '../domains/business-dashboard/index.ts';
import { consumptionDomain } from '../domains/consumption/index.ts';
import { contractsDomain } from '../domains/contracts/index.ts';
import { conventionDomain } from '../domains/convention/index.ts';
import { dashboardDomain } from '../domains/dashboard/index.ts';
import { documentsDomain } from '../domains/documents/index.ts';
import { exportsDomain } from '../domains/exports/index.ts';
import { invoicesDomain } from '../domains/invoices/index.ts';
import { loyaltyDomain } from '../domains/loyalty/index.ts';
import { newsDomain } from '../domains/news/index.ts';
import { notificationsDomain } from '../domains/notifications/index.ts';
import { operationsDomain } from '../domains/operations/index.ts';
import { overviewDomain } from '../domains/overview/index.ts';
import { paymentsDomain } from '../domains/payments/index.ts';
import { readingsDomain } from '../domains/readings/index.ts';
import { registryDomain } from '../domains/registry/index.ts';
import { suppliesDomain } from '../domains/supplies/index.ts';
import { supplyChangesDomain } from '../domains/supply-changes/index.ts';
import { supportDomain } from '../domains/support/index.ts';
import { baseTypeDefs } from '../graphql/base-schema.ts';
import type { Domain, DomainResolvers } from '../graphql/domain.ts';
import { withWritesSentOnce } from '../graphql/sent-once.ts';

export const domains: readonly Domain[] = [
  dashboardDomain,
  businessDashboardDomain,
  invoicesDomain,
  paymentsDomain,
  exportsDomain,
  documentsDomain,
  contractsDomain,
  suppliesDomain,
  registryDomain,
  consumptionDomain,
  notificationsDomain,
  operationsDomain,
  overviewDomain,
  supplyChangesDomain,
  readingsDomain,
  loyaltyDomain,
  newsDomain,
  supportDomain,
  conventionDomain,
  alertsDomain,
];

/** The composed SDL: the one source of the API contract (docs/decisions/0004). */
export const schema = [baseTypeDefs, ...domains.map((d) => d.typeDefs)].join('\n');

function compose(parts: readonly Domain[]): DomainResolvers {
  const all: Record<string, Record<string, unknown>> = {};
  for (const { resolvers } of parts) {
    for (const [type, fields] of Object.entries(resolvers as Record<string, object>)) {
      for (const name of Object.keys(fields)) {
        if (all[type] && name in all[type])
          throw new Error(`${type}.${name} is resolved by two domains`);
      }
      all[type] = { ...all[type], ...fields };
    }
  }
  return all as DomainResolvers;
}

/** Every domain's resolvers, the writes that file something sent once (graphql/sent-once.ts). */
export const resolvers = withWritesSentOnce(compose(domains));
