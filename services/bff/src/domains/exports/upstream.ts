// The export jobs as the invoices REST service lists them.
import type { ExportJob } from '@portal/upstream-contract/rest';

export type ExportJobRecord = ExportJob;
