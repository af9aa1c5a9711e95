// The export jobs as the invoices REST service lists them.

export interface ExportJobRecord {
  idJob: number | string;
  tipo: string;
  status: number;
  createdAt: string;
  updatedAt: string | null;
  numeroFatture: number;
  /** Why a faulted job (status 7) failed: a code and upstream's Italian text; null otherwise. */
  codiceErrore?: string | null;
  messaggioErrore?: string | null;
}
