// A public body's convention files (docs/api.md "Files"): GET
// /api/files/convention-report.csv, the report of conventionReport as CSV in either dialect with the
// same rows and totals, and GET /api/files/convention-documents/:id, a document of
// conventionDocuments as the supplier's PDF; the same checks as the API — a pa under a convention
// (FORBIDDEN noConvention otherwise), the registry and the document the session's own (404).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CSV_DIALECTS, type CsvDialect } from '@portal/shared/csv';
import fp from 'fastify-plugin';
import { notFound } from '../../errors/api-error.ts';
import { binary, callOf, FILE_REFUSALS, streamPdf } from '../../files/download.ts';
import { conventionScope } from './access.ts';
import { conventionReport, reportCsv } from './report.ts';
import { DOCUMENTI_QUERY, type DocumentoConvenzioneRecord } from './upstream.ts';

const Utility = Type.Union([Type.Literal('POWER'), Type.Literal('GAS')]);

const conventionFiles: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/files/convention-report.csv',
    {
      schema: {
        querystring: Type.Object(
          {
            utility: Utility,
            registryId: Type.Optional(Type.String({ maxLength: 12 })),
            from: Type.String({ maxLength: 7 }),
            to: Type.String({ maxLength: 7 }),
            dialect: Type.Optional(Type.Union(CSV_DIALECTS.map((d) => Type.Literal(d)))),
          },
          { additionalProperties: false },
        ),
        response: { 200: binary('text/csv; charset=utf-8'), ...FILE_REFUSALS },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const authz = app.authorizer(callOf(request));
      const dialect: CsvDialect = q.dialect ?? 'standard';
      const scope = await conventionScope(authz, q.utility, q.registryId);
      const csv = reportCsv(await conventionReport(authz, scope, q.from, q.to), dialect);
      const name = `report-convenzione-${q.utility.toLowerCase()}-${q.from}-${q.to}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    '/files/convention-documents/:id',
    {
      schema: {
        params: Type.Object({ id: Type.String({ pattern: '^[A-Z0-9-]{1,64}$' }) }),
        querystring: Type.Object(
          { utility: Utility, registryId: Type.Optional(Type.String({ maxLength: 12 })) },
          { additionalProperties: false },
        ),
        response: { 200: binary('application/pdf, streamed'), ...FILE_REFUSALS },
      },
    },
    async (request, reply) => {
      const authz = app.authorizer(callOf(request));
      const { id } = request.params;
      const scope = await conventionScope(authz, request.query.utility, request.query.registryId);
      const data = await authz.upstream.graphql<{
        documentiConvenzione: DocumentoConvenzioneRecord[];
      }>(authz.call, {
        query: DOCUMENTI_QUERY,
        operationName: 'DocumentiConvenzione',
        variables: { idanagrafica: [scope.idanagrafica], codUtility: scope.codUtility },
      });
      const own = data.documentiConvenzione.some(
        (d) => d.idDocumento === id && d.idanagrafica === scope.idanagrafica,
      );
      if (!own) throw notFound('Document');
      return streamPdf(reply, request, '/api/convenzioni/documenti/pdf', { idDocumento: id }, id);
    },
  );
};

/** Encapsulated (its prefix applies), with the services it needs declared rather than ordered. */
export const conventionFileRoutes = fp(conventionFiles, {
  name: 'convention-file-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['upstream', 'api-guard', 'authorization'],
});
