// Online payment of an invoice (§7 Payment): the checkout that sends the customer to the hosted
// card page, and the result call that records the outcome — paying the invoice at most once.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { type CheckoutAnswer, type CheckoutResultAnswer } from '@portal/upstream-contract/rest';
import type { Checkout, DataStore } from '../data/store.ts';
import { MAX_ID, fail, notFound, ownRegistries, subjectOf, type DataDeps } from './data-http.ts';

const CheckoutBody = Type.Object({
  idfattura: Type.Integer({ minimum: 1, maximum: MAX_ID }),
  returnUrl: Type.String({ minLength: 1, maxLength: 2048 }),
});
const ResultBody = Type.Object({ checkoutId: Type.String({ minLength: 1, maxLength: 64 }) });

/** True when the address is on one of the portal's origins (no open redirect). */
export function onPortalOrigin(address: string, origins: readonly string[]): boolean {
  try {
    const url = new URL(address);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      origins.some((o) => new URL(o).origin === url.origin)
    );
  } catch {
    return false;
  }
}

/** How long a card page left open (pending, or at its second step) keeps the invoice's checkout. */
export const OPEN_CHECKOUT_MS = 30 * 60_000;

/**
 * The invoice's checkout still open on the card page, if any. One left open too long is closed as
 * canceled on the way (its page can no longer charge), so a new one never runs beside it.
 */
export function openCheckoutOf(store: DataStore, idfattura: number): Checkout | null {
  const since = store.now() - OPEN_CHECKOUT_MS;
  for (const checkout of store.checkouts.values()) {
    if (checkout.idfattura !== idfattura) continue;
    if (checkout.state !== 'pending' && checkout.state !== 'challenge') continue;
    if (checkout.createdMs >= since) return checkout;
    checkout.state = 'canceled';
  }
  return null;
}

function paymentUrlOf(ctx: DataDeps['ctx'], checkoutId: string): string {
  return `${ctx.options.baseUrl}/payment/checkout/${checkoutId}`;
}

export async function registerPaymentRoutes(
  app: FastifyInstance,
  { ctx, store }: DataDeps,
): Promise<void> {
  app.post(
    '/api/Payment/invoice-checkout',
    { schema: { body: CheckoutBody } },
    async (request, reply) => {
      const { idfattura, returnUrl } = request.body as Static<typeof CheckoutBody>;
      if (!onPortalOrigin(returnUrl, ctx.options.portalOrigins)) {
        return fail(
          reply,
          400,
          'badRequest',
          `body.returnUrl must be an address on a portal origin (${ctx.options.portalOrigins.join(', ')})`,
        );
      }
      const inv = store.ownInvoice(ownRegistries(request), idfattura);
      if (!inv) return notFound(reply, `invoice ${idfattura}`);
      if (inv.pagato)
        return fail(reply, 409, 'alreadyPaid', `invoice ${idfattura} is already paid`);
      // One open checkout per invoice: asking again (a second tab, a second session) returns the
      // open one, so a bill can never be on two card pages at once.
      const email = subjectOf(request).email;
      const open = openCheckoutOf(store, idfattura);
      if (open) {
        if (open.email !== email)
          return fail(
            reply,
            409,
            'checkoutInProgress',
            `invoice ${idfattura} has a card payment in progress`,
          );
        open.returnUrl = returnUrl;
        return {
          checkoutId: open.checkoutId,
          paymentUrl: paymentUrlOf(ctx, open.checkoutId),
        } satisfies Static<typeof CheckoutAnswer>;
      }
      const checkoutId = randomUUID();
      store.checkouts.set(checkoutId, {
        checkoutId,
        email,
        idfattura,
        returnUrl,
        state: 'pending',
        challengeFailures: 0,
        recorded: false,
        createdMs: store.now(),
      });
      return {
        checkoutId,
        paymentUrl: paymentUrlOf(ctx, checkoutId),
      } satisfies Static<typeof CheckoutAnswer>;
    },
  );

  app.post(
    '/api/Payment/checkout-client-result',
    { schema: { body: ResultBody } },
    async (request, reply) => {
      const { checkoutId } = request.body as Static<typeof ResultBody>;
      const checkout = store.checkouts.get(checkoutId);
      if (!checkout || checkout.email !== subjectOf(request).email)
        return notFound(reply, `checkout ${checkoutId}`);
      if (checkout.state === 'pending' || checkout.state === 'challenge') {
        return fail(reply, 409, 'checkoutPending', 'the card payment is not concluded yet');
      }
      const inv = store.data.fattureById.get(checkout.idfattura);
      if (!checkout.recorded) {
        checkout.recorded = true;
        if (checkout.state === 'success' && inv && !inv.pagato) store.markPaid(inv);
      }
      return {
        checkoutId,
        idfattura: checkout.idfattura,
        outcome: checkout.state,
        pagato: inv?.pagato ?? false,
      } satisfies Static<typeof CheckoutResultAnswer>;
    },
  );
}
