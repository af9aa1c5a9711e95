// The customer's documents: the conditions of each contract of the selected
// registry first, then the supplier's forms and service charter, in the session's language.
import { resolveLanguage } from '@portal/shared/format';
import type { ApiContext } from '../../graphql/context.ts';
import { selectedRegistry } from '../../session/types.ts';
import { toCustomerDocument } from './mapping.ts';
import { sessionDocuments } from './ownership.ts';

export function sessionLanguage(ctx: Pick<ApiContext, 'session'>): 'it' | 'de' {
  return resolveLanguage({
    profileLocale: ctx.session.profile.locale,
    registryCulture: selectedRegistry(ctx.session)?.culture,
  });
}

export const documentQueries = {
  async documents(_: unknown, __: unknown, ctx: ApiContext) {
    const documents = await sessionDocuments(ctx.authz, sessionLanguage(ctx));
    return documents.map(toCustomerDocument);
  },
};
