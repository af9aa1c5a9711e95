// Invoices (§3 fatture, §7): the bills list with filters, paging, sort and totals, the site
// filter's options, and the detail with rows and PDF addresses.
import { issueDayBounds } from '@portal/shared/inputs';
import type { Fattura } from '@portal/upstream-contract/records';
import type { ApiContext } from '../../graphql/context.ts';
import { boundedText, parseDay, parseId, parsePaging } from '../../graphql/inputs.ts';
import type { Utility } from '../../graphql/mapping.ts';
import type { SelectionInfo } from '../../graphql/selection.ts';
import {
  DOCUMENT_NUMBER,
  upstreamFilter,
  type InvoiceFilterArgs,
  type UpstreamFilter,
} from '../../scope/invoice-filter.ts';
import {
  findInvoice,
  type InvoiceRecord,
  ownedInvoice,
  primeInvoice,
} from '../../scope/invoices.ts';
import { listScope } from '../../scope/registries.ts';
import { registryLanguage } from '../../session/types.ts';
import { sitesOf } from '../../scope/sites.ts';
import { matches } from './filter.ts';
import { ALL_FIELDS, invoiceListFields, listQuery, wantsTotals } from './list-query.ts';
import { invoicePdfUrls, toInvoice, toInvoiceRow, toSite } from './mapping.ts';
import type { FatturePage, InvoiceRowRecord } from './upstream.ts';

export type InvoiceSort =
  | 'ISSUE_DATE_DESC'
  | 'ISSUE_DATE_ASC'
  | 'DUE_DATE_DESC'
  | 'DUE_DATE_ASC'
  | 'AMOUNT_DESC'
  | 'AMOUNT_ASC';

export const UPSTREAM_SORT: Record<InvoiceSort, { field: keyof Fattura; dir: 'asc' | 'desc' }> = {
  ISSUE_DATE_DESC: { field: 'dataEmissione', dir: 'desc' },
  ISSUE_DATE_ASC: { field: 'dataEmissione', dir: 'asc' },
  DUE_DATE_DESC: { field: 'dataScadenza', dir: 'desc' },
  DUE_DATE_ASC: { field: 'dataScadenza', dir: 'asc' },
  AMOUNT_DESC: { field: 'importo', dir: 'desc' },
  AMOUNT_ASC: { field: 'importo', dir: 'asc' },
};

/** The order fatture answers in without a `sort` argument. */
export const DEFAULT_ORDER: InvoiceSort = 'ISSUE_DATE_DESC';

/** What reading invoices needs of a request: its upstream client, its call and its authorizer. */
export type InvoiceReader = Pick<ApiContext, 'upstream' | 'call' | 'authz'>;

export function compare(sort: InvoiceSort) {
  const { field, dir } = UPSTREAM_SORT[sort];
  const sign = dir === 'asc' ? 1 : -1;
  return (a: InvoiceRecord, b: InvoiceRecord): number => {
    const x = a[field] ?? '';
    const y = b[field] ?? '';
    return (x < y ? -1 : x > y ? 1 : 0) * sign || (a.idfattura - b.idfattura) * sign;
  };
}

