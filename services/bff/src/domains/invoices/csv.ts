// GET /api/files/invoices.csv (docs/api.md "Files"): the invoices list as CSV, with the filters of
// the invoices query as its address (the same validation, the same registry scope and ownership
// checks), in either dialect — standard, or the one an Italian spreadsheet opens (semicolons,
// comma decimals, a byte-order mark). Pages of 500 are read from upstream one after the other and
// streamed as they come; a filter that selects more than MAX_CSV_INVOICES is refused up front.
import { Readable } from 'node:stream';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CSV_DIALECTS,
  csvHead,
  csvLine,
  INVOICE_CSV_COLUMNS,
  type CsvDialect,
} from '@portal/shared/csv';
import { ApiError, badInput } from '../../errors/api-error.ts';
import { binary, callOf, FILE_REFUSALS } from '../../files/download.ts';
import type { Utility } from '../../graphql/mapping.ts';
import { upstreamFilter, type PaymentState } from '../../scope/invoice-filter.ts';
import type { InvoiceRecord } from '../../scope/invoices.ts';
import { listScope } from '../../scope/registries.ts';
import {
  compare,
  fetchInvoices,
  invoicesByDocumentNumber,
  type InvoiceReader,
  type InvoiceSort,
  UPSTREAM_SORT,
} from './resolvers.ts';

/** The most invoices one CSV holds: 20 upstream pages. */
export const MAX_CSV_INVOICES = 10_000;
const PAGE = 500;

const PAYMENT_STATES = ['PAID', 'TO_PAY', 'OVERDUE', 'PARTIALLY_PAID'] as const;
const SORTS = Object.keys(UPSTREAM_SORT) as InvoiceSort[];
const id = Type.Optional(Type.String({ maxLength: 12 }));
const day = Type.Optional(Type.String({ maxLength: 10 }));

const Query = Type.Object(
  {
    utility: Type.Optional(Type.Union([Type.Literal('POWER'), Type.Literal('GAS')])),
    registryId: id,
    allRegistries: Type.Optional(Type.Boolean()),
    // The invoices query's paymentStates, separated by commas.
    paymentStates: Type.Optional(Type.String({ maxLength: 60 })),
    siteId: id,
    supplyId: id,
    issueDateFrom: day,
    issueDateTo: day,
    competenceFrom: day,
    competenceTo: day,
    documentNumber: Type.Optional(Type.String({ maxLength: 40 })),
    underConvention: Type.Optional(Type.Boolean()),
    sort: Type.Optional(Type.Union(SORTS.map((s) => Type.Literal(s)))),
    dialect: Type.Optional(Type.Union(CSV_DIALECTS.map((d) => Type.Literal(d)))),
  },
  { additionalProperties: false },
);

const day10 = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);

/** One invoice as a line of the export. */
export function invoiceCsvLine(f: InvoiceRecord, dialect: CsvDialect): string {
  return csvLine(
    [
      f.numeroFattura,
      day10(f.dataEmissione),
      day10(f.dataScadenza),
      day10(f.compDal),
      day10(f.compAl),
      f.podPdr,
      f.importo,
      f.totaleApagare,
      f.statoPagamento,
      day10(f.dataPagamento),
    ],
    dialect,
  );
}

function paymentStatesOf(text: string | undefined): PaymentState[] | undefined {
  if (!text) return undefined;
  const states = text.split(',').map((s) => s.trim());
  for (const state of states)
    if (!(PAYMENT_STATES as readonly string[]).includes(state))
      throw badInput('paymentStates', `paymentStates must be among ${PAYMENT_STATES.join(', ')}`);
  return states as PaymentState[];
}

/** Registered by the invoice file routes' plugin (files.ts), under its prefix and guard. */
export const invoiceCsvRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/files/invoices.csv',
    {
      schema: {
        querystring: Query,
        response: { 200: binary('text/csv; charset=utf-8, streamed'), ...FILE_REFUSALS },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const call = callOf(request);
      const ctx: InvoiceReader = { upstream: app.upstream, call, authz: app.authorizer(call) };
      const dialect: CsvDialect = q.dialect ?? 'standard';
      const sort: InvoiceSort = q.sort ?? 'ISSUE_DATE_DESC';
      const scope = listScope(ctx, q.registryId, q.allRegistries);
      const filter = await upstreamFilter(
        {
          utility: (q.utility ?? null) as Utility | null,
          paymentStates: paymentStatesOf(q.paymentStates) ?? null,
          siteId: q.siteId ?? null,
          supplyId: q.supplyId ?? null,
          issueDateFrom: q.issueDateFrom ?? null,
          issueDateTo: q.issueDateTo ?? null,
          competenceFrom: q.competenceFrom ?? null,
          competenceTo: q.competenceTo ?? null,
          documentNumber: q.documentNumber ?? null,
          underConvention: q.underConvention ?? null,
        },
        ctx,
        scope,
      );
      const vars = {
        idanagrafica: scope,
        sort,
        statoPagamento: filter.statoPagamento,
        idSedi: filter.idSedi,
        idForniture: filter.idForniture,
        compDal: filter.compDal,
        compAl: filter.compAl,
        dataEmissioneDal: filter.dataEmissioneDal,
        dataEmissioneAl: filter.dataEmissioneAl,
      };
      // The first page says how many; a document number is one browse call, as on the list.
      let first: InvoiceRecord[];
      let total: number;
      if (filter.idSedi?.length === 0) {
        first = [];
        total = 0;
      } else if (filter.documentNumber) {
        first = (await invoicesByDocumentNumber(ctx, scope, filter)).sort(compare(sort));
        total = first.length;
      } else {
        const page = await fetchInvoices(ctx, { ...vars, first: PAGE, offset: 0 });
        first = page.nodes;
        total = page.totalCount;
      }
      if (total > MAX_CSV_INVOICES)
        throw new ApiError(
          'BAD_USER_INPUT',
          `at most ${MAX_CSV_INVOICES} invoices in one CSV: the filter selects ${total}`,
          { field: 'filter', reason: 'exportTooLarge' },
        );
      const rest = filter.documentNumber ? 0 : Math.max(0, Math.ceil(total / PAGE) - 1);
      async function* lines() {
        yield csvHead(INVOICE_CSV_COLUMNS[dialect], dialect);
        for (const f of first) yield invoiceCsvLine(f, dialect);
        for (let p = 1; p <= rest; p++) {
          const page = await fetchInvoices(ctx, { ...vars, first: PAGE, offset: p * PAGE });
          yield page.nodes.map((f) => invoiceCsvLine(f, dialect)).join('');
        }
      }
      const name = ['fatture', (q.utility ?? 'tutte').toLowerCase(), q.issueDateFrom, q.issueDateTo]
        .filter(Boolean)
        .join('-')
        .replace(/[^A-Za-z0-9._-]+/g, '_');
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .header('cache-control', 'private, no-store')
        .header('x-total-rows', String(total));
      const stream = Readable.from(lines());
      stream.on('error', (error) =>
        request.log.error({ err: error }, 'invoice CSV export failed while streaming'),
      );
      return reply.send(stream);
    },
  );
};
