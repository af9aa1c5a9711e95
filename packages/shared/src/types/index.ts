export type * from './contract.ts';
export type * from './invoice.ts';
