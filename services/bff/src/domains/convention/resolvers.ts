// A public body's convention: the overview, orders, connections, contracts, registry,
// report and documents of one commodity, and placing an order. Each field first proves the
// registry is a pa under a convention of that commodity (access.ts).
import { EMAIL_PATTERN } from '@portal/shared/contact';
import { isOfficeCode, normalizeCode } from '@portal/shared/procurement';
import { ApiError } from '../../errors/api-error.ts';
import type { ApiContext } from '../../graphql/context.ts';
import { boundedText, parseId, requiredText, romeToday } from '../../graphql/inputs.ts';
import type { Utility } from '../../graphql/mapping.ts';
import { conventionScope, noConvention, ordersOf, ownedOrder } from './access.ts';
import {
  toConvention,
  toConventionContract,
  toConventionDocument,
  toConventionRegistry,
  toOrder,
  toCorrection,
  toPoint,
  CORRECTION_FIELDS,
  type CorrectionField,
} from './mapping.ts';
import { placeConventionOrder, type ConventionOrderInput } from './order.ts';
import { conventionReport } from './report.ts';
import {
  ANAGRAFICA_QUERY,
  CONTRATTI_QUERY,
  DOCUMENTI_QUERY,
  type AnagraficaConvenzioneRecord,
  type ContrattoConvenzioneRecord,
  type DocumentoConvenzioneRecord,
  type RettificaRecord,
} from './upstream.ts';

interface ScopeArgs {
  utility: Utility;
  registryId?: string | null;
}

async function listed<T extends { idanagrafica: number }>(
  ctx: ApiContext,
  args: ScopeArgs,
  query: string,
  operationName: string,
  field: string,
) {
  const scope = await conventionScope(ctx.authz, args.utility, args.registryId);
  const data = await ctx.upstream.graphql<Record<string, T[]>>(ctx.call, {
    query,
    operationName,
    variables: { idanagrafica: [scope.idanagrafica], codUtility: scope.codUtility },
  });
  return (data[field] ?? []).filter((r) => r.idanagrafica === scope.idanagrafica);
}

export const conventionQueries = {
  async convention(_: unknown, args: ScopeArgs, ctx: ApiContext) {
    const scope = await conventionScope(ctx.authz, args.utility, args.registryId);
    return toConvention(scope.convention, romeToday());
  },

  async conventionOrders(
    _: unknown,
    args: ScopeArgs & { orderId?: string | null },
    ctx: ApiContext,
  ) {
    const orderId =
      args.orderId != null && args.orderId !== '' ? parseId(args.orderId, 'orderId') : undefined;
    if (orderId !== undefined) await ownedOrder(ctx.authz, orderId);
    const scope = await conventionScope(ctx.authz, args.utility, args.registryId);
    return (await ordersOf(ctx.authz, scope, orderId)).map(toOrder);
  },

  async conventionConnections(_: unknown, args: ScopeArgs, ctx: ApiContext) {
    const scope = await conventionScope(ctx.authz, args.utility, args.registryId);
    return (await ordersOf(ctx.authz, scope)).flatMap((o) => o.punti.map((p) => toPoint(o, p)));
  },

  async conventionContracts(_: unknown, args: ScopeArgs, ctx: ApiContext) {
    const rows = await listed<ContrattoConvenzioneRecord>(
      ctx,
      args,
      CONTRATTI_QUERY,
      'ContrattiConvenzione',
      'contrattiConvenzione',
    );
    return rows.map(toConventionContract);
  },

  async conventionRegistry(_: unknown, args: ScopeArgs, ctx: ApiContext) {
    const scope = await conventionScope(ctx.authz, args.utility, args.registryId);
    const data = await ctx.upstream.graphql<{
      anagraficaConvenzione: AnagraficaConvenzioneRecord | null;
    }>(ctx.call, {
      query: ANAGRAFICA_QUERY,
      operationName: 'AnagraficaConvenzione',
      variables: { idanagrafica: scope.idanagrafica },
    });
    const record = data.anagraficaConvenzione;
    if (!record || record.idanagrafica !== scope.idanagrafica) throw noConvention();
    return toConventionRegistry(record);
  },

  async conventionReport(
    _: unknown,
    args: ScopeArgs & { fromMonth: string; toMonth: string },
    ctx: ApiContext,
  ) {
    const scope = await conventionScope(ctx.authz, args.utility, args.registryId);
    return conventionReport(ctx.authz, scope, args.fromMonth, args.toMonth);
  },

  async conventionDocuments(_: unknown, args: ScopeArgs, ctx: ApiContext) {
    const rows = await listed<DocumentoConvenzioneRecord>(
      ctx,
      args,
      DOCUMENTI_QUERY,
      'DocumentiConvenzione',
      'documentiConvenzione',
    );
    return rows.map(toConventionDocument);
  },
};

export const conventionMutations = {
  placeConventionOrder(_: unknown, args: { input: ConventionOrderInput }, ctx: ApiContext) {
    return placeConventionOrder(ctx, args.input);
  },

  async requestRegistryCorrection(
    _: unknown,
    args: { input: RegistryCorrectionInput },
    ctx: ApiContext,
  ) {
    const { input } = args;
    const scope = await conventionScope(ctx.authz, input.utility, input.registryId);
    const value = requiredText(input.requestedValue, 'requestedValue', { max: 200 });
    const note = boundedText(input.note, 'note', { max: 500 }) || null;
    if (input.field === 'PEC' && !EMAIL_PATTERN.test(value))
      throw new ApiError('BAD_USER_INPUT', 'a PEC is an e-mail address', {
        field: 'requestedValue',
        reason: 'invalidEmail',
      });
    if (input.field === 'INVOICING_OFFICE' && !isOfficeCode(value))
      throw new ApiError('BAD_USER_INPUT', 'an office code has 6 characters', {
        field: 'requestedValue',
        reason: 'invalidOfficeCode',
      });
    const { body } = await ctx.upstream.request<RettificaRecord>(ctx.call, {
      method: 'POST',
      path: '/api/convenzioni/anagrafica/rettifiche',
      body: {
        idanagrafica: scope.idanagrafica,
        campo: CORRECTION_FIELDS[input.field],
        valoreRichiesto: input.field === 'INVOICING_OFFICE' ? normalizeCode(value) : value,
        nota: note,
      },
    });
    return toCorrection(body);
  },
};

interface RegistryCorrectionInput {
  utility: Utility;
  registryId?: string | null;
  field: CorrectionField;
  requestedValue: string;
  note?: string | null;
}
