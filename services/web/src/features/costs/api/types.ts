// The costs pages' names for what the generated documents (pnpm codegen, from the BFF's schema)
// say a month, a period's figures, a supply's sums and a bill are: no hand-written copies.
import type {
  CostsAndConsumptionsQuery,
  CostsFiguresFragment,
  CostsMonthFieldsFragment,
  SupplyBillsQuery,
  SupplyCostsAndConsumptionsQuery,
} from '@/graphql/generated/graphql.ts';

export type {
  CostsAndConsumptionsQuery,
  CostsAndConsumptionsQueryVariables,
  SupplyBillsQuery,
  SupplyBillsQueryVariables,
  SupplyCostsAndConsumptionsQuery,
  SupplyCostsAndConsumptionsQueryVariables,
  SupplyCostsSort,
  Utility,
} from '@/graphql/generated/graphql.ts';
export type { SiteOption as CostsSite } from '@/components/filters/index.ts';

export type CostsMonth = CostsMonthFieldsFragment;
export type MonthFigures = CostsMonth['current'];
export type PeriodFigures = CostsFiguresFragment;
export type CostsAndConsumptions = CostsAndConsumptionsQuery['costsAndConsumptions'];
export type SupplyCosts = CostsAndConsumptions['supplies']['nodes'][number];
export type SupplyCostsAndConsumptions =
  SupplyCostsAndConsumptionsQuery['supplyCostsAndConsumptions'];
export type CostsSupply = SupplyCostsAndConsumptions['supply'];
export type SupplyBill = SupplyBillsQuery['invoices']['nodes'][number];