/** A document-number search goes through the browse call (§7), then the lookup that authorises each hit. */
export async function invoicesByDocumentNumber(
  ctx: InvoiceReader,
  scope: number[],
  filter: UpstreamFilter,
): Promise<InvoiceRecord[]> {
  const { body } = await ctx.upstream.request<{
    invoices: Array<{ idfattura?: number; idanagrafica?: number }>;
  }>(ctx.call, {
    method: 'POST',
    path: '/api/invoices/browse',
    body: {
      DocumentNumber: filter.documentNumber,
      IssueDateFrom: filter.dataEmissioneDal
        ? issueDayBounds(filter.dataEmissioneDal).from
        : undefined,
      IssueDateTo: filter.dataEmissioneAl ? issueDayBounds(filter.dataEmissioneAl).to : undefined,
    },
  });
  const ids = (body.invoices ?? [])
    .filter((i) => typeof i.idfattura === 'number' && scope.includes(i.idanagrafica ?? -1))
    .slice(0, 50)
    .map((i) => i.idfattura as number);
  const found = await Promise.all(ids.map((id) => findInvoice(ctx.authz, id)));
  return found.filter((f): f is InvoiceRecord => f !== null && matches(f, filter));
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A page of invoices with the totals of the whole filtered set (0 when the query did not ask). */
function page(records: InvoiceRecord[], totalCount: number, totalAmount = 0, totalToPay = 0) {
  return { totalCount, nodes: records.map(toInvoice), totalAmount, totalToPay };
}

/** The document-number hits, all of them known: the page and the totals of every hit. */
function pageOfHits(all: InvoiceRecord[], offset: number, first: number) {
  const invoices = all.map(toInvoice);
  return page(
    all.slice(offset, offset + first),
    all.length,
    round2(invoices.reduce((s, i) => s + i.amount, 0)),
    round2(invoices.reduce((s, i) => s + (i.paid ? 0 : i.amountToPay), 0)),
  );
}

/**
 * A page of the session's invoices. `fields` (upstream names, see invoiceListFields) narrows what
 * upstream sends; records read whole (the default) also seed the request's invoice lookups.
 */
export async function fetchInvoices(
  ctx: InvoiceReader,
  vars: {
    idanagrafica: number[];
    first: number;
    offset: number;
    sort: InvoiceSort;
  } & Partial<UpstreamFilter>,
  fields: string = ALL_FIELDS,
  totals = false,
): Promise<FatturePage<InvoiceRecord>> {
  const { field, dir } = UPSTREAM_SORT[vars.sort];
  const data = await ctx.upstream.graphql<{ fatture: FatturePage<InvoiceRecord> }>(ctx.call, {
    query: listQuery(fields, totals),
    operationName: 'Fatture',
    variables: {
      idanagrafica: vars.idanagrafica,
      statoPagamento: vars.statoPagamento,
      idSedi: vars.idSedi,
      idForniture: vars.idForniture,
      compDal: vars.compDal,
      compAl: vars.compAl,
      dataEmissioneDal: vars.dataEmissioneDal,
      dataEmissioneAl: vars.dataEmissioneAl,
      first: vars.first,
      offset: vars.offset,
      // Newest first is the data service's own order (docs/upstream-contract.md): asking for it
      // explicitly would make it sort the whole list (100,000 bills for a large customer).
      sort: vars.sort === DEFAULT_ORDER ? undefined : `${field}:${dir}`,
    },
  });
  // The data service trusts its caller; keep only what belongs to the session all the same.
  const nodes = data.fatture.nodes.filter((f) => ctx.authz.owns(f.idanagrafica));
  // A partial record must not stand in for the whole invoice later in the request.
  if (fields === ALL_FIELDS) for (const f of nodes) primeInvoice(ctx.authz, f);
  return {
    totalCount: data.fatture.totalCount,
    nodes,
    totaleImporto: data.fatture.totaleImporto,
    totaleDaPagare: data.fatture.totaleDaPagare,
  };
}

export const invoiceQueries = {
  async invoices(
    _: unknown,
    args: {
      filter?: InvoiceFilterArgs | null;
      first?: number | null;
      offset?: number | null;
      sort?: InvoiceSort | null;
    },
    ctx: ApiContext,
    info: SelectionInfo,
  ) {
    const { first, offset } = parsePaging(args.first, args.offset);
    const sort = args.sort ?? 'ISSUE_DATE_DESC';
    const scope = listScope(ctx, args.filter?.registryId, args.filter?.allRegistries);
    const filter = await upstreamFilter(args.filter ?? {}, ctx, scope);
    // No site of the commodity (or the site and the supply do not meet): nothing to ask upstream.
    if (filter.idSedi?.length === 0) return page([], 0);
    if (filter.documentNumber) {
      const all = (await invoicesByDocumentNumber(ctx, scope, filter)).sort(compare(sort));
      return pageOfHits(all, offset, first);
    }
    // Spelled out rather than spread: one object shape for every request (a spread of the filter
    // left V8 defining these properties through its slow path on each call).
    const vars = {
      idanagrafica: scope,
      first,
      offset,
      sort,
      statoPagamento: filter.statoPagamento,
      idSedi: filter.idSedi,
      idForniture: filter.idForniture,
      compDal: filter.compDal,
      compAl: filter.compAl,
      dataEmissioneDal: filter.dataEmissioneDal,
      dataEmissioneAl: filter.dataEmissioneAl,
    };
    const totals = wantsTotals(info);
    const result = await fetchInvoices(ctx, vars, invoiceListFields(info), totals);
    return page(
      result.nodes,
      result.totalCount,
      result.totaleImporto ?? 0,
      result.totaleDaPagare ?? 0,
    );
  },

  /** The site filter's options: the sites of the registries, of one commodity. */
  async sites(
    _: unknown,
    args: { utility?: Utility | null; registryId?: string | null; allRegistries?: boolean | null },
    ctx: ApiContext,
  ) {
    const scope = listScope(ctx, args.registryId, args.allRegistries);
    const sites = (await sitesOf(ctx.authz, scope, args.utility ?? null)).map(toSite);
    return sites.sort(
      (a, b) => (a.name ?? '').localeCompare(b.name ?? '', 'it') || a.id.localeCompare(b.id),
    );
  },

  /** The invoice of /retail/myBills/{id}?issueDate= (§2) and of the QR flow (§4); null when not the customer's. */
  async invoice(_: unknown, args: { documentNumber: string; issueDate: string }, ctx: ApiContext) {
    const documentNumber = boundedText(args.documentNumber, 'documentNumber', {
      ...DOCUMENT_NUMBER,
      min: 1,
    }) as string;
    const day = parseDay(args.issueDate, 'issueDate');
    const hits = await invoicesByDocumentNumber(ctx, [...ctx.authz.own], {
      documentNumber,
      dataEmissioneDal: day,
      dataEmissioneAl: day,
      statoPagamento: undefined,
      idSedi: undefined,
      idForniture: undefined,
      compDal: undefined,
      compAl: undefined,
    });
    const hit = hits.find((f) => f.numeroFattura === documentNumber) ?? hits[0];
    return hit ? { record: hit } : null;
  },

  async invoiceById(_: unknown, args: { id: string }, ctx: ApiContext) {
    return { record: await ownedInvoice(ctx.authz, parseId(args.id, 'id')) };
  },
};

/** InvoiceDetail is resolved lazily: rows cost an upstream call only when selected. */
export const invoiceDetailFields = {
  invoice: (parent: { record: InvoiceRecord }) => toInvoice(parent.record),
  pdfUrl: (parent: { record: InvoiceRecord }) => invoicePdfUrls(parent.record).pdfUrl,
  detailPdfUrl: (parent: { record: InvoiceRecord }) => invoicePdfUrls(parent.record).detailPdfUrl,
  async rows(parent: { record: InvoiceRecord }, _: unknown, ctx: ApiContext) {
    const { body } = await ctx.upstream.request<{ rows: InvoiceRowRecord[] }>(ctx.call, {
      method: 'GET',
      path: '/api/invoices/get-invoice-rows',
      query: { idfattura: parent.record.idfattura },
    });
    const language = registryLanguage(ctx.call.session, parent.record.idanagrafica);
    return (body.rows ?? []).map((row) => toInvoiceRow(row, language));
  },
};
