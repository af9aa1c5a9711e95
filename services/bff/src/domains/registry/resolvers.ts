// The registry page (§3 anagrafica) and what the customer changes of it: contacts and privacy
// consents. A registry id argument must be one of the session's registries.
import type { Anagrafica } from '@portal/upstream-contract/records';
import { badInput, notFound } from '../../errors/api-error.ts';
import type { ApiContext } from '../../graphql/context.ts';
import { EMAIL, PHONE, boundedText, parseId } from '../../graphql/inputs.ts';
import { selectedId } from '../../graphql/selected-registry.ts';
import { consortiumOf } from './consortium.ts';
import { toRegistry } from './mapping.ts';
import { ANAGRAFICA_QUERY, type PrivacyConsentRecord } from './upstream.ts';

export const registryQueries = {
  /** The registry page (§3 anagrafica with aidIndici and fatturaDigitale); default the selected registry. */
  async registry(_: unknown, args: { id?: string | null }, ctx: ApiContext) {
    const id = args.id ? ctx.authz.registry(parseId(args.id, 'id')) : ctx.authz.scope()[0];
    if (id === undefined) throw notFound('Registry');
    const data = await ctx.upstream.graphql<{ anagrafica: Anagrafica | null }>(ctx.call, {
      query: ANAGRAFICA_QUERY,
      operationName: 'Anagrafica',
      variables: { idanagrafica: id },
    });
    if (!data.anagrafica) throw notFound('Registry');
    return toRegistry(data.anagrafica);
  },

  /** The privacy consents in force (GET customer-cases/privacy); default the selected registry. */
  async privacyConsent(_: unknown, args: { registryId?: string | null }, ctx: ApiContext) {
    const idanagrafica = args.registryId
      ? ctx.authz.registry(parseId(args.registryId, 'registryId'))
      : selectedId(ctx);
    if (idanagrafica === null) throw notFound('Registry');
    const { body } = await ctx.upstream.request<PrivacyConsentRecord>(ctx.call, {
      method: 'GET',
      path: '/api/customer-cases/privacy',
      query: { idanagrafica },
    });
    return {
      registryId: String(idanagrafica),
      marketing: body.consents.marketing === true,
      profiling: body.consents.profiling === true,
      thirdParties: body.consents.thirdParties === true,
      caseId: body.idCase ?? null,
      updatedAt: body.dataAggiornamento ?? null,
    };
  },

  /** The session's consortium with its logos and member registries; null for other customers. */
  consortium(_: unknown, __: unknown, ctx: ApiContext) {
    return consortiumOf(ctx);
  },
};

export const registryMutations = {
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
};
