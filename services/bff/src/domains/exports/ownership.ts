// The ownership check of export job ids: upstream lists only the token's own jobs; a job that ran
// to completion is remembered for the session (its download follows the page view).
import type { Authorizer } from '../../authz/authorizer.ts';
import { notFound } from '../../errors/api-error.ts';
import type { ExportJobRecord } from './upstream.ts';

/** The session's export jobs, fetched once per request. */
export function exportJobs(authz: Authorizer): Promise<ExportJobRecord[]> {
  return authz.once('exportJobs', 'all', () =>
    authz.upstream
      .request<{ jobs: ExportJobRecord[] }>(authz.call, {
        method: 'GET',
        path: '/api/invoices/export-pdf/list',
      })
      .then((r) => r.body.jobs ?? []),
  );
}

export async function ownedExportJob(authz: Authorizer, id: string): Promise<ExportJobRecord> {
  const cached = authz.remembered<ExportJobRecord>('exportJob', id);
  if (cached && cached.status === 5) return cached;
  const found = (await exportJobs(authz)).find((j) => String(j.idJob) === id);
  if (!found) throw notFound('Export job');
  authz.remember('exportJob', id, found);
  return found;
}
