// The invoices list as CSV (GET /api/files/invoices.csv, docs/api.md): the address carries the
// list's own filter and order — the same variables the page asks the invoices query with — and
// the dialect. Fetched rather than linked: the CSRF header rides on every /api call.
import type { CsvDialect } from '@portal/shared/csv';
import type { InvoicesQueryVariables } from '@/graphql/generated/graphql.ts';
import { fileNameOf, readBody } from '@/lib/download.ts';
import { apiFetch } from '@/lib/http.ts';

export function invoicesCsvUrl(variables: InvoicesQueryVariables, dialect: CsvDialect): string {
  const query = new URLSearchParams();
  const filter = variables.filter ?? {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) query.set(key, value.join(','));
    } else query.set(key, String(value));
  }
  if (variables.sort) query.set('sort', variables.sort);
  query.set('dialect', dialect);
  return `/api/files/invoices.csv?${query.toString()}`;
}

/** Reads the whole file; answers it with the name the BFF gave it. */
export async function fetchInvoicesCsv(url: string): Promise<{ blob: Blob; name: string | null }> {
  const response = await apiFetch(url);
  const chunks = await readBody(response, () => undefined);
  const name = fileNameOf(response.headers.get('content-disposition'));
  return { blob: new Blob(chunks, { type: 'text/csv;charset=utf-8' }), name };
}
