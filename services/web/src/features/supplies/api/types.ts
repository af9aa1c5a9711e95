// The supplies pages' names for what the generated documents (pnpm codegen, from the BFF's schema)
// say a supply, a site and the list's arguments are: no hand-written copies.
import type {
  SupplyListFieldsFragment,
  SupplyListQueryVariables,
} from '@/graphql/generated/graphql.ts';

export type { SiteOption as Site } from '@/components/filters/index.ts';

export type { ContractStatus, Utility } from '@/graphql/generated/graphql.ts';
export type Supply = SupplyListFieldsFragment;
/** What the address can ask of the list: the arguments but the commodity and the page. */
export type SupplyFilter = Omit<SupplyListQueryVariables, 'utility' | 'offset'>;
