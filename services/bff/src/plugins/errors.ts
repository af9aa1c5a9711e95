// The one error handler (conventions §5): logs with the request's context and answers a failure as
// errors/classify.ts classifies it — the GraphQL formatter answers from the same classification —
// never with a 5xx's internal message or stack.
import type { ApiErrorBody, ApiErrorCode } from '@portal/shared/api/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { classifyError, type ClassifiedError } from '../errors/classify.ts';
import { SessionEndedError } from '../upstream/errors.ts';

/** The REST error body (packages/shared/src/api/errors.ts). */
export type ErrorBody = ApiErrorBody;

/** Codes whose body says nothing more than the code (docs/api.md "Errors"). */
const BARE: ReadonlySet<ApiErrorCode> = new Set(['NOT_FOUND', 'UNAUTHENTICATED', 'RATE_LIMITED']);

/**
 * The REST body of a failure: its code, reason and retry time, and its message where that is §8's
 * own text or describes the client's own request — never for a failure of ours or upstream's (5xx),
 * nor for NOT_FOUND (a foreign id and an unknown one answer alike), an ended session or a limit.
 */
export function errorBody(failure: ClassifiedError): ErrorBody {
  const body: ErrorBody = { error: failure.code };
  if (failure.reason !== undefined) body.reason = failure.reason;
  if (failure.catalogued || (failure.status < 500 && !BARE.has(failure.code)))
    body.message = failure.message;
  if (failure.retryAfterMs !== undefined) body.retryAfterMs = failure.retryAfterMs;
  return body;
}

/** What to answer: the status and body of a failure (errors/classify.ts). */
export function describeError(error: unknown): { status: number; body: ErrorBody } {
  const failure = classifyError(error);
  return { status: failure.status, body: errorBody(failure) };
}

/**
 * Logs an error with the request's context and ends the session it ended; what to answer. Shared by
 * the API's JSON answers and the pages of navigation routes (pages/navigation.ts).
 */
export function reportError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): { status: number; body: ErrorBody } {
  const described = describeError(error);
  if (described.status >= 500) request.log.error({ err: error }, 'request failed');
  else
    request.log.info({ code: described.body.error, status: described.status }, 'request refused');
  if (error instanceof SessionEndedError) {
    request.portalSession = null;
    reply.clearSessionCookie();
  }
  return described;
}

async function errorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler(async (error, request, reply) => {
    const { status, body } = reportError(error, request, reply);
    if (body.retryAfterMs !== undefined)
      reply.header('retry-after', String(Math.ceil(body.retryAfterMs / 1000)));
    return reply.code(status).send(body);
  });
}

export default fp(errorHandler, { name: 'errors', fastify: '5.x', dependencies: ['session'] });
