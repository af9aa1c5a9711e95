// Paying a supply's bills by card (§7 Payment, §3 contratti cardType, pAN, token):
// the card is registered on the provider's page, never in the portal. startCardRegistration opens
// the registration and answers the page's address; the page returns to the supply's paymentMethod
// page with the registration id, and completeCardRegistration reads the outcome (idempotent) and,
// for an accepted card, files the payment-method change with the card's token — once per
// registration, under the session's lock. The token stays here: the browser gets the card's brand
// and masked number only.
import { resolveLanguage } from '@portal/shared/format';
import { buildPath } from '@portal/shared/routes';
import { ApiError, badInput, notFound } from '../../errors/api-error.ts';
import type { ApiContext } from '../../graphql/context.ts';
import { parseId } from '../../graphql/inputs.ts';
import { upstreamSpelling } from '@portal/shared/enumerations';
import { ownedSupply } from '../../scope/supplies.ts';
import { selectedRegistry } from '../../session/types.ts';
import { UpstreamError } from '../../upstream/errors.ts';
import { requestsOf } from './resolvers.ts';
import { UPSTREAM_KIND, isOpenRequest, toSupplyChangeRequest } from './rules.ts';
import { CREA_RICHIESTA_MUTATION, type RichiestaGestioneRecord } from './upstream.ts';

const REGISTRATION_ID = /^[A-Za-z0-9_-]{1,128}$/;

const OUTCOMES: Record<string, 'SUCCESS' | 'DECLINED' | 'CANCELED'> = {
  success: 'SUCCESS',
  declined: 'DECLINED',
  canceled: 'CANCELED',
};

interface RegistrationResult {
  registrationId: string;
  idfornitura: number;
  outcome: string;
  cardType: string | null;
  pAN: string | null;
  idcreditcard: number | null;
  token: string | null;
}

/** A payment-method request still open on the supply: a second one is refused (CONFLICT). */
async function refuseWhileOpen(
  ctx: ApiContext,
  supply: { idanagrafica: number; idfornitura: number },
): Promise<void> {
  const open = (await requestsOf(ctx, supply, UPSTREAM_KIND.PAYMENT_METHOD)).find(isOpenRequest);
  if (open)
    throw new ApiError(
      'CONFLICT',
      'A request of this kind is already in progress for this supply',
      {
        reason: 'requestAlreadyPending',
        requestId: String(open.idrichiesta),
      },
    );
}

export const cardRegistrationMutations = {
  /** Never retried: the client calls it once per press; upstream answers an open one again. */
  async startCardRegistration(
    _: unknown,
    args: { supplyId: string; language?: 'IT' | 'DE' | null },
    ctx: ApiContext,
  ) {
    const supply = await ownedSupply(ctx.authz, parseId(args.supplyId, 'supplyId'));
    if (supply.statoFornitura && supply.statoFornitura.toLowerCase() !== 'attiva')
      throw badInput('supplyId', 'the supply is not active');
    await refuseWhileOpen(ctx, supply);
    const lang = args.language
      ? args.language === 'DE'
        ? 'de'
        : 'it'
      : resolveLanguage({
          profileLocale: ctx.session.profile.locale,
          registryCulture: selectedRegistry(ctx.session)?.culture,
        });
    const returnUrl = `${ctx.config.publicOrigin}${buildPath('retail-myUtilities-manageUts-paymentMethod-id', { id: supply.idfornitura }, lang)}`;
    const { body } = await ctx.upstream.request<{
      registrationId: string;
      registrationUrl: string;
    }>(ctx.call, {
      method: 'POST',
      path: '/api/Payment/card-registration',
      body: { idfornitura: supply.idfornitura, returnUrl },
    });
    const registrationId = String(body.registrationId);
    await ctx.cardRegistrations.remember(ctx.session.id, registrationId, supply.idfornitura);
    const url = body.registrationUrl;
    return {
      registrationId,
      registrationUrl: lang === 'de' ? `${url}${url.includes('?') ? '&' : '?'}lang=de` : url,
      supplyId: String(supply.idfornitura),
    };
  },

  /**
   * The registration's outcome, the same however often it is asked (a reload of the return page,
   * a second tab): an accepted card files the request once, later calls answer that request.
   * Another session's or an unknown registration is NOT_FOUND.
   */
  async completeCardRegistration(_: unknown, args: { registrationId: string }, ctx: ApiContext) {
    const registrationId = args.registrationId.trim();
    if (!REGISTRATION_ID.test(registrationId))
      throw badInput('registrationId', 'registrationId has an invalid format');
    return ctx.cardRegistrations.settle(ctx.session.id, registrationId, async () => {
      const open = await ctx.cardRegistrations.find(ctx.session.id, registrationId);
      if (!open) throw notFound('Card registration');
      const supply = await ownedSupply(ctx.authz, open.supplyId);
      const base = { registrationId, supplyId: String(supply.idfornitura) };
      if (open.filed) {
        const filed = (await requestsOf(ctx, supply, UPSTREAM_KIND.PAYMENT_METHOD)).find(
          (r) => r.idrichiesta === open.filed?.requestId,
        );
        return {
          ...base,
          outcome: 'SUCCESS' as const,
          cardType: open.filed.cardType,
          maskedPan: open.filed.maskedPan,
          request: filed ? toSupplyChangeRequest(filed, 'PAYMENT_METHOD') : null,
        };
      }
      let result: RegistrationResult;
      try {
        ({ body: result } = await ctx.upstream.request<RegistrationResult>(ctx.call, {
          method: 'POST',
          path: '/api/Payment/card-registration-result',
          body: { registrationId },
        }));
      } catch (error) {
        if (error instanceof UpstreamError && error.code === 'registrationPending')
          return {
            ...base,
            outcome: 'PENDING' as const,
            cardType: null,
            maskedPan: null,
            request: null,
          };
        if (error instanceof UpstreamError && error.status === 404)
          throw notFound('Card registration');
        throw error;
      }
      const outcome: 'SUCCESS' | 'DECLINED' | 'CANCELED' | 'PENDING' =
        OUTCOMES[result.outcome] ?? 'PENDING';
      if (outcome !== 'SUCCESS' || !result.token)
        return { ...base, outcome, cardType: null, maskedPan: null, request: null };
      await refuseWhileOpen(ctx, supply);
      const data = await ctx.upstream.graphql<{ creaRichiestaGestione: RichiestaGestioneRecord }>(
        ctx.call,
        {
          query: CREA_RICHIESTA_MUTATION,
          operationName: 'CreaRichiestaGestione',
          variables: {
            input: {
              idanagrafica: supply.idanagrafica,
              idfornitura: supply.idfornitura,
              tipo: UPSTREAM_KIND.PAYMENT_METHOD,
              modalitaPagamento: upstreamSpelling('paymentMethod', 'CARD'),
              token: result.token,
            },
          },
        },
      );
      const request = data.creaRichiestaGestione;
      const card = { cardType: result.cardType, maskedPan: result.pAN };
      await ctx.cardRegistrations.markFiled(ctx.session.id, registrationId, {
        requestId: request.idrichiesta,
        ...card,
      });
      return {
        ...base,
        outcome,
        ...card,
        request: toSupplyChangeRequest(request, 'PAYMENT_METHOD'),
      };
    });
  },
};
