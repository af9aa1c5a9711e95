// Invoices (§3 fatture, §7): the bills list with filters, paging, sort and totals, and the detail
// with rows and PDF addresses. Issue-date filters go upstream as the day's bounds (§5).
import {
  OTHER,
  upstreamSpelling,
  type PaymentState as KnownPaymentState,
} from '@portal/shared/enumerations';
import { issueDayBounds } from '@portal/shared/inputs';
import type { Fattura } from '@portal/shared/types/invoice';
import { badInput } from '../../errors/api-error.ts';
import type { ApiContext } from '../../graphql/context.ts';
import { boundedText, dayRange, parseDay, parseId, parsePaging } from '../../graphql/inputs.ts';
import { selectedNames, type SelectionInfo } from '../../graphql/selection.ts';
import type { Page } from '../../graphql/upstream-records.ts';
import { ownedSupply } from '../supplies/ownership.ts';
import { invoicePdfUrls, toInvoice, toInvoiceRow, type ApiInvoice } from './mapping.ts';
import { findInvoice, ownedInvoice, primeInvoice } from './ownership.ts';
import {
  FATTURA_FIELD_LIST,
  FATTURE_QUERY,
  fattureQuery,
  type InvoiceRecord,
  type InvoiceRowRecord,
} from './upstream.ts';

/** The API's PaymentState: upstream's four states, and OTHER for one the portal does not know. */
export type PaymentState = KnownPaymentState | typeof OTHER;
export type InvoiceSort =
  | 'ISSUE_DATE_DESC'
  | 'ISSUE_DATE_ASC'
  | 'DUE_DATE_DESC'
  | 'DUE_DATE_ASC'
  | 'AMOUNT_DESC'
  | 'AMOUNT_ASC';

/** statoPagamento as upstream spells it (docs/upstream-contract.md), from the shared map. */
export const UPSTREAM_PAYMENT_STATE: Record<KnownPaymentState, string> = {
  PAID: upstreamSpelling('paymentState', 'PAID'),
  TO_PAY: upstreamSpelling('paymentState', 'TO_PAY'),
  OVERDUE: upstreamSpelling('paymentState', 'OVERDUE'),
  PARTIALLY_PAID: upstreamSpelling('paymentState', 'PARTIALLY_PAID'),
};

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

export interface InvoiceFilterArgs {
  paymentStates?: PaymentState[] | null;
  supplyId?: string | null;
  issueDateFrom?: string | null;
  issueDateTo?: string | null;
  competenceFrom?: string | null;
  competenceTo?: string | null;
  documentNumber?: string | null;
}

export const DOCUMENT_NUMBER = {
  max: 40,
  pattern: /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/,
  patternText: 'may contain letters, digits and / _ . - only',
};

/** The filter, validated and in upstream terms. */
export async function upstreamFilter(filter: InvoiceFilterArgs, ctx: ApiContext) {
  const issue = dayRange(filter.issueDateFrom, filter.issueDateTo, 'issueDateFrom', 'issueDateTo');
  const competence = dayRange(
    filter.competenceFrom,
    filter.competenceTo,
    'competenceFrom',
    'competenceTo',
  );
  const documentNumber =
    boundedText(filter.documentNumber, 'documentNumber', DOCUMENT_NUMBER) || undefined;
  // OTHER only reports a state upstream sent that the portal does not know: there is no word to ask upstream for.
  const states = filter.paymentStates?.filter((s): s is KnownPaymentState => s !== OTHER);
  if (states && states.length !== filter.paymentStates?.length)
    throw badInput('paymentStates', 'paymentStates cannot filter by OTHER');
  if (states && states.length > 4)
    throw badInput('paymentStates', 'paymentStates names a state twice');
  const statoPagamento = states?.length
    ? [...new Set(states.map((s) => UPSTREAM_PAYMENT_STATE[s]))]
    : undefined;
  let idSedi: number[] | undefined;
  if (filter.supplyId != null && filter.supplyId !== '') {
    const supply = await ownedSupply(ctx.authz, parseId(filter.supplyId, 'supplyId'));
    idSedi = [supply.idsede];
  }
  return {
    statoPagamento,
    idSedi,
    compDal: competence.from,
    compAl: competence.to,
    // The data service filters calendar days (its dataEmissione is a day, so `to` covers the whole
    // day); the browse call takes instants and gets the day's bounds (§5), see invoicesByDocumentNumber.
    dataEmissioneDal: issue.from,
    dataEmissioneAl: issue.to,
    documentNumber,
  };
}

type UpstreamFilter = Awaited<ReturnType<typeof upstreamFilter>>;

function matches(f: InvoiceRecord, filter: UpstreamFilter): boolean {
  if (filter.statoPagamento && !filter.statoPagamento.includes(f.statoPagamento)) return false;
  if (filter.idSedi && !filter.idSedi.includes(f.idsede ?? -1)) return false;
  // Competence inside the range, as the data service filters it.
  if (filter.compDal && (f.compDal ?? '') < filter.compDal) return false;
  if (filter.compAl && (f.compAl ?? '\uffff') > filter.compAl) return false;
  return true;
}

function compare(sort: InvoiceSort) {
  const { field, dir } = UPSTREAM_SORT[sort];
  const sign = dir === 'asc' ? 1 : -1;
  return (a: InvoiceRecord, b: InvoiceRecord): number => {
    const x = a[field] ?? '';
    const y = b[field] ?? '';
    return (x < y ? -1 : x > y ? 1 : 0) * sign || (a.idfattura - b.idfattura) * sign;
  };
}

