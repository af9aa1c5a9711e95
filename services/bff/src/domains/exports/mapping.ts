// Export job records → the API's ExportJob through the shared §4 map.
import { exportJobFailure, exportJobStatus, isExportJobDownloadable } from '@portal/shared/status';
import type { ExportJobRecord } from './upstream.ts';

/**
 * §4 export job states through the shared map; a download address only once it ran to completion;
 * a faulted job's reason.
 */
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
    // A key, never upstream's text (conventions 17): the client words it in the reader's language.
    failureReason: exportJobFailure(j.status, j.codiceErrore),
  };
}
