// Export job records → the API's ExportJob through the shared §4 map.
import { exportJobStatus, isExportJobDownloadable } from '@portal/shared/status';
import type { ExportJobRecord } from './upstream.ts';

/** §4 export job states through the shared map; a download address only once it ran to completion. */
export function toExportJob(j: ExportJobRecord) {
  const status = exportJobStatus(j.status);
  const ready = isExportJobDownloadable(j.status);
  return {
    id: String(j.idJob),
    kind: j.tipo,
    statusCode: status.code,
    status: status.key,
    tone: status.tone,
    ready,
    createdAt: j.createdAt,
    updatedAt: j.updatedAt,
    invoiceCount: j.numeroFatture,
    downloadUrl: ready ? `/api/files/exports/${encodeURIComponent(String(j.idJob))}` : null,
  };
}
