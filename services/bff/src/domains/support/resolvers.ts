// The support page: the business FAQ, the written requests filed, and filing one.
// Filing is two upstream writes — the privacy acknowledgement (§7 customer-cases/privacy), then the
// request (§7 contatto/save) — each sent once: neither is ever retried (§7 call-level handling).
import type { Locale } from '@portal/shared/constants';
import { resolveLanguage } from '@portal/shared/format';
import { hasForbiddenCharacter } from '@portal/shared/inputs';
import {
  SUPPORT_CASE_KINDS,
  SUPPORT_CASE_LIMITS,
  needsInvoice,
  type SupportCaseKind,
} from '@portal/shared/support';
import { ApiError, badInput, notFound } from '../../errors/api-error.ts';
import type { ApiContext } from '../../graphql/context.ts';
import { boundedText, invalidCharacters, parseId, parsePaging } from '../../graphql/inputs.ts';
import { selectedId } from '../../graphql/selected-registry.ts';
import { DOCUMENT_NUMBER } from '../../scope/invoice-filter.ts';
import { listScope } from '../../scope/registries.ts';
import { ownedSupply } from '../../scope/supplies.ts';
import { selectedRegistry } from '../../session/types.ts';
import { segmentOf } from '../../session/view.ts';
import { supportFaq } from './faq.ts';
import { toSupportCase } from './mapping.ts';
import {
  RICHIESTE_SCRITTE_QUERY,
  type FiledRequestAnswer,
  type RichiestaScrittaRecord,
} from './upstream.ts';

export interface SupportCaseInput {
  kind: SupportCaseKind | 'OTHER';
  subject: string;
  message: string;
  supplyId?: string | null;
  invoiceNumber?: string | null;
  privacyAcknowledged: boolean;
  registryId?: string | null;
}

/**
 * A text of given length; the message may have line breaks and tabs, and neither holds another
 * control character or a bidirectional formatting one.
 */
function requestText(
  value: string,
  field: 'subject' | 'message',
  limits: { min: number; max: number },
): string {
  const text = value.trim();
  if (text.length < limits.min || text.length > limits.max)
    throw new ApiError(
      'BAD_USER_INPUT',
      `${field} must have between ${limits.min} and ${limits.max} characters`,
      { field, reason: text.length < limits.min ? 'tooShort' : 'tooLong' },
    );
  if (hasForbiddenCharacter(text, { lineBreaks: field === 'message' }))
    throw invalidCharacters(field);
  return text;
}

/** The invoice of a document number, of that registry: the browse call answers the token's customer only. */
async function ownedInvoiceNumber(
  ctx: ApiContext,
  idanagrafica: number,
  documentNumber: string,
): Promise<string> {
  const { body } = await ctx.upstream.request<{
    invoices?: Array<{ documentNumber?: string; idanagrafica?: number }>;
  }>(ctx.call, {
    method: 'POST',
    path: '/api/invoices/browse',
    body: { DocumentNumber: documentNumber },
  });
  const hit = (body.invoices ?? []).find(
    (i) =>
      i.idanagrafica === idanagrafica &&
      ctx.authz.owns(i.idanagrafica) &&
      i.documentNumber?.toUpperCase() === documentNumber.toUpperCase(),
  );
  if (!hit?.documentNumber) throw notFound('Invoice');
  return hit.documentNumber;
}

export const supportQueries = {
  async supportFaq(_: unknown, args: { language?: 'IT' | 'DE' | null }, ctx: ApiContext) {
    const lang: Locale = args.language
      ? (args.language.toLowerCase() as Locale)
      : resolveLanguage({
          profileLocale: ctx.session.profile.locale,
          registryCulture: selectedRegistry(ctx.session)?.culture,
        });
    // A household reads the households' FAQ, every business segment the businesses' (§1, §2).
    return supportFaq(ctx, segmentOf(ctx.session) === 'retail' ? 'retail' : 'business', lang);
  },

  async supportCases(
    _: unknown,
    args: {
      registryId?: string | null;
      allRegistries?: boolean | null;
      first?: number | null;
      offset?: number | null;
    },
    ctx: ApiContext,
  ) {
    const { first, offset } = parsePaging(args.first, args.offset, 100);
    const scope = listScope(ctx, args.registryId, args.allRegistries);
    if (scope.length === 0) return { totalCount: 0, nodes: [] };
    const data = await ctx.upstream.graphql<{
      richiesteScritte: { totalCount: number; nodes: RichiestaScrittaRecord[] };
    }>(ctx.call, {
      query: RICHIESTE_SCRITTE_QUERY,
      operationName: 'RichiesteScritte',
      variables: { idanagrafica: scope, first, offset },
    });
    // The data service trusts its caller: keep only the session's all the same.
    const nodes = data.richiesteScritte.nodes.filter((r) => ctx.authz.owns(r.idanagrafica));
    return { totalCount: data.richiesteScritte.totalCount, nodes: nodes.map(toSupportCase) };
  },
};