/** A document-number search goes through the browse call (§7), then the lookup that authorises each hit. */
async function invoicesByDocumentNumber(
  ctx: ApiContext,
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

function page(records: InvoiceRecord[], totalCount: number) {
  const nodes = records.map(toInvoice);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    totalCount,
    nodes,
    totalAmount: round(nodes.reduce((s, i) => s + i.amount, 0)),
    totalToPay: round(nodes.reduce((s, i) => s + (i.paid ? 0 : i.amountToPay), 0)),
  };
}

/** The upstream fields each field of an Invoice is made from (toInvoice). */
const INVOICE_SOURCES: Record<keyof ApiInvoice, readonly string[]> = {
  id: ['idfattura'],
  documentNumber: ['numeroFattura'],
  issueDate: ['dataEmissione'],
  dueDate: ['dataScadenza'],
  paymentDate: ['dataPagamento'],
  competenceFrom: ['compDal'],
  competenceTo: ['compAl'],
  amount: ['importo'],
  amountToPay: ['totaleApagare'],
  paid: ['pagato'],
  paymentState: ['statoPagamento'],
  paymentStateText: ['statoPagamento'],
  utility: ['codUtility'],
  pointId: ['podPdr'],
  paymentMethod: ['modalitaPagamento'],
  paymentMethodText: ['modalitaPagamento'],
  onlinePaymentEnabled: ['pagamentoOnlineAbilitato'],
  hasPdf: ['hasPdftestata'],
  hasDetailPdf: ['hasPdfdettaglio'],
  registryId: ['idanagrafica'],
  supplyId: ['idfornitura'],
  documentType: ['tipoDoc'],
  documentTypeText: ['tipoDoc'],
  billedQuantity: ['consumoFatturato'],
  unit: ['unitaMisura'],
};
/** Read whatever the query selects: the ids of the ownership check, the issue day, the amounts the totals add up. */
const ALWAYS_READ = [
  'idfattura',
  'idanagrafica',
  'dataEmissione',
  'importo',
  'totaleApagare',
  'pagato',
];
const ALL_FIELDS = FATTURA_FIELD_LIST.join(' ');
const listFields = new WeakMap<object, string>();
const listQueries = new Map<string, string>([[ALL_FIELDS, FATTURE_QUERY]]);

/**
 * The upstream fields (space-separated, in the full query's order) an invoices query needs for what
 * it selects of the invoices: a bills page showing twelve columns makes upstream send, and the BFF
 * parse, about half of an invoice (issue 5 item 6). Worked out once per query document.
 */
export function invoiceListFields(info: SelectionInfo): string {
  const key = info.fieldNodes[0];
  const known = key && listFields.get(key);
  if (known) return known;
  const wanted = new Set(ALWAYS_READ);
  let fields: string | null = null;
  for (const name of selectedNames(info, ['nodes'])) {
    if (name === '__typename') continue;
    const sources = INVOICE_SOURCES[name as keyof ApiInvoice] as readonly string[] | undefined;
    if (!sources) {
      fields = ALL_FIELDS;
      break;
    }
    for (const source of sources) wanted.add(source);
  }
  fields ??= FATTURA_FIELD_LIST.filter((f) => wanted.has(f)).join(' ');
  if (key) listFields.set(key, fields);
  return fields;
}

function listQuery(fields: string): string {
  let query = listQueries.get(fields);
  if (query === undefined) {
    query = fattureQuery(fields);
    // A few shapes per page of the client; bounded all the same.
    if (listQueries.size < 200) listQueries.set(fields, query);
  }
  return query;
}

/**
 * A page of the session's invoices. `fields` (upstream names, see invoiceListFields) narrows what
 * upstream sends; records read whole (the default) also seed the request's invoice lookups.
 */
export async function fetchInvoices(
  ctx: ApiContext,
  vars: {
    idanagrafica: number[];
    first: number;
    offset: number;
    sort: InvoiceSort;
  } & Partial<UpstreamFilter>,
  fields: string = ALL_FIELDS,
): Promise<Page<InvoiceRecord>> {
  const { field, dir } = UPSTREAM_SORT[vars.sort];
  const data = await ctx.upstream.graphql<{ fatture: Page<InvoiceRecord> }>(ctx.call, {
    query: listQuery(fields),
    operationName: 'Fatture',
    variables: {
      idanagrafica: vars.idanagrafica,
      statoPagamento: vars.statoPagamento,
      idSedi: vars.idSedi,
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
  return { totalCount: data.fatture.totalCount, nodes };
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
    const filter = await upstreamFilter(args.filter ?? {}, ctx);
    const scope = ctx.authz.scope();
    if (filter.documentNumber) {
      const all = (await invoicesByDocumentNumber(ctx, scope, filter)).sort(compare(sort));
      return page(all.slice(offset, offset + first), all.length);
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
      compDal: filter.compDal,
      compAl: filter.compAl,
      dataEmissioneDal: filter.dataEmissioneDal,
      dataEmissioneAl: filter.dataEmissioneAl,
    };
    const result = await fetchInvoices(ctx, vars, invoiceListFields(info));
    return page(result.nodes, result.totalCount);
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
    return (body.rows ?? []).map(toInvoiceRow);
  },
};
