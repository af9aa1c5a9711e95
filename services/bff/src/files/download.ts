// What a domain's file route (GET /api/files/…, docs/api.md "Files") is made of: the call of its
// request, the answers it may give, and an upstream PDF streamed through — never buffered — under
// a file name safe in a Content-Disposition header. The routes are registered under '/api': the
// api-guard hook has required the CSRF rule and a session before any of them runs. What their
// checks throw is answered by the error handler (plugins/errors.ts), as every failure is.
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorBody } from '../errors/error-body.ts';
import type { PortalSession, SessionCall } from '../session/types.ts';

/** The request's call for the session the api-guard hook proved. */
export function callOf(request: FastifyRequest): SessionCall {
  return { session: request.portalSession as PortalSession, log: request.log };
}

/** A file's 200 answer in a route's response schema. */
export const binary = (description: string) =>
  Type.Unsafe<unknown>({ type: 'string', format: 'binary', description });

/** The refusals a file route may answer (docs/api.md "Errors"). */
export const FILE_REFUSALS = {
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
