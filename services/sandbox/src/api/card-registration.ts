// Card registration with the payment provider (§7 Payment, §3 contratti cardType, pAN,
// idcreditcard, token): the portal opens a registration for a supply, the
// customer gives the card on the provider's page (/payment/card-registration/:id), which returns to
// the portal's returnUrl with registrationId and outcome; the result call answers the masked card
// and its token — never the card number. A token files one payment-method request (requests.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { type CardRegistrationResultAnswer } from '@portal/upstream-contract/rest';
import type { CardRegistration, DataStore } from '../data/store.ts';
import { MAX_ID, fail, notFound, ownRegistries, subjectOf, type DataDeps } from './data-http.ts';
import { OPEN_CHECKOUT_MS, onPortalOrigin } from './payment.ts';

const RegistrationBody = Type.Object({
  idfornitura: Type.Integer({ minimum: 1, maximum: MAX_ID }),
  returnUrl: Type.String({ minLength: 1, maxLength: 2048 }),
});
const ResultBody = Type.Object({ registrationId: Type.String({ minLength: 1, maxLength: 64 }) });

/** A registration still open on the provider's page (pending or at its second step, not stale). */
export function isOpenRegistration(store: DataStore, r: CardRegistration): boolean {
  if (r.state !== 'pending' && r.state !== 'challenge') return false;
  if (r.createdMs >= store.now() - OPEN_CHECKOUT_MS) return true;
  r.state = 'canceled';
  return false;
}

/** The registration a token was answered for, if the provider accepted that card. */
export function registrationOfToken(store: DataStore, token: string): CardRegistration | null {
  for (const r of store.cardRegistrations.values())
    if (r.state === 'success' && r.card?.token === token) return r;
  return null;
}

export async function registerCardRegistrationRoutes(
  app: FastifyInstance,
  { ctx, store }: DataDeps,
): Promise<void> {
  app.post(
    '/api/Payment/card-registration',
    { schema: { body: RegistrationBody } },
    async (request, reply) => {
      const { idfornitura, returnUrl } = request.body as Static<typeof RegistrationBody>;
      if (!onPortalOrigin(returnUrl, ctx.options.portalOrigins)) {
        return fail(
          reply,
          400,
          'badRequest',
          `body.returnUrl must be an address on a portal origin (${ctx.options.portalOrigins.join(', ')})`,
        );
      }
      const f = store.data.fornitureById.get(idfornitura);
      if (!f || !ownRegistries(request).has(f.idanagrafica))
        return notFound(reply, `supply ${idfornitura}`);
      if (f.statoFornitura !== 'Attiva')
        return fail(reply, 409, 'supplyNotActive', `supply ${idfornitura} is not active`);
      const email = subjectOf(request).email;
      // One open registration per supply and customer: asking again returns it.
      for (const open of store.cardRegistrations.values()) {
        if (open.idfornitura !== idfornitura || open.email !== email) continue;
        if (!isOpenRegistration(store, open)) continue;
        open.returnUrl = returnUrl;
        return {
          registrationId: open.registrationId,
          registrationUrl: `${ctx.options.baseUrl}/payment/card-registration/${open.registrationId}`,
        };
      }
      const registrationId = randomUUID();
      store.cardRegistrations.set(registrationId, {
        registrationId,
        email,
        idanagrafica: f.idanagrafica,
        idfornitura,
        returnUrl,
        state: 'pending',
        challengeFailures: 0,
        createdMs: store.now(),
        card: null,
        used: false,
      });
      return {
        registrationId,
        registrationUrl: `${ctx.options.baseUrl}/payment/card-registration/${registrationId}`,
      };
    },
  );

  app.post(
    '/api/Payment/card-registration-result',
    { schema: { body: ResultBody } },
    async (request, reply) => {
      const { registrationId } = request.body as Static<typeof ResultBody>;
      const r = store.cardRegistrations.get(registrationId);
      if (!r || r.email !== subjectOf(request).email || !ownRegistries(request).has(r.idanagrafica))
        return notFound(reply, `card registration ${registrationId}`);
      if (r.state === 'pending' || r.state === 'challenge')
        return fail(
          reply,
          409,
          'registrationPending',
          'the card registration is not concluded yet',
        );
      return {
        registrationId,
        idfornitura: r.idfornitura,
        outcome: r.state,
        cardType: r.card?.cardType ?? null,
        pAN: r.card?.pAN ?? null,
        idcreditcard: r.card?.idcreditcard ?? null,
        token: r.card?.token ?? null,
      } satisfies CardRegistrationResultAnswer;
    },
  );
}
