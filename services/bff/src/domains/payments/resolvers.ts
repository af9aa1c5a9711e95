// Card payment of an invoice (§7 Payment): a checkout opened at most once per session and
// invoice, and its outcome when the customer returns from the card page.
import { resolveLanguage } from '@portal/shared/format';
import { ApiError, badInput } from '../../errors/api-error.ts';
import type { ApiContext } from '../../graphql/context.ts';
import { parseId } from '../../graphql/inputs.ts';
import { selectedRegistry } from '../../session/types.ts';
import { UpstreamError } from '../../upstream/errors.ts';
import { ownedInvoice } from '../invoices/ownership.ts';

const CHECKOUT_ID = /^[A-Za-z0-9_-]{1,128}$/;

const OUTCOMES: Record<string, 'SUCCESS' | 'DECLINED' | 'CANCELED' | 'PENDING'> = {
  success: 'SUCCESS',
  declined: 'DECLINED',
  canceled: 'CANCELED',
  pending: 'PENDING',
  challenge: 'PENDING',
};

export const paymentMutations = {
  /** Opens (or returns the already open) card checkout of an invoice; the card page returns to the bills page. */
  async invoiceCheckout(_: unknown, args: { invoiceId: string }, ctx: ApiContext) {
    const invoice = await ownedInvoice(ctx.authz, parseId(args.invoiceId, 'invoiceId'));
    if (invoice.pagato) throw badInput('invoiceId', 'the invoice is already paid');
    if (!invoice.pagamentoOnlineAbilitato)
      throw badInput('invoiceId', 'online payment is not enabled for this invoice');
    const lang = resolveLanguage({
      profileLocale: ctx.session.profile.locale,
      registryCulture: selectedRegistry(ctx.session)?.culture,
    });
    const returnUrl = `${ctx.config.publicOrigin}${lang === 'de' ? '/de' : ''}/retail/myBills`;
    const open = await ctx.checkouts.openOnce(ctx.session.id, invoice.idfattura, async () => {
      const { body } = await ctx.upstream.request<{ checkoutId: string; paymentUrl: string }>(
        ctx.call,
        {
          method: 'POST',
          path: '/api/Payment/invoice-checkout',
          body: { idfattura: invoice.idfattura, returnUrl },
        },
      );
      return { checkoutId: String(body.checkoutId), paymentUrl: body.paymentUrl };
    });
    // The card page speaks Italian, or German when asked (docs/upstream-contract.md "Payment").
    const paymentUrl =
      lang === 'de'
        ? `${open.paymentUrl}${open.paymentUrl.includes('?') ? '&' : '?'}lang=de`
        : open.paymentUrl;
    return { checkoutId: open.checkoutId, paymentUrl, invoiceId: String(open.invoiceId) };
  },

  async checkoutResult(_: unknown, args: { checkoutId: string }, ctx: ApiContext) {
    const checkoutId = args.checkoutId.trim();
    if (!CHECKOUT_ID.test(checkoutId))
      throw badInput('checkoutId', 'checkoutId has an invalid format');
    const open = await ctx.checkouts.find(ctx.session.id, checkoutId);
    if (!open) throw new ApiError('NOT_FOUND', 'Checkout not found');
    let body: { outcome: string; pagato: boolean };
    try {
      ({ body } = await ctx.upstream.request<{
        checkoutId: string;
        idfattura: number;
        outcome: string;
        pagato: boolean;
      }>(ctx.call, {
        method: 'POST',
        path: '/api/Payment/checkout-client-result',
        body: { checkoutId },
      }));
    } catch (error) {
      // The customer came back before the card page concluded: nothing is recorded yet.
      if (
        error instanceof UpstreamError &&
        error.status === 409 &&
        error.code === 'checkoutPending'
      )
        body = { outcome: 'pending', pagato: false };
      else throw error;
    }
    const outcome = OUTCOMES[body.outcome] ?? 'PENDING';
    if (outcome !== 'PENDING') await ctx.checkouts.close(ctx.session.id, checkoutId);
    return { checkoutId, invoiceId: String(open.invoiceId), outcome, paid: Boolean(body.pagato) };
  },
};
