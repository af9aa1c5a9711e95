// The invoices pages' names for what the generated documents (pnpm codegen, from the BFF's
// schema) say an invoice, its detail, a page of them and a site are: no hand-written copies.
import type {
  InvoiceDetailFieldsFragment,
  InvoiceFieldsFragment,
  InvoicesQuery,
} from '@/graphql/generated/graphql.ts';

export type { SiteOption as Site } from '@/components/filters/index.ts';

export type {
  InvoiceFilter,
  InvoiceSort,
  PaymentState,
  Utility,
} from '@/graphql/generated/graphql.ts';
export type Invoice = InvoiceFieldsFragment;
export type InvoiceDetail = InvoiceDetailFieldsFragment;
export type InvoiceRow = InvoiceDetail['rows'][number];
export type InvoicePage = InvoicesQuery['invoices'];
