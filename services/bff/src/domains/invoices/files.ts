// GET /api/files/invoices/:id (docs/api.md "Files"): an invoice's PDF, or with ?variant=detail its
// detail PDF, streamed from upstream (§7 /api/fattura/pdf, /api/fattura/apccb/pdf) once the id is
// proved the session's; and GET /api/files/invoices.csv, the list as CSV (csv.ts).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { binary, callOf, FILE_REFUSALS, streamPdf } from '../../files/download.ts';
import { invoiceFile } from '../../scope/invoices.ts';
import { invoiceCsvRoute } from './csv.ts';

const invoiceFiles: FastifyPluginAsyncTypebox = async (app) => {
  await invoiceCsvRoute(app, {});
  app.get(
    '/files/invoices/:id',
    {
      schema: {
        params: Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) }),
        querystring: Type.Object(
          { variant: Type.Optional(Type.Literal('detail')) },
          { additionalProperties: false },
        ),
        response: { 200: binary('application/pdf, streamed'), ...FILE_REFUSALS },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      const detail = request.query.variant === 'detail';
      const authz = app.authorizer(callOf(request));
      const invoice = await invoiceFile(authz, id);
      if (!(detail ? invoice.hasPdfdettaglio : invoice.hasPdftestata))
        return reply.code(404).send({ error: 'NOT_FOUND' });
      const path = detail ? '/api/fattura/apccb/pdf' : '/api/fattura/pdf';
      return streamPdf(
        reply,
        request,
        path,
        { idfattura: id },
        detail ? `${invoice.numeroFattura}-dettaglio` : invoice.numeroFattura,
      );
    },
  );
};

/** Encapsulated (its prefix applies), with the services it needs declared rather than ordered. */
export const invoiceFileRoutes = fp(invoiceFiles, {
  name: 'invoice-file-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['upstream', 'api-guard', 'authorization'],
});
