// The ownership of document ids: upstream lists the token's customer's documents; a personal one
// (a contract's conditions, a certificate) counts only when its registry is one of the session's and in the
// scope of the selected registry, so a foreign or unknown id ends as NOT_FOUND.
import type { Authorizer } from '../../authz/authorizer.ts';
import { notFound } from '../../errors/api-error.ts';
import { codUtilityOf, type Utility } from '../../graphql/mapping.ts';
import { DOCUMENTS_LIST_PATH, type DocumentoRecord } from './upstream.ts';

/** Which documents a list asks for: one commodity, one registry of the session. */
export interface DocumentFilter {
  utility?: Utility | null;
  registry?: number | null;
}

/**
 * The documents of the session in a language, asked once per request: a personal one counts only
 * when its registry is one of the session's and in the scope (the registry asked for, else the
 * selected one). Upstream narrows to a commodity and a registry; a narrower list is part of the
 * whole one, which is what a download is checked against.
 */
export function sessionDocuments(
  authz: Authorizer,
  lingua: 'it' | 'de',
  filter: DocumentFilter = {},
): Promise<DocumentoRecord[]> {
  const scope = new Set(authz.scope(filter.registry));
  const utility = filter.utility ?? null;
  const registry = filter.registry ?? null;
  return authz.once('documents', `${lingua}:${utility ?? ''}:${registry ?? ''}`, () =>
    authz.upstream
      .request<{ documenti?: DocumentoRecord[] }>(authz.call, {
        method: 'GET',
        path: DOCUMENTS_LIST_PATH,
        query: {
          lingua,
          ...(utility ? { codUtility: codUtilityOf(utility) } : {}),
          ...(registry !== null ? { idanagrafica: registry } : {}),
        },
      })
      .then((r) =>
        (r.body.documenti ?? []).filter(
          (d) =>
            d.idanagrafica === null || (authz.owns(d.idanagrafica) && scope.has(d.idanagrafica)),
        ),
      ),
  );
}

export async function ownedDocument(
  authz: Authorizer,
  id: string,
  lingua: 'it' | 'de',
): Promise<DocumentoRecord> {
  const found = (await sessionDocuments(authz, lingua)).find((d) => d.iddocumento === id);
  if (!found) throw notFound('Document');
  return found;
}
