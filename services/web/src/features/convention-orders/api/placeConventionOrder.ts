// placeConventionOrder(input) of docs/api.md: sends one supply order under the convention. Called
// once per press of the confirm button and never repeated on failure — a second call would place a
// second order — so the body decides whether to try again.
import { graphql } from '@/graphql/generated/index.ts';
import type {
  ConventionOrderInput,
  PlaceConventionOrderMutation,
} from '@/graphql/generated/graphql.ts';
import { graphql as send } from '@/lib/graphql.ts';

export const PLACE_CONVENTION_ORDER = graphql(`
  mutation PlaceConventionOrder($input: ConventionOrderInput!) {
    placeConventionOrder(input: $input) {
      ...ConventionOrderFields
    }
  }
`);

export type PlacedOrder = PlaceConventionOrderMutation['placeConventionOrder'];

export async function placeConventionOrder(input: ConventionOrderInput): Promise<PlacedOrder> {
  const data = await send(PLACE_CONVENTION_ORDER, { input });
  return data.placeConventionOrder;
}
