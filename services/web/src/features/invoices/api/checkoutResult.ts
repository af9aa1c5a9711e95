// checkoutResult(checkoutId) of docs/api.md (§7 Payment/checkout-client-result): the outcome of a
// card payment when the provider sends the customer back to the bill's page. Reading it again
// changes nothing upstream; the client still asks only once per return, or when the customer asks.
import { graphql } from '@/graphql/generated/index.ts';
import type { CheckoutResultMutation } from '@/graphql/generated/graphql.ts';
import { graphql as send } from '@/lib/graphql.ts';

export const CHECKOUT_RESULT = graphql(`
  mutation CheckoutResult($checkoutId: ID!) {
    checkoutResult(checkoutId: $checkoutId) {
      checkoutId
      invoiceId
      outcome
      paid
    }
  }
`);

export type CheckoutResult = CheckoutResultMutation['checkoutResult'];

export async function readCheckoutResult(checkoutId: string): Promise<CheckoutResult> {
  return (await send(CHECKOUT_RESULT, { checkoutId })).checkoutResult;
}
