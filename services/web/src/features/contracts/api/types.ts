// The contracts pages' names for what the generated documents (pnpm codegen, from the BFF's
// schema) say a contract, its detail and its supply are: no hand-written copies.
import type { ContractFieldsFragment, ContractQuery } from '@/graphql/generated/graphql.ts';

export type { ContractStatus, Utility } from '@/graphql/generated/graphql.ts';
export type Contract = ContractFieldsFragment;
export type ContractDetail = ContractQuery['contract'];
export type ContractSupply = NonNullable<ContractDetail['supply']>;
export type ContractInvoice = ContractDetail['recentInvoices'][number];
