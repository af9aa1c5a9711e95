// The downloads page's names for what the generated documents (pnpm codegen, from the BFF's
// schema) say: no hand-written copies.
export type {
  ExportJobFailure,
  InvoiceFilter,
  PaymentState,
  Utility,
} from '@/graphql/generated/graphql.ts';
