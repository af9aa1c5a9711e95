// The report as CSV through the BFF's file route (docs/api.md "Conventions", Files): GET
// /api/files/convention-report.csv in either dialect of the consumption exports — standard (comma,
// decimal point) or the Italian spreadsheet's (semicolon, decimal comma, byte-order mark) — with the
// same rows and totals as the page. Fetched rather than linked: the CSRF header rides on every /api
// call and the session is the cookie, no token in JavaScript.
import type { CsvDialect } from '@portal/shared/csv';
import { fileNameOf, saveBlob } from '@/lib/download.ts';
import { apiFetch } from '@/lib/http.ts';
import type { ReportPeriod } from '../model/period.ts';

export function reportFileUrl(
  utility: 'GAS' | 'POWER',
  period: ReportPeriod,
  dialect: CsvDialect,
): string {
  const query = new URLSearchParams({ utility, from: period.from, to: period.to, dialect });
  return `/api/files/convention-report.csv?${query.toString()}`;
}

/** Fetches the file and saves it under the name the BFF gave it; answers that name. */
export async function downloadReport(url: string, fallbackName: string): Promise<string> {
  const response = await apiFetch(url);
  const blob = new Blob([await response.arrayBuffer()], { type: 'text/csv;charset=utf-8' });
  const name = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(blob, name);
  return name;
}
