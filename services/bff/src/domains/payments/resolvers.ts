// Card payment of an invoice (§7 Payment): one open checkout per invoice, and its
// outcome when the customer returns from the card page to the bill's page.
import { resolveLanguage } from '@portal/shared/format';
import { buildPath } from '@portal/shared/routes';
import { ApiError, badInput } from '../../errors/api-error.ts';
import type { ApiContext } from '../../graphql/context.ts';
import { parseId } from '../../graphql/inputs.ts';
import { type InvoiceRecord, ownedInvoice } from '../../scope/invoices.ts';
import { selectedRegistry } from '../../session/types.ts';
import { UpstreamError } from '../../upstream/errors.ts';

const CHECKOUT_ID = /^[A-Za-z0-9_-]{1,128}$/;

const OUTCOMES: Record<string, 'SUCCESS' | 'DECLINED' | 'CANCELED' | 'PENDING'> = {
  success: 'SUCCESS',
  declined: 'DECLINED',
  canceled: 'CANCELED',
  pending: 'PENDING',
  challenge: 'PENDING',
};

/** The bill's own page (§2 /retail/myBills/{id}?issueDate=…), where the card page returns with the checkout id. */
export function billReturnPath(
  invoice: Pick<InvoiceRecord, 'numeroFattura' | 'dataEmissione'>,
  lang: 'it' | 'de',
): string {
  const path = buildPath('retail-myBills-id', { id: invoice.numeroFattura }, lang);
  return `${path}?issueDate=${String(invoice.dataEmissione).slice(0, 10)}`;
}

export const paymentMutations = {
  /**
   * Opens the card checkout of an invoice, or returns the one already open (upstream keeps one per
   * invoice); the card page returns to the bill's page. A paid invoice is refused (alreadyPaid).
   * Never retried: the client calls it once per press.
   */
  async invoiceCheckout(
    _: unknown,
    args: { invoiceId: string; language?: 'IT' | 'DE' | null },
    ctx: ApiContext,
  ) {
    const invoice = await ownedInvoice(ctx.authz, parseId(args.invoiceId, 'invoiceId'));
    if (invoice.pagato)
      throw new ApiError('BAD_USER_INPUT', 'The invoice is already paid', {
        field: 'invoiceId',
        reason: 'alreadyPaid',
      });
    if (!invoice.pagamentoOnlineAbilitato)
      throw new ApiError('BAD_USER_INPUT', 'Online payment is not enabled for this invoice', {
        field: 'invoiceId',
        reason: 'onlinePaymentNotEnabled',
      });
    // The page's language when it says (a German page of an Italian profile), else §5's rule.
    const lang = args.language
      ? args.language === 'DE'
        ? 'de'
        : 'it'
      : resolveLanguage({
          profileLocale: ctx.session.profile.locale,
          registryCulture: selectedRegistry(ctx.session)?.culture,
        });
    const returnUrl = `${ctx.config.publicOrigin}${billReturnPath(invoice, lang)}`;
    const open = await ctx.checkouts.open(ctx.session.id, invoice.idfattura, async () => {
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

  /** The outcome of a checkout of the session's: reading it again changes nothing (idempotent). */
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
