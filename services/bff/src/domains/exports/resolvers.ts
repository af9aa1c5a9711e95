// Invoice PDF exports (§7): the session's jobs, newest first, and starting one — for invoices named
// one by one, each proved to be the session's, or for those an invoices filter selects in the
// session's registries, up to the upstream limit and saying when the filter matched more.
// Starting is a POST upstream: the upstream client never repeats it, and starts.ts limits it per
// customer (open jobs, starts an hour, the same export again answered with its job).
import { EXPORT_MAX_INVOICES, EXPORT_MAX_SELECTED } from '@portal/shared/constants';
import { romeIsoText } from '@portal/shared/rome-time';
import { ApiError, badInput } from '../../errors/api-error.ts';
import type { ApiContext } from '../../graphql/context.ts';
import { parseIds, parsePaging } from '../../graphql/inputs.ts';
import { upstreamFilter, type InvoiceFilterArgs } from '../../scope/invoice-filter.ts';
import { ownedInvoices } from '../../scope/invoices.ts';
import { listScope } from '../../scope/registries.ts';
import { fetchInvoices } from '../invoices/resolvers.ts';
import { toExportJob } from './mapping.ts';
import { exportJobs } from './ownership.ts';
import { startOnce } from './starts.ts';

/** The export root fields: a request may hold one of them (api/plugin.ts, document-limits.ts). */
export const EXPORT_START_FIELDS: ReadonlySet<string> = new Set([
  'startInvoiceExport',
  'startInvoiceExportByFilter',
]);

/** The largest page of the job list. */
export const MAX_EXPORT_JOBS_PAGE = 100;

/** An export names at most as many invoices as one request may prove (authz MAX_INVOICES_PER_REQUEST). */
export const MAX_EXPORT_INVOICES = EXPORT_MAX_SELECTED;

/** Asks upstream for the job (start or start-detail) and answers it as the API's ExportJob. */
function startExport(ctx: ApiContext, ids: readonly number[], detail: boolean) {
  return startOnce(ctx, ids, detail, () => requestStart(ctx, ids, detail));
}

async function requestStart(ctx: ApiContext, ids: readonly number[], detail: boolean) {
  const { body } = await ctx.upstream.request<{ idJob: number | string; status: number }>(
    ctx.call,
    {
      method: 'POST',
      path: detail ? '/api/invoices/export-pdf/start-detail' : '/api/invoices/export-pdf/start',
      body: { idfatture: ids },
    },
  );
  // Upstream's clock: Rome's local time to the second, as the list writes createdAt.
  const now = romeIsoText(Date.now()).slice(0, 19);
  return toExportJob({
    idJob: body.idJob,
    tipo: detail ? 'detail' : 'list',
    status: body.status,
    createdAt: now,
    updatedAt: now,
    numeroFatture: ids.length,
  });
}

export const exportQueries = {
  async exportJobs(
    _: unknown,
    args: { first?: number | null; offset?: number | null },
    ctx: ApiContext,
  ) {
    const { first, offset } = parsePaging(args.first, args.offset, MAX_EXPORT_JOBS_PAGE);
    const jobs = await exportJobs(ctx.authz);
    return [...jobs]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(offset, offset + first)
      .map(toExportJob);
  },
};

export const exportMutations = {
  async startInvoiceExport(
    _: unknown,
    args: { invoiceIds: string[]; detail?: boolean | null },
    ctx: ApiContext,
  ) {
    if (args.invoiceIds.length > MAX_EXPORT_INVOICES) {
      throw new ApiError(
        'BAD_USER_INPUT',
        `invoiceIds names more than ${MAX_EXPORT_INVOICES} ids`,
        {
          field: 'invoiceIds',
          reason: 'tooManyInvoices',
        },
      );
    }
    const ids = parseIds(args.invoiceIds, 'invoiceIds', MAX_EXPORT_INVOICES);
    await ownedInvoices(ctx.authz, ids);
    return startExport(ctx, ids, Boolean(args.detail));
  },

  async startInvoiceExportByFilter(
    _: unknown,
    args: { filter: InvoiceFilterArgs; detail?: boolean | null },
    ctx: ApiContext,
  ) {
    // A document number finds one invoice: it is selected, not filtered for (docs/api.md).
    if (args.filter.documentNumber != null && args.filter.documentNumber !== '')
      throw badInput('filter.documentNumber', 'an export filter cannot name a document number');
    const scope = listScope(ctx, args.filter.registryId, args.filter.allRegistries);
    const filter = await upstreamFilter(args.filter, ctx, scope);
    // No site of the commodity (or the site and the supply do not meet): nothing to ask upstream.
    const page =
      filter.idSedi?.length === 0
        ? { totalCount: 0, nodes: [] }
        : await fetchInvoices(
            ctx,
            {
              idanagrafica: scope,
              first: EXPORT_MAX_INVOICES,
              offset: 0,
              sort: 'ISSUE_DATE_DESC',
              statoPagamento: filter.statoPagamento,
              idSedi: filter.idSedi,
              // A supply, or the convention's supplies, among a site's.
              idForniture: filter.idForniture,
              compDal: filter.compDal,
              compAl: filter.compAl,
              dataEmissioneDal: filter.dataEmissioneDal,
              dataEmissioneAl: filter.dataEmissioneAl,
            },
            'idfattura idanagrafica',
          );
    // fetchInvoices keeps only the session's own invoices, whatever upstream answered.
    const ids = page.nodes.map((n) => n.idfattura);
    if (ids.length === 0) {
      throw new ApiError('BAD_USER_INPUT', 'no invoice matches the filter', {
        field: 'filter',
        reason: 'noInvoices',
      });
    }
    const job = await startExport(ctx, ids, Boolean(args.detail));
    const matchedCount = Math.max(page.totalCount, ids.length);
    return { job, matchedCount, truncated: matchedCount > ids.length };
  },
};
