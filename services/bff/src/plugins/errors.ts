// The one error handler (conventions §5): logs with the request's context, maps known errors to a
// status and a stable code, and never sends a 5xx's internal message or stack.
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

export interface ErrorBody {
  error: string;
  message?: string;
}

const CLIENT_ERROR_CODES: Record<number, string> = {
  400: 'badRequest',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'notFound',
  405: 'methodNotAllowed',
  406: 'notAcceptable',
  409: 'conflict',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'rateLimited',
};

/** Upstream markers are stable codes themselves (e.g. letturaBelowPrevious, jobNotReady). */
const MARKER = /^[A-Za-z][A-Za-z0-9_.]{0,63}$/;

export function describeError(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof SessionEndedError)
    return { status: 401, body: { error: 'unauthenticated' } };
  // §8 'Other refresh error': the session continues; the client may try again.
  if (error instanceof RefreshFailedError) {
    return { status: 502, body: { error: 'refreshFailed', message: ERROR_TEXTS.refreshFailed } };
  }
  if (error instanceof UpstreamUnavailableError) {
    return {
      status: error.kind === 'aborted' ? 504 : 503,
      body: { error: 'upstreamUnavailable', message: error.message },
    };
  }
  if (error instanceof GraphQLRequestError) return { status: 502, body: { error: 'upstream' } };
  if (error instanceof UpstreamError) {
    if (error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429) {
      return {
        status: error.status,
        body: {
          error:
            MARKER.test(error.code) && !error.code.startsWith('http_')
              ? error.code
              : (CLIENT_ERROR_CODES[error.status] ?? 'badRequest'),
        },
      };
    }
    return { status: 502, body: { error: 'upstream' } };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError?.validation)
    return { status: 400, body: { error: 'badRequest', message: fastifyError.message } };
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = CLIENT_ERROR_CODES[status] ?? 'badRequest';
    return {
      status,
      body: status === 429 ? { error: code } : { error: code, message: fastifyError.message },
    };
  }
  return { status: 500, body: { error: 'internal' } };
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
    return reply.code(status).send(body);
  });
}

export default fp(errorHandler, { name: 'errors', fastify: '5.x', dependencies: ['session'] });
