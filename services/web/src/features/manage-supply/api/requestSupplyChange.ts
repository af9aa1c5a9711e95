// requestSupplyChange(supplyId, kind, input) of docs/api.md: files one request. Called once per
// press of the confirm button and never repeated on failure — a second call would file a second
// request — so the customer decides whether to try again.
import { graphql } from '@/graphql/generated/index.ts';
import type {
  RequestSupplyChangeMutation,
  SupplyChangeInput,
  SupplyChangeKind,
} from '@/graphql/generated/graphql.ts';
import { graphql as send } from '@/lib/graphql.ts';

export const REQUEST_SUPPLY_CHANGE = graphql(`
  mutation RequestSupplyChange(
    $supplyId: ID!
    $kind: SupplyChangeKind!
    $input: SupplyChangeInput!
  ) {
    requestSupplyChange(supplyId: $supplyId, kind: $kind, input: $input) {
      ...SupplyChangeRequestFields
    }
  }
`);

export type FiledRequest = RequestSupplyChangeMutation['requestSupplyChange'];

export async function requestSupplyChange(
  supplyId: string,
  kind: SupplyChangeKind,
  input: SupplyChangeInput,
): Promise<FiledRequest> {
  const data = await send(REQUEST_SUPPLY_CHANGE, { supplyId, kind, input });
  return data.requestSupplyChange;
}
