// Shapes of upstream answers that more than one domain reads (docs/upstream-contract.md): a page
// of records and a state history. Each domain keeps its own records beside its upstream documents
// (domains/<domain>/upstream.ts); the commodity's codes are packages/shared's (types/contract.ts).
import type { StatoStorico } from '@portal/upstream-contract/records';

export type StatoStoricoRecord = StatoStorico;

export interface Page<T> {
  totalCount: number;
  nodes: T[];
}
