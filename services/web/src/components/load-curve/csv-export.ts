// The consumption CSV export, fetched as a stream: GET /api/files/consumption.csv
// (docs/api.md) announces its rows in X-Total-Rows, so the page counts the lines as they arrive
// (one per interval, after the header) to show progress, then saves the file under the name the
// BFF gave it. fetch rather than a link: the CSRF header rides on every /api call.
import type { CsvDialect } from '@portal/shared/csv';
import { fileNameOf, readBody } from '@/lib/download.ts';
import { apiFetch } from '@/lib/http.ts';

export interface ExportRequest {
  from: string;
  to: string;
  dialect: CsvDialect;
  /** One supply, or every supply of the commodity in the scope. */
  scope: { supplyId: string } | { utility: 'GAS' | 'POWER'; registryId: string | null };
  /** Gas by the hour (one supply whose meter records hours). */
  hourly: boolean;
}

export function exportUrl(request: ExportRequest): string {
  const query = new URLSearchParams({ from: request.from, to: request.to });
  if ('supplyId' in request.scope) {
    query.set('supplyId', request.scope.supplyId);
  } else {
    query.set('utility', request.scope.utility);
    if (request.scope.registryId) query.set('registryId', request.scope.registryId);
    else query.set('allRegistries', 'true');
  }
  if (request.hourly && 'supplyId' in request.scope) query.set('granularity', 'HOUR');
  query.set('dialect', request.dialect);
  return `/api/files/consumption.csv?${query.toString()}`;
}

export interface ExportProgress {
  rows: number;
  total: number | null;
}

const NEWLINE = 10;

/** Reads the export to its end, reporting the data rows seen; answers the file and its name. */
export async function fetchExport(
  url: string,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; name: string | null }> {
  const response = await apiFetch(url, signal ? { signal } : {});
  const announced = Number(response.headers.get('x-total-rows'));
  const total = Number.isFinite(announced) && announced >= 0 ? announced : null;
  let lines = 0;
  onProgress({ rows: 0, total });
  const chunks = await readBody(response, (chunk) => {
    for (const byte of chunk) if (byte === NEWLINE) lines++;
    onProgress({ rows: Math.max(0, lines - 1), total });
  });
  const name = fileNameOf(response.headers.get('content-disposition'));
  return { blob: new Blob(chunks, { type: 'text/csv;charset=utf-8' }), name };
}
