// Everything the pages submit. Each mutation validates its input, authorises every id, enforces
// the spec's rules (§5 self-reading) and then calls upstream once: mutations are never retried
// (the upstream client refuses to repeat a POST).
import { canSelfRead } from '@portal/shared/inputs';
import { resolveLanguage } from '@portal/shared/format';
import { selectedRegistry } from '../../session/types.ts';
import { ApiError, badInput } from '../api-error.ts';
import type { ApiContext } from '../context.ts';
import { EMAIL, PHONE, boundedText, finiteNumber, parseDay, parseId, parseIds } from '../inputs.ts';
import { toExportJob, toNotification } from '../mappers.ts';
import { UpstreamError } from '../../upstream/errors.ts';
import { CREA_RICHIESTA_MUTATION, SEGNA_NOTIFICA_MUTATION } from '../upstream-queries.ts';
import type { NotificaRecord, RichiestaGestioneRecord } from '../upstream-types.ts';
import { fetchContracts } from './supplies.ts';
import { selectedId } from './activity.ts';
import {
  supplyChangeInput,
  toSupplyChangeRequest,
  type SupplyChangeArgs,
  type SupplyChangeKind,
} from './supply-change.ts';

/** A gas meter reading: the whole Smc digits of the meter, at most 9 of them. */
const MAX_READING = 999_999_999;
const CHECKOUT_ID = /^[A-Za-z0-9_-]{1,128}$/;
export const MAX_EXPORT_INVOICES = 100;

/** Today in Europe/Rome as YYYY-MM-DD (readings are dated in the supplier's time zone). */
export function romeToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const OUTCOMES: Record<string, 'SUCCESS' | 'DECLINED' | 'CANCELED' | 'PENDING'> = {
  success: 'SUCCESS',
  declined: 'DECLINED',
  canceled: 'CANCELED',
  pending: 'PENDING',
  challenge: 'PENDING',
};

