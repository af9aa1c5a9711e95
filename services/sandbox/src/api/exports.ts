// PDF export jobs (§4 status codes, §7 paths). A job's status is computed from its age, so no
// timers run: every `exportStepSeconds` it moves one step 0 → 1 → 2 → 3 → 4 → 5. A job faults
// after running (status 7) only when the fault API says so (FaultSpec.exportJob on its start),
// and says why (codiceErrore, messaggioErrore): the document service timed out or an invoice's
// PDF could not be produced.
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { type ExportListAnswer, type ExportStartAnswer } from '@portal/upstream-contract/rest';
import { romeInstant } from '../data/dates.ts';
import { exportJobFaultOf, type ExportJobFault } from '../faults/faults.ts';
import type { ExportJob } from '../data/store.ts';
import { renderBills, type BillSheet } from '../pdf/invoice-pdf.ts';
import { MAX_ID, fail, notFound, ownRegistries, subjectOf, type DataDeps } from './data-http.ts';
import { billSheet, sendPdf } from './invoices.ts';

export const MAX_EXPORT_INVOICES = 500;
export const COMPLETED = 5;
export const FAULTED = 7;

/** Why a faulted job failed: upstream's code and its Italian text (docs/upstream-contract.md). */
export const EXPORT_FAULTS: Record<ExportJobFault, string> = {
  timeout: 'Il servizio documentale non ha risposto in tempo',
  documentUnavailable: 'Il PDF di una delle fatture non è disponibile',
};

const StartBody = Type.Object({
  idfatture: Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID }), {
    minItems: 1,
    maxItems: MAX_EXPORT_INVOICES,
  }),
});
const DownloadQuery = Type.Object({ idJob: Type.Integer({ minimum: 1, maximum: MAX_ID }) });

export function jobProgress(
  job: ExportJob,
  now: number,
  stepSeconds: number,
): { status: number; updatedMs: number } {
  const step = stepSeconds * 1000;
  const steps = step <= 0 ? COMPLETED : Math.floor(Math.max(0, now - job.createdMs) / step);
  if (job.fault && steps >= 4) return { status: FAULTED, updatedMs: job.createdMs + 4 * step };
  const status = Math.min(steps, COMPLETED);
  return { status, updatedMs: job.createdMs + status * Math.max(step, 0) };
}

export async function registerExportRoutes(
  app: FastifyInstance,
  { ctx, store }: DataDeps,
): Promise<void> {
  const describe = (job: ExportJob) => {
    const { status, updatedMs } = jobProgress(job, store.now(), ctx.options.exportStepSeconds);
    const fault = status === FAULTED ? job.fault : null;
    return {
      idJob: job.idJob,
      tipo: job.tipo,
      status,
      createdAt: romeInstant(job.createdMs),
      updatedAt: romeInstant(updatedMs),
      numeroFatture: job.idfatture.length,
      codiceErrore: fault,
      messaggioErrore: fault ? EXPORT_FAULTS[fault] : null,
    };
  };

  for (const [path, tipo] of [
    ['/api/invoices/export-pdf/start', 'list'],
    ['/api/invoices/export-pdf/start-detail', 'detail'],
  ] as const) {
    app.post(path, { schema: { body: StartBody } }, async (request, reply) => {
      const { idfatture } = request.body as Static<typeof StartBody>;
      const own = ownRegistries(request);
      const foreign = idfatture.find((id) => !store.ownInvoice(own, id));
      if (foreign !== undefined) return notFound(reply, `invoice ${foreign}`);
      const idJob = store.next('job', 1);
      const job: ExportJob = {
        idJob,
        email: subjectOf(request).email,
        tipo,
        idfatture: [...new Set(idfatture)],
        createdMs: store.now(),
        fault: exportJobFaultOf(request),
      };
      store.jobs.set(idJob, job);
      return { idJob, status: 0 } satisfies Static<typeof ExportStartAnswer>;
    });
  }

  app.get('/api/invoices/export-pdf/list', async (request) => {
    const email = subjectOf(request).email;
    const jobs = [...store.jobs.values()]
      .filter((j) => j.email === email)
      .sort((a, b) => b.idJob - a.idJob);
    return { jobs: jobs.map(describe) } satisfies Static<typeof ExportListAnswer>;
  });

  app.get(
    '/api/invoices/export-pdf/download',
    { schema: { querystring: DownloadQuery } },
    async (request, reply) => {
      const { idJob } = request.query as Static<typeof DownloadQuery>;
      const job = store.jobs.get(idJob);
      if (!job || job.email !== subjectOf(request).email)
        return notFound(reply, `export job ${idJob}`);
      const { status } = describe(job);
      if (status !== COMPLETED) {
        return reply.code(409).send({
          error: 'jobNotReady',
          message:
            status === FAULTED
              ? 'the export job faulted'
              : `the export job is not completed (status ${status})`,
          status,
        });
      }
      const own = ownRegistries(request);
      const sheets = job.idfatture
        .map((id) => store.ownInvoice(own, id))
        .map((inv) => (inv ? billSheet(store, inv) : null))
        .filter((s): s is BillSheet => s !== null);
      if (sheets.length === 0)
        return fail(reply, 404, 'notFound', 'the invoices of this job are no longer available');
      const pdf = await renderBills(sheets, {
        detail: job.tipo === 'detail',
        title: `Esportazione ${idJob}`,
        supplier: store.data.supplier,
      });
      return sendPdf(reply, pdf, `esportazione-${idJob}.pdf`);
    },
  );
}
