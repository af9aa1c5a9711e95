// The hosted card page (public, like a payment provider's page): GET shows the form, POST checks
// the card and either asks for the second step or returns to the portal's returnUrl with
// checkoutId and outcome.
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { SandboxContext } from '../context.ts';
import type { Checkout, DataStore } from '../data/store.ts';
import { formatEuro } from '../pdf/invoice-pdf.ts';
import {
  CHALLENGE_CODE,
  MAX_CHALLENGE_ATTEMPTS,
  cardVerdict,
  cvcValid,
  expiryValid,
  luhnValid,
  normaliseCard,
} from './cards.ts';
import {
  ERROR_TEXT,
  cardPage,
  challengePage,
  messagePage,
  type FieldErrors,
  type PageLang,
} from './page.ts';

const Params = Type.Object({ checkoutId: Type.String({ pattern: '^[0-9a-f-]{36}$' }) });
const LangQuery = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 8 })) });
const FormBody = Type.Object({
  action: Type.Optional(Type.String({ maxLength: 16 })),
  step: Type.Optional(Type.String({ maxLength: 16 })),
  lang: Type.Optional(Type.String({ maxLength: 8 })),
  cardNumber: Type.Optional(Type.String({ maxLength: 40 })),
  expiry: Type.Optional(Type.String({ maxLength: 10 })),
  cvc: Type.Optional(Type.String({ maxLength: 8 })),
  code: Type.Optional(Type.String({ maxLength: 12 })),
});

function pickLang(explicit: string | undefined, request: FastifyRequest): PageLang {
  if (explicit === 'de' || explicit === 'it') return explicit;
  return /^de\b/i.test(request.headers['accept-language'] ?? '') ? 'de' : 'it';
}

export function returnAddress(
  checkout: Checkout,
  outcome: 'success' | 'declined' | 'canceled',
): string {
  const url = new URL(checkout.returnUrl);
  url.searchParams.set('checkoutId', checkout.checkoutId);
  url.searchParams.set('outcome', outcome);
  return url.href;
}

export async function registerPaymentPage(
  app: FastifyInstance,
  ctx: SandboxContext,
  store: DataStore,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(formbody);
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${ctx.options.portalOrigins.join(' ')}; frame-ancestors 'none'`,
        )
        .send(body);
    const finish = (
      reply: FastifyReply,
      checkout: Checkout,
      outcome: 'success' | 'declined' | 'canceled',
    ) => {
      checkout.state = outcome;
      // The provider has charged the card: the supplier records the payment now, as a provider's
      // notification would, so a customer who never comes back (network lost) has a paid bill and
      // no second checkout can be opened for it.
      const inv = store.data.fattureById.get(checkout.idfattura);
      if (outcome === 'success' && inv && !inv.pagato) store.markPaid(inv);
      return reply.redirect(returnAddress(checkout, outcome), 303);
    };
    /** A concluded checkout's page links back to the portal's return with its outcome, to read it again. */
    const concluded = (checkout: Checkout): string =>
      checkout.state === 'success' || checkout.state === 'declined' || checkout.state === 'canceled'
        ? returnAddress(checkout, checkout.state)
        : checkout.returnUrl;
    const model = (
      checkout: Checkout,
      lang: PageLang,
      errors: FieldErrors,
      values?: { cardNumber?: string; expiry?: string },
    ) => {
      const inv = store.data.fattureById.get(checkout.idfattura);
      return {
        lang,
        action: `/payment/checkout/${checkout.checkoutId}`,
        numeroFattura: inv?.numeroFattura ?? '',
        importo: formatEuro(inv?.saldo ?? 0),
        errors,
        ...(values ? { values } : {}),
      };
    };

    scope.get(
      '/payment/checkout/:checkoutId',
      { schema: { params: Params, querystring: LangQuery } },
      async (request, reply) => {
        const { checkoutId } = request.params as Static<typeof Params>;
        const lang = pickLang((request.query as Static<typeof LangQuery>).lang, request);
        const checkout = store.checkouts.get(checkoutId);
        if (!checkout) return html(reply, 404, messagePage(lang, 'notFound', null));
        if (checkout.state === 'challenge')
          return html(reply, 200, challengePage(model(checkout, lang, {})));
        if (checkout.state !== 'pending')
          return html(reply, 200, messagePage(lang, 'done', concluded(checkout)));
        return html(reply, 200, cardPage(model(checkout, lang, {})));
      },
    );

    scope.post(
      '/payment/checkout/:checkoutId',
      { schema: { params: Params, body: FormBody } },
      async (request, reply) => {
        const { checkoutId } = request.params as Static<typeof Params>;
        const form = request.body as Static<typeof FormBody>;
        const lang = pickLang(form.lang, request);
        const checkout = store.checkouts.get(checkoutId);
        if (!checkout) return html(reply, 404, messagePage(lang, 'notFound', null));
        if (checkout.state !== 'pending' && checkout.state !== 'challenge')
          return html(reply, 409, messagePage(lang, 'done', concluded(checkout)));
        // Paid meanwhile through another checkout: never a second charge.
        if (store.data.fattureById.get(checkout.idfattura)?.pagato)
          return html(reply, 409, messagePage(lang, 'done', checkout.returnUrl));
        if (form.action === 'cancel') return finish(reply, checkout, 'canceled');
        const text = ERROR_TEXT[lang];
        if (checkout.state === 'challenge') {
          if ((form.code ?? '').trim() === CHALLENGE_CODE)
            return finish(reply, checkout, 'success');
          checkout.challengeFailures += 1;
          if (checkout.challengeFailures >= MAX_CHALLENGE_ATTEMPTS)
            return finish(reply, checkout, 'declined');
          return html(reply, 422, challengePage(model(checkout, lang, { code: text.code })));
        }
        const digits = normaliseCard(form.cardNumber ?? '');
        const errors: FieldErrors = {};
        if (!luhnValid(digits)) errors.cardNumber = text.cardNumber;
        else if (cardVerdict(digits) === 'unknown') errors.cardNumber = text.unknownCard;
        if (!expiryValid(form.expiry ?? '', new Date(store.now()))) errors.expiry = text.expiry;
        if (!cvcValid(form.cvc ?? '')) errors.cvc = text.cvc;
        if (Object.keys(errors).length > 0) {
          return html(
            reply,
            422,
            cardPage(
              model(checkout, lang, errors, {
                cardNumber: form.cardNumber ?? '',
                expiry: form.expiry ?? '',
              }),
            ),
          );
        }
        const verdict = cardVerdict(digits);
        if (verdict === 'challenge') {
          checkout.state = 'challenge';
          return html(reply, 200, challengePage(model(checkout, lang, {})));
        }
        return finish(reply, checkout, verdict === 'success' ? 'success' : 'declined');
      },
    );
  });
}
