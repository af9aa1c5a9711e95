// The ownership of document ids: upstream lists the token's customer's documents; a personal one
// (a contract's conditions) counts only when its registry is one of the session's and in the
// scope of the selected registry, so a foreign or unknown id ends as NOT_FOUND.
import type { Authorizer } from '../../authz/authorizer.ts';
import { notFound } from '../../errors/api-error.ts';
import { DOCUMENTS_LIST_PATH, type DocumentoRecord } from './upstream.ts';

/** The documents of the session in a language, asked once per request. */
export function sessionDocuments(
  authz: Authorizer,
  lingua: 'it' | 'de',
): Promise<DocumentoRecord[]> {
  const scope = new Set(authz.scope());
  return authz.once('documents', lingua, () =>
    authz.upstream
      .request<{ documenti?: DocumentoRecord[] }>(authz.call, {
        method: 'GET',
        path: DOCUMENTS_LIST_PATH,
        query: { lingua },
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
