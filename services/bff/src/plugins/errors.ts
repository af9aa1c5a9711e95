// The one error handler (conventions §5): logs with the request's context, maps known errors to a
// status and a stable code, and never sends a 5xx's internal message or stack.
import { apiErrorCodeOfStatus, type ApiErrorBody } from '@portal/shared/api/errors';
import { ERROR_TEXTS } from '@portal/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  GraphQLRequestError,
  RefreshFailedError,
  SessionEndedError,
  UpstreamError,
  UpstreamUnavailableError,
} from '../upstream/errors.ts';
import { SESSION_STORE_RETRY_AFTER_MS, SessionStoreUnavailableError } from '../session/errors.ts';

/** The REST error body (packages/shared/src/api/errors.ts). */
export type ErrorBody = ApiErrorBody;

/** Upstream markers are machine-readable reasons beside the code (e.g. letturaBelowPrevious, jobNotReady). */
const MARKER = /^[A-Za-z][A-Za-z0-9_.]{0,63}$/;

export function describeError(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof SessionEndedError)
    return { status: 401, body: { error: 'UNAUTHENTICATED' } };
  // §8 'Other refresh error': the session continues; the client may try again.
  if (error instanceof RefreshFailedError) {
    return {
      status: 502,
      body: {
        error: 'UPSTREAM_UNAVAILABLE',
        reason: 'refreshFailed',
        message: ERROR_TEXTS.refreshFailed,
      },
    };
  }
  if (error instanceof UpstreamUnavailableError) {
    return {
      status: error.kind === 'aborted' ? 504 : 503,
      body: { error: 'UPSTREAM_UNAVAILABLE', message: error.message },
    };
  }
  // Redis restarting or unreachable: a clear 503, the session is not ended.
  if (error instanceof SessionStoreUnavailableError) {
    return {
      status: 503,
      body: {
        error: 'UPSTREAM_UNAVAILABLE',
        reason: 'sessionStoreUnavailable',
        retryAfterMs: SESSION_STORE_RETRY_AFTER_MS,
      },
    };
  }
  if (error instanceof GraphQLRequestError)
    return { status: 502, body: { error: 'UPSTREAM_UNAVAILABLE' } };
  if (error instanceof UpstreamError) {
    if (error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429) {
      const body: ErrorBody = { error: apiErrorCodeOfStatus(error.status) };
      if (MARKER.test(error.code) && !error.code.startsWith('http_')) body.reason = error.code;
      return { status: error.status, body };
    }
    return { status: 502, body: { error: 'UPSTREAM_UNAVAILABLE' } };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError?.validation)
    return { status: 400, body: { error: 'BAD_USER_INPUT', message: fastifyError.message } };
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = apiErrorCodeOfStatus(status);
    return {
      status,
      body: status === 429 ? { error: code } : { error: code, message: fastifyError.message },
    };
  }
  return { status: 500, body: { error: 'INTERNAL' } };
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
