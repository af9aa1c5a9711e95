// The export jobs as the invoices REST service lists them.

export interface ExportJobRecord {
  idJob: number | string;
  tipo: string;
  status: number;
  createdAt: string;
  updatedAt: string | null;
  numeroFatture: number;
}
