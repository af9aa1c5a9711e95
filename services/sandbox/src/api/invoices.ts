// Invoice endpoints of the supplier's REST API (§7; docs/upstream-contract.md): browse, one
// invoice, its rows and its PDF. They answer only for the token's own customer.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type, type Static } from 'typebox';
import { type InvoiceBrowseAnswer, type InvoiceRowsAnswer } from '@portal/upstream-contract/rest';
import { parseInstant, parseYmd } from '../data/dates.ts';
import { invoiceRows } from '../data/invoice-rows.ts';
import type { Fattura } from '../data/model.ts';
import type { DataStore } from '../data/store.ts';
import { pdfFileName, renderBills, type BillSheet } from '../pdf/invoice-pdf.ts';
import { MAX_ID, fail, notFound, ownRegistries, type DataDeps } from './data-http.ts';

/** At most this many invoices in one browse answer (newest first). */
export const BROWSE_LIMIT = 500;

const BrowseBody = Type.Object({
  DocumentNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  IssueDateFrom: Type.Optional(Type.String({ minLength: 10, maxLength: 40 })),
  IssueDateTo: Type.Optional(Type.String({ minLength: 10, maxLength: 40 })),
});

export const InvoiceQuery = Type.Object({
  idfattura: Type.Integer({ minimum: 1, maximum: MAX_ID }),
});

export function billSheet(store: DataStore, inv: Fattura): BillSheet | null {
  const anagrafica = store.data.anagrafiche.get(inv.idanagrafica);
  const fornitura = store.data.fornitureById.get(inv.idfornitura);
  if (!anagrafica || !fornitura) return null;
  return {
    fattura: inv,
    anagrafica,
    fornitura,
    rows: invoiceRows(store.data.seed, inv, fornitura, anagrafica.culture),
  };
}

export async function sendPdf(
  reply: FastifyReply,
  pdf: Buffer,
  fileName: string,
): Promise<FastifyReply> {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

export async function registerInvoiceRoutes(
  app: FastifyInstance,
  { store }: DataDeps,
): Promise<void> {
  app.post('/api/invoices/browse', { schema: { body: BrowseBody } }, async (request, reply) => {
    const body = request.body as Static<typeof BrowseBody>;
    const from = body.IssueDateFrom === undefined ? null : parseInstant(body.IssueDateFrom);
    if (body.IssueDateFrom !== undefined && from === null) {
      return fail(
        reply,
        400,
        'badRequest',
        'body.IssueDateFrom must be an instant YYYY-MM-DDTHH:mm:ss',
      );
    }
    const to = body.IssueDateTo === undefined ? null : parseInstant(body.IssueDateTo);
    if (body.IssueDateTo !== undefined && to === null) {
      return fail(
        reply,
        400,
        'badRequest',
        'body.IssueDateTo must be an instant YYYY-MM-DDTHH:mm:ss',
      );
    }
    const number = body.DocumentNumber?.trim().toUpperCase();
    const out: InvoiceBrowseAnswer['invoices'] = [];
    for (const id of ownRegistries(request)) {
      for (const inv of store.data.fatture.get(id) ?? []) {
        if (number !== undefined && inv.numeroDoc.toUpperCase() !== number) continue;
        const issued = parseYmd(inv.dataEmissione)?.getTime() ?? 0;
        if ((from !== null && issued < from) || (to !== null && issued > to)) continue;
        out.push({
          documentNumber: inv.numeroDoc,
          issueDate: inv.dataEmissione,
          idfattura: inv.idfattura,
          idanagrafica: inv.idanagrafica,
          importo: inv.importo,
          pagato: inv.pagato,
        });
      }
    }
    out.sort((a, b) => b.issueDate.localeCompare(a.issueDate));
    return { invoices: out.slice(0, BROWSE_LIMIT) } satisfies InvoiceBrowseAnswer;
  });

  app.get(
    '/api/invoices/get-invoice',
    { schema: { querystring: InvoiceQuery } },
    async (request, reply) => {
      const { idfattura } = request.query as Static<typeof InvoiceQuery>;
      return (
        store.ownInvoice(ownRegistries(request), idfattura) ??
        notFound(reply, `invoice ${idfattura}`)
      );
    },
  );

  app.get(
    '/api/invoices/get-invoice-rows',
    { schema: { querystring: InvoiceQuery } },
    async (request, reply) => {
      const { idfattura } = request.query as Static<typeof InvoiceQuery>;
      const inv = store.ownInvoice(ownRegistries(request), idfattura);
      const sheet = inv ? billSheet(store, inv) : null;
      return sheet
        ? ({ rows: sheet.rows } satisfies Static<typeof InvoiceRowsAnswer>)
        : notFound(reply, `invoice ${idfattura}`);
    },
  );

  for (const [path, detail] of [
    ['/api/fattura/pdf', false],
    ['/api/fattura/apccb/pdf', true],
  ] as const) {
    app.get(path, { schema: { querystring: InvoiceQuery } }, async (request, reply) => {
      const { idfattura } = request.query as Static<typeof InvoiceQuery>;
      const inv = store.ownInvoice(ownRegistries(request), idfattura);
      const sheet = inv ? billSheet(store, inv) : null;
      if (!inv || !sheet) return notFound(reply, `invoice ${idfattura}`);
      // The detailed copy exists only where the invoice says so (hasPdfdettaglio).
      if (detail && !inv.hasPdfdettaglio)
        return notFound(reply, `detailed copy of invoice ${idfattura}`);
      const pdf = await renderBills([sheet], {
        detail,
        title: `Fattura ${inv.numeroFattura}`,
        supplier: store.data.supplier,
      });
      return sendPdf(reply, pdf, pdfFileName(inv.numeroFattura));
    });
  }
}
