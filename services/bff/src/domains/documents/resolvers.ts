// The customer's documents: the conditions of each contract and the guarantee-of-origin
// certificates of the selected registry (or the one asked for) first, then the supplier's forms and
// service charter for its kind of customer — of one commodity when asked — in the page's language
// (§9), else the session's. Upstream writes its catalogue, the PDFs too, in Italian and German,
// so the list is asked in that language rather than worded again here, as news(language) is.
import { resolveLanguage } from '@portal/shared/format';
import type { ApiContext } from '../../graphql/context.ts';
import type { Utility } from '../../graphql/mapping.ts';
import { selectedRegistry } from '../../session/types.ts';
import { toCustomerDocument } from './mapping.ts';
import { sessionDocuments } from './ownership.ts';

export function sessionLanguage(ctx: Pick<ApiContext, 'session'>): 'it' | 'de' {
  return resolveLanguage({
    profileLocale: ctx.session.profile.locale,
    registryCulture: selectedRegistry(ctx.session)?.culture,
  });
}

/** The API's ContentLanguage as upstream's `lingua`. */
export function documentLanguage(language: 'IT' | 'DE'): 'it' | 'de' {
  return language === 'DE' ? 'de' : 'it';
}

export const documentQueries = {
  async documents(
    _: unknown,
    args: {
      utility?: Utility | null;
      registryId?: string | null;
      language?: 'IT' | 'DE' | null;
    },
    ctx: ApiContext,
  ) {
    // A registry named is proved the session's before upstream hears of it.
    const registry = args.registryId == null ? null : ctx.authz.registry(args.registryId);
    const lingua = args.language ? documentLanguage(args.language) : sessionLanguage(ctx);
    const documents = await sessionDocuments(ctx.authz, lingua, {
      utility: args.utility ?? null,
      registry,
    });
    return documents.map((d) => toCustomerDocument(d, lingua));
  },
};
