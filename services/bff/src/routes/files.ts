// GET /api/files/invoices/:id, /api/files/exports/:jobId and /api/files/documents/:id (docs/api.md
// "Files"): the upstream
// PDF streamed through, never buffered. Registered under '/api' (the api-guard hook has required
// the CSRF rule and a session); the id is authorised before the download is asked for.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../errors/error-body.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ownedDocument } from '../domains/documents/ownership.ts';
import { sessionLanguage } from '../domains/documents/resolvers.ts';
import { ownedExportJob } from '../domains/exports/ownership.ts';
import { ApiError } from '../errors/api-error.ts';
import { invoiceFile } from '../scope/invoices.ts';
import type { PortalSession, SessionCall } from '../session/types.ts';

const Pdf = Type.Unsafe<unknown>({
  type: 'string',
  format: 'binary',
  description: 'application/pdf, streamed',
});
const Responses = {
  200: Pdf,
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
  502: ErrorBody,
  503: ErrorBody,
  504: ErrorBody,
};

/** A file name safe inside a quoted Content-Disposition parameter. */
export function safeFileName(base: string): string {
  const cleaned = base
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 100);
  return `${cleaned || 'document'}.pdf`;
}

function callOf(request: FastifyRequest): SessionCall {
  return { session: request.portalSession as PortalSession, log: request.log };
}

export async function streamPdf(
  reply: FastifyReply,
  request: FastifyRequest,
  path: string,
  query: Record<string, string | number>,
  fileName: string,
) {
  const upstream = await request.server.upstream.stream(callOf(request), { path, query });
  const type = upstream.headers['content-type'];
  const length = upstream.headers['content-length'];
  reply
    .header(
      'content-type',
      typeof type === 'string' && type.startsWith('application/pdf') ? type : 'application/pdf',
    )
    .header('content-disposition', `attachment; filename="${safeFileName(fileName)}"`)
    .header('cache-control', 'private, no-store');
  if (typeof length === 'string' && /^\d+$/.test(length)) reply.header('content-length', length);
  return reply.send(upstream.body);
}

function refuse(reply: FastifyReply, error: unknown) {
  if (error instanceof ApiError && error.code === 'NOT_FOUND')
    return reply.code(404).send({ error: 'NOT_FOUND' });
  throw error;
}

const files: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/files/invoices/:id',
    {
      schema: {
        params: Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) }),
        querystring: Type.Object(
          { variant: Type.Optional(Type.Literal('detail')) },
          { additionalProperties: false },
        ),
        response: Responses,
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      const detail = request.query.variant === 'detail';
      const authz = app.authorizer(callOf(request));
      let invoice;
      try {
        invoice = await invoiceFile(authz, id);
      } catch (error) {
        return refuse(reply, error);
      }
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

  app.get(
    '/files/exports/:jobId',
    {
      schema: {
        params: Type.Object({ jobId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) }),
        response: Responses,
      },
    },
    async (request, reply) => {
      const authz = app.authorizer(callOf(request));
      let job;
      try {
        job = await ownedExportJob(authz, request.params.jobId);
      } catch (error) {
        return refuse(reply, error);
      }
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

  app.get(
    '/files/documents/:id',
    {
      schema: {
        params: Type.Object({ id: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }) }),
        response: Responses,
      },
    },
    async (request, reply) => {
      const authz = app.authorizer(callOf(request));
      // The list and the file in the session's language, as the documents query lists them.
      const lingua = sessionLanguage({ session: request.portalSession as PortalSession });
      try {
        await ownedDocument(authz, request.params.id, lingua);
      } catch (error) {
        return refuse(reply, error);
      }
      return streamPdf(
        reply,
        request,
        '/api/documenti/pdf',
        { iddocumento: request.params.id, lingua },
        request.params.id,
      );
    },
  );
};

/** Encapsulated (its prefix applies), with the services it needs declared rather than ordered. */
export const fileRoutes = fp(files, {
  name: 'file-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['upstream', 'api-guard', 'authorization'],
});
