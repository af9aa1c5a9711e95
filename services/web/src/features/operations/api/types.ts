// The operations page's names for what the generated document (pnpm codegen, from the BFF's
// schema) says a request and its history are: no hand-written copies.
import type { OperationsQuery } from '@/graphql/generated/graphql.ts';

export type {
  OperationKind,
  OperationsQueryVariables,
  RequestState,
  Utility,
} from '@/graphql/generated/graphql.ts';
export type Operation = OperationsQuery['operations']['nodes'][number];
export type StateChange = Operation['history'][number];
