// Invoice PDF exports (§7): the session's jobs, newest first, and starting one for invoices that
// are each proved to be the session's.
import { MAX_INVOICES_PER_REQUEST } from '../../authz/authorizer.ts';
import type { ApiContext } from '../../graphql/context.ts';
import { parseIds } from '../../graphql/inputs.ts';
import { ownedInvoices } from '../invoices/ownership.ts';
import { toExportJob } from './mapping.ts';
import { exportJobs } from './ownership.ts';

/** An export names at most as many invoices as one request may prove. */
export const MAX_EXPORT_INVOICES = MAX_INVOICES_PER_REQUEST;

export const exportQueries = {
  async exportJobs(_: unknown, __: unknown, ctx: ApiContext) {
    const jobs = await exportJobs(ctx.authz);
    return [...jobs].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(toExportJob);
  },
};

export const exportMutations = {
  async startInvoiceExport(
    _: unknown,
    args: { invoiceIds: string[]; detail?: boolean | null },
    ctx: ApiContext,
  ) {
    const ids = parseIds(args.invoiceIds, 'invoiceIds', MAX_EXPORT_INVOICES);
    await ownedInvoices(ctx.authz, ids);
    const detail = Boolean(args.detail);
    const { body } = await ctx.upstream.request<{ idJob: number | string; status: number }>(
      ctx.call,
      {
        method: 'POST',
        path: detail ? '/api/invoices/export-pdf/start-detail' : '/api/invoices/export-pdf/start',
        body: { idfatture: ids },
      },
    );
    const now = new Date().toISOString().slice(0, 19);
    return toExportJob({
      idJob: body.idJob,
      tipo: detail ? 'detail' : 'list',
      status: body.status,
      createdAt: now,
      updatedAt: now,
      numeroFatture: ids.length,
    });
  },
};