export const supportMutations = {
  async fileSupportCase(_: unknown, args: { input: SupportCaseInput }, ctx: ApiContext) {
    const { input } = args;
    if (input.kind === 'OTHER' || !Object.hasOwn(SUPPORT_CASE_KINDS, input.kind))
      throw badInput(
        'kind',
        'kind must be COMPLAINT, INFORMATION_REQUEST or BILLING_RECTIFICATION',
      );
    const kind = input.kind;
    const subject = requestText(input.subject, 'subject', SUPPORT_CASE_LIMITS.subject);
    const message = requestText(input.message, 'message', SUPPORT_CASE_LIMITS.message);
    const invoiceNumber =
      boundedText(input.invoiceNumber, 'invoiceNumber', DOCUMENT_NUMBER) || null;
    if (!invoiceNumber && needsInvoice(kind))
      throw new ApiError('BAD_USER_INPUT', 'a billing rectification names its invoice', {
        field: 'invoiceNumber',
        reason: 'invoiceRequired',
      });
    if (input.privacyAcknowledged !== true)
      throw new ApiError('BAD_USER_INPUT', 'the privacy notice must be acknowledged', {
        field: 'privacyAcknowledged',
        reason: 'privacyNotAcknowledged',
      });
    const idanagrafica =
      input.registryId != null && input.registryId !== ''
        ? ctx.authz.registry(parseId(input.registryId, 'registryId'))
        : selectedId(ctx);
    if (idanagrafica === null) throw badInput('registryId', 'registryId is required');

    // Every id is the session's, and of this registry, before anything is written upstream.
    const [supply, documentNumber] = await Promise.all([
      input.supplyId != null && input.supplyId !== ''
        ? ownedSupply(ctx.authz, parseId(input.supplyId, 'supplyId'))
        : null,
      invoiceNumber ? ownedInvoiceNumber(ctx, idanagrafica, invoiceNumber) : null,
    ]);
    if (supply && supply.idanagrafica !== idanagrafica) throw notFound('Supply');

    const privacy = await ctx.upstream.request<{ idCase: string | number }>(ctx.call, {
      method: 'POST',
      path: '/api/customer-cases/privacy',
      body: { idanagrafica, presaVisioneInformativa: true },
    });
    const tipoRichiesta = SUPPORT_CASE_KINDS[kind].tipoRichiesta;
    const { body } = await ctx.upstream.request<FiledRequestAnswer>(ctx.call, {
      method: 'POST',
      path: '/api/registrazione/contatto/save',
      body: {
        idanagrafica,
        tipoRichiesta,
        oggetto: subject,
        messaggio: message,
        idfornitura: supply?.idfornitura,
        numeroFattura: documentNumber ?? undefined,
        idCasePrivacy: String(privacy.body.idCase),
      },
    });
    return toSupportCase({
      idRichiesta: body.idRichiesta,
      numeroPratica: body.numeroPratica,
      idanagrafica,
      tipoRichiesta: body.tipoRichiesta ?? tipoRichiesta,
      oggetto: subject,
      messaggio: message,
      idfornitura: supply?.idfornitura ?? null,
      podPdr: supply?.podPdr ?? null,
      codUtility: supply?.codUtility ?? null,
      numeroFattura: documentNumber,
      dataRichiesta: body.dataRichiesta,
      dataScadenzaRisposta: body.dataScadenzaRisposta,
      stato: body.stato,
    });
  },
};
