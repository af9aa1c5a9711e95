// GET /api/files/exports/:jobId (docs/api.md "Files"): the PDF of an export job that ran to
// completion, streamed from upstream (§7 /api/invoices/export-pdf/download); before that, or when
// it faulted, CONFLICT with reason jobNotReady.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { binary, callOf, FILE_REFUSALS, streamPdf } from '../../files/download.ts';
import { ownedExportJob } from './ownership.ts';

const exportFiles: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/files/exports/:jobId',
    {
      schema: {
        params: Type.Object({ jobId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) }),
        response: { 200: binary('application/pdf, streamed'), ...FILE_REFUSALS },
      },
    },
    async (request, reply) => {
      const authz = app.authorizer(callOf(request));
      const job = await ownedExportJob(authz, request.params.jobId);
      if (job.status !== 5)
        return reply.code(409).send({ error: 'CONFLICT', reason: 'jobNotReady' });
      return streamPdf(
        reply,
        request,
        '/api/invoices/export-pdf/download',
        { idJob: request.params.jobId },
        `fatture-${job.idJob}`,
      );
    },
  );
};

/** Encapsulated (its prefix applies), with the services it needs declared rather than ordered. */
export const exportFileRoutes = fp(exportFiles, {
  name: 'export-file-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['upstream', 'api-guard', 'authorization'],
});