export const mutations = {
  /** §5: the rule is enforced here before upstream — a gas contract of the selected registry with canInsertLettura. */
  async submitGasReading(
    _: unknown,
    args: { input: { contractId: string; value: number; date?: string | null } },
    ctx: ApiContext,
  ) {
    const contractId = parseId(args.input.contractId, 'contractId');
    const value = finiteNumber(args.input.value, 'value', 0, MAX_READING);
    if (!Number.isInteger(value))
      throw badInput(
        'value',
        'value must be a whole number (the digits of the meter before the comma)',
      );
    const today = romeToday();
    const date = args.input.date ? parseDay(args.input.date, 'date') : today;
    if (date > today) throw badInput('date', 'date must not be in the future');
    const contract = await ctx.authz.contract(contractId);
    const registry = selectedId(ctx);
    const gasContracts = await fetchContracts(ctx, {
      idanagrafica: registry === null ? [] : [registry],
      codUtility: 'Gas',
      first: 100,
      offset: 0,
    });
    const allowed =
      canSelfRead(gasContracts.nodes, registry) &&
      contract.idanagrafica === registry &&
      contract.codUtility === 1 &&
      contract.canInsertLettura;
    if (!allowed)
      throw new ApiError('FORBIDDEN', 'Self-reading is not allowed for this supply', {
        reason: 'readingNotAllowed',
      });
    const { body } = await ctx.upstream.request<{ idLettura: number; accepted: boolean }>(
      ctx.call,
      {
        method: 'POST',
        path: '/api/lettura/apccb/gas/save',
        body: {
          idanagrafica: contract.idanagrafica,
          idrigaContratto: contract.idrigaContratto,
          lettura: value,
          dataLettura: date,
        },
      },
    );
    return { id: String(body.idLettura), accepted: Boolean(body.accepted) };
  },

  async saveContact(
    _: unknown,
    args: {
      input: {
        registryId?: string | null;
        email?: string | null;
        phone?: string | null;
        mobile?: string | null;
      };
    },
    ctx: ApiContext,
  ) {
    const { input } = args;
    const eMail =
      boundedText(input.email, 'email', {
        max: 254,
        pattern: EMAIL,
        patternText: 'must be a valid e-mail address',
      }) || undefined;
    const telefono =
      boundedText(input.phone, 'phone', {
        max: 20,
        pattern: PHONE,
        patternText: 'must be a phone number (digits, spaces, optional +)',
      }) || undefined;
    const cellulare =
      boundedText(input.mobile, 'mobile', {
        max: 20,
        pattern: PHONE,
        patternText: 'must be a phone number (digits, spaces, optional +)',
      }) || undefined;
    if (!eMail && !telefono && !cellulare)
      throw badInput('input', 'give at least one of email, phone, mobile');
    const idanagrafica = input.registryId
      ? ctx.authz.registry(parseId(input.registryId, 'registryId'))
      : selectedId(ctx);
    if (idanagrafica === null) throw badInput('registryId', 'registryId is required');
    const { body } = await ctx.upstream.request<{ saved: boolean }>(ctx.call, {
      method: 'POST',
      path: '/api/registrazione/contatto/save',
      body: { idanagrafica, eMail, telefono, cellulare },
    });
    return { saved: Boolean(body.saved) };
  },

  async savePrivacyConsent(
    _: unknown,
    args: {
      input: {
        registryId?: string | null;
        marketing: boolean;
        profiling: boolean;
        thirdParties: boolean;
      };
    },
    ctx: ApiContext,
  ) {
    const { input } = args;
    const idanagrafica = input.registryId
      ? ctx.authz.registry(parseId(input.registryId, 'registryId'))
      : selectedId(ctx);
    if (idanagrafica === null) throw badInput('registryId', 'registryId is required');
    const { body } = await ctx.upstream.request<{ idCase: string | number }>(ctx.call, {
      method: 'POST',
      path: '/api/customer-cases/privacy',
      body: {
        idanagrafica,
        consents: {
          marketing: input.marketing,
          profiling: input.profiling,
          thirdParties: input.thirdParties,
        },
      },
    });
    return { caseId: String(body.idCase) };
  },

  async startInvoiceExport(
    _: unknown,
    args: { invoiceIds: string[]; detail?: boolean | null },
    ctx: ApiContext,
  ) {
    const ids = parseIds(args.invoiceIds, 'invoiceIds', MAX_EXPORT_INVOICES);
    await ctx.authz.invoices(ids);
    const detail = Boolean(args.detail);
    const { body } = await ctx.upstream.request<{ idJob: number | string; status: number }>(
      ctx.call,
      {
        method: 'POST',
        path: detail ? '/api/invoices/export-pdf/start-detail' : '/api/invoices/export-pdf/start',
        body: { idfatture: ids },
      },
    );
    const now = new Date().toISOString().slice(0, 19);
    return toExportJob({
      idJob: body.idJob,
      tipo: detail ? 'detail' : 'list',
      status: body.status,
      createdAt: now,
      updatedAt: now,
      numeroFatture: ids.length,
    });
  },

  /** Opens (or returns the already open) card checkout of an invoice; the card page returns to the bills page. */
  async invoiceCheckout(_: unknown, args: { invoiceId: string }, ctx: ApiContext) {
    const invoice = await ctx.authz.invoice(parseId(args.invoiceId, 'invoiceId'));
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

  async requestSupplyChange(
    _: unknown,
    args: { supplyId: string; kind: SupplyChangeKind; input: SupplyChangeArgs },
    ctx: ApiContext,
  ) {
    const supply = await ctx.authz.supply(parseId(args.supplyId, 'supplyId'));
    const input = supplyChangeInput(args.kind, args.input, supply, romeToday());
    const data = await ctx.upstream.graphql<{ creaRichiestaGestione: RichiestaGestioneRecord }>(
      ctx.call,
      {
        query: CREA_RICHIESTA_MUTATION,
        operationName: 'CreaRichiestaGestione',
        variables: {
          input: { idanagrafica: supply.idanagrafica, idfornitura: supply.idfornitura, ...input },
        },
      },
    );
    return toSupplyChangeRequest(data.creaRichiestaGestione, args.kind);
  },

  async markNotificationRead(
    _: unknown,
    args: { id: string; read?: boolean | null },
    ctx: ApiContext,
  ) {
    const notification = await ctx.authz.notification(parseId(args.id, 'id'));
    const data = await ctx.upstream.graphql<{ segnaNotificaLetta: NotificaRecord }>(ctx.call, {
      query: SEGNA_NOTIFICA_MUTATION,
      operationName: 'SegnaNotificaLetta',
      variables: { idnotifica: notification.idnotifica, letta: args.read !== false },
    });
    return toNotification(data.segnaNotificaLetta);
  },
};
