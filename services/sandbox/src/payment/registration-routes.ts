// The provider's card registration page (public, like the card payment page): GET shows the form,
// POST checks the card — the same test cards and second step as a payment — and returns to the
// portal's returnUrl with registrationId and outcome. An accepted card is kept as its brand, masked
// number and token (§3 contratti cardType, pAN, token, idcreditcard); the number itself never.
import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { SandboxContext } from '../context.ts';
import type { CardRegistration, DataStore } from '../data/store.ts';
import {
  CHALLENGE_CODE,
  MAX_CHALLENGE_ATTEMPTS,
  cardTypeOf,
  cardVerdict,
  cvcValid,
  expiryValid,
  luhnValid,
  maskPan,
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

const Params = Type.Object({ registrationId: Type.String({ pattern: '^[0-9a-f-]{36}$' }) });
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

export function registrationReturn(
  r: CardRegistration,
  outcome: 'success' | 'declined' | 'canceled',
): string {
  const url = new URL(r.returnUrl);
  url.searchParams.set('registrationId', r.registrationId);
  url.searchParams.set('outcome', outcome);
  return url.href;
}

export async function registerCardRegistrationPage(
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
      r: CardRegistration,
      outcome: 'success' | 'declined' | 'canceled',
      digits?: string,
    ) => {
      r.state = outcome;
      if (outcome === 'success' && digits)
        r.card = {
          cardType: cardTypeOf(digits),
          pAN: maskPan(digits),
          token: `tok_${randomBytes(16).toString('hex')}`,
          idcreditcard: store.next('creditcard', 5_100_001),
        };
      return reply.redirect(registrationReturn(r, outcome), 303);
    };
    const concluded = (r: CardRegistration): string =>
      r.state === 'success' || r.state === 'declined' || r.state === 'canceled'
        ? registrationReturn(r, r.state)
        : r.returnUrl;
    const model = (
      r: CardRegistration,
      lang: PageLang,
      errors: FieldErrors,
      values?: { cardNumber?: string; expiry?: string },
    ) => ({
      lang,
      action: `/payment/card-registration/${r.registrationId}`,
      numeroFattura: '',
      importo: '',
      registration: { podPdr: store.data.fornitureById.get(r.idfornitura)?.podPdr ?? '' },
      errors,
      ...(values ? { values } : {}),
    });

    scope.get(
      '/payment/card-registration/:registrationId',
      { schema: { params: Params, querystring: LangQuery } },
      async (request, reply) => {
        const { registrationId } = request.params as Static<typeof Params>;
        const lang = pickLang((request.query as Static<typeof LangQuery>).lang, request);
        const r = store.cardRegistrations.get(registrationId);
        if (!r) return html(reply, 404, messagePage(lang, 'registrationNotFound', null));
        if (r.state === 'challenge') return html(reply, 200, challengePage(model(r, lang, {})));
        if (r.state !== 'pending')
          return html(reply, 200, messagePage(lang, 'registrationDone', concluded(r)));
        return html(reply, 200, cardPage(model(r, lang, {})));
      },
    );

    scope.post(
      '/payment/card-registration/:registrationId',
      { schema: { params: Params, body: FormBody } },
      async (request, reply) => {
        const { registrationId } = request.params as Static<typeof Params>;
        const form = request.body as Static<typeof FormBody>;
        const lang = pickLang(form.lang, request);
        const r = store.cardRegistrations.get(registrationId);
        if (!r) return html(reply, 404, messagePage(lang, 'registrationNotFound', null));
        if (r.state !== 'pending' && r.state !== 'challenge')
          return html(reply, 409, messagePage(lang, 'registrationDone', concluded(r)));
        if (form.action === 'cancel') return finish(reply, r, 'canceled');
        const text = ERROR_TEXT[lang];
        if (r.state === 'challenge') {
          if ((form.code ?? '').trim() === CHALLENGE_CODE)
            return finish(reply, r, 'success', pendingDigits.get(r.registrationId));
          r.challengeFailures += 1;
          if (r.challengeFailures >= MAX_CHALLENGE_ATTEMPTS) return finish(reply, r, 'declined');
          return html(reply, 422, challengePage(model(r, lang, { code: text.code })));
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
              model(r, lang, errors, {
                cardNumber: form.cardNumber ?? '',
                expiry: form.expiry ?? '',
              }),
            ),
          );
        }
        const verdict = cardVerdict(digits);
        if (verdict === 'challenge') {
          r.state = 'challenge';
          pendingDigits.set(r.registrationId, digits);
          return html(reply, 200, challengePage(model(r, lang, {})));
        }
        return finish(reply, r, verdict === 'success' ? 'success' : 'declined', digits);
      },
    );
  });
}

/** The provider's own memory of a card waiting for its second step (never answered to anyone). */
const pendingDigits = new Map<string, string>();
