// The one classification of a failure (conventions 5, docs/api.md "Errors"): whatever a route, a
// hook or a resolver throws becomes an HTTP status, a stable code, a reason and a message of ours,
// the same for a REST answer (plugins/errors.ts) and a GraphQL error (graphql/error-mapping.ts).
// Upstream's text, queries, variables and stacks never reach the client; upstream's marker (e.g.
// letturaBelowPrevious) does, as the machine-readable reason, when it is one of the API's reasons
// (packages/shared ERROR_REASONS).
import {
  API_ERROR_STATUS,
  apiErrorCodeOfStatus,
  isErrorReason,
  type ApiErrorCode,
  type ErrorReason,
} from '@portal/shared/api/errors';
import { ERROR_TEXTS } from '@portal/shared/errors';
import { SESSION_STORE_RETRY_AFTER_MS, SessionStoreUnavailableError } from '../session/errors.ts';
import {
  GraphQLRequestError,
  RefreshFailedError,
  SessionEndedError,
  UpstreamContractError,
  UpstreamError,
  UpstreamUnavailableError,
} from '../upstream/errors.ts';
import { ApiError } from './api-error.ts';

export interface ClassifiedError {
  /** The status of a REST answer; 5xx is a failure of ours or upstream's, logged as an error. */
  status: number;
  code: ApiErrorCode;
  /** The machine-readable reason beside the code (REST `reason`, GraphQL `extensions.reason`). */
  reason?: ErrorReason;
  /** Ours, for developers: GraphQL's error message, and the REST body's where it says one. */
  message: string;
  /** The message is §8's own text for the failure (a REST body says it, whatever the status). */
  catalogued?: boolean;
  /** Other machine-readable details of our own refusals (`field`, `requestId`): GraphQL's extensions. */
  details: Record<string, string | number | boolean>;
  retryAfterMs?: number;
}

const UNAVAILABLE = 'The service is temporarily unavailable';

/** Upstream markers (docs/upstream-contract.md) of a request refused for its input. */
const UPSTREAM_INPUT_MESSAGES: Partial<Record<ErrorReason, string>> = {
  badRequest: 'The request was refused as invalid',
  letturaNotNumber: 'The reading must be a number',
  letturaBelowPrevious: 'The reading is below the previous reading',
  outsideReadingWindow: 'The reading is outside the reading window',
  readingNotAllowed: 'Self-reading is not allowed for this supply',
  supplyNotActive: 'The supply is not active',
  alreadyPaid: 'The invoice is already paid',
};

/** Upstream markers of a request refused because of the state of things, not of its input. */
const UPSTREAM_CONFLICT_MESSAGES: Partial<Record<ErrorReason, string>> = {
  requestAlreadyPending: 'A request of this kind is already in progress for this supply',
};

const MARKER = /^[A-Za-z][A-Za-z0-9_.]{0,60}$/;

/** An upstream marker as a reason: one of the API's (never a bare status, 'http_404'). */
function reasonOf(marker: string | null | undefined): { reason?: ErrorReason } {
  return isErrorReason(marker) ? { reason: marker } : {};
}

function fail(
  status: number,
  code: ApiErrorCode,
  message: string,
  more: Partial<ClassifiedError> = {},
): ClassifiedError {
  return { status, code, message, details: {}, ...more };
}

const internal = () => fail(500, 'INTERNAL', 'Internal error');

/** A marker upstream refused with: an input error, a conflict of state, or neither. */
function fromMarker(marker: string | null): ClassifiedError | null {
  if (!isErrorReason(marker)) return null;
  const input = UPSTREAM_INPUT_MESSAGES[marker];
  if (input) return fail(400, 'BAD_USER_INPUT', input, { reason: marker });
  const conflict = UPSTREAM_CONFLICT_MESSAGES[marker];
  if (conflict) return fail(409, 'CONFLICT', conflict, { reason: marker });
  return null;
}

/** An error status of the REST API (the session's own 401 and 429 were handled by the policy). */
function fromUpstream(error: UpstreamError): ClassifiedError {
  const { status, code } = error;
  if (status === 404) return fail(404, 'NOT_FOUND', 'Not found');
  if (status === 400 || status === 422) {
    const known = isErrorReason(code) ? UPSTREAM_INPUT_MESSAGES[code] : undefined;
    const message = known ?? 'The request was refused as invalid';
    return fail(400, 'BAD_USER_INPUT', message, reasonOf(code));
  }
  if (status === 409)
    return fromMarker(code) ?? fail(409, 'CONFLICT', 'Not ready yet', reasonOf(code));
  if (status === 403) return fail(403, 'FORBIDDEN', 'Not allowed', reasonOf(code));
  // A 429 the policy did not end the session for: a call made without the session's token.
  if (status === 429) return fail(429, 'RATE_LIMITED', 'Too many requests, try again later');
  // Likewise a 401 (the content site, a sign-in exchange): upstream refused the portal, not the
  // customer, whose session goes on.
  if (status === 401 || status >= 500) return fail(502, 'UPSTREAM_UNAVAILABLE', UNAVAILABLE);
  return internal();
}

/** The `extensions.code` of the data service's first error, when it is a marker. */
function dataServiceMarker(error: GraphQLRequestError): string | null {
  const first = error.errors[0] as { extensions?: { code?: unknown } } | undefined;
  const code = first?.extensions?.code;
  return typeof code === 'string' && MARKER.test(code) ? code : null;
}

/** §8: a data-service answer with errors, without data or with a bad status. */
function fromDataService(error: GraphQLRequestError): ClassifiedError {
  const marker = error.status === 200 ? dataServiceMarker(error) : null;
  if (marker === 'notFound') return fail(404, 'NOT_FOUND', 'Not found');
  const known = fromMarker(marker);
  if (known) return known;
  // A query of ours that the data service refused is our mistake; its failure is upstream's.
  if (error.status >= 500 || error.status === 0)
    return fail(502, 'UPSTREAM_UNAVAILABLE', UNAVAILABLE);
  return internal();
}

/**
 * Fastify's, mercurius' and the rate limiter's own 4xx (a bad JSON body, a schema's validation,
 * a wrong method or media type, too many requests) describe the client's request.
 */
function fromFramework(error: unknown): ClassifiedError | null {
  const framework = error as { statusCode?: unknown; message?: unknown; validation?: unknown };
  const status = framework?.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) {
    return framework?.validation && typeof framework.message === 'string'
      ? fail(400, 'BAD_USER_INPUT', framework.message)
      : null;
  }
  const message = typeof framework.message === 'string' ? framework.message : 'Invalid request';
  return fail(
    status,
    framework.validation ? 'BAD_USER_INPUT' : apiErrorCodeOfStatus(status),
    message,
  );
}

export function classifyError(error: unknown): ClassifiedError {
  if (error instanceof ApiError) {
    const { reason, ...given } = error.details;
    const details: ClassifiedError['details'] = {};
    for (const [name, value] of Object.entries(given))
      if (value !== undefined) details[name] = value;
    return fail(API_ERROR_STATUS[error.code], error.code, error.message, {
      details,
      ...(reason === undefined ? {} : { reason }),
    });
  }
  if (error instanceof SessionEndedError) return fail(401, 'UNAUTHENTICATED', 'Session ended');
  // §8 'Other refresh error': 'Errore Refresh Token'; the session continues, a retry may succeed.
  if (error instanceof RefreshFailedError)
    return fail(502, 'UPSTREAM_UNAVAILABLE', ERROR_TEXTS.refreshFailed, {
      reason: 'refreshFailed',
      catalogued: true,
    });
  // §8: 'Network request failed' (no answer) or 'Aborted' (time-out).
  if (error instanceof UpstreamUnavailableError) {
    return fail(error.kind === 'aborted' ? 504 : 503, 'UPSTREAM_UNAVAILABLE', error.message, {
      reason: error.kind,
      catalogued: true,
    });
  }
  // Redis restarting or unreachable: a clear 503, the session is not ended.
  if (error instanceof SessionStoreUnavailableError) {
    return fail(503, 'UPSTREAM_UNAVAILABLE', UNAVAILABLE, {
      reason: 'sessionStoreUnavailable',
      retryAfterMs: SESSION_STORE_RETRY_AFTER_MS,
    });
  }
  // An answer that does not fit the upstream contract: a clear error, never a wrong page.
  if (error instanceof UpstreamContractError)
    return fail(502, 'UPSTREAM_CONTRACT', 'The supplier’s systems answered in an unexpected shape');
  if (error instanceof UpstreamError) return fromUpstream(error);
  if (error instanceof GraphQLRequestError) return fromDataService(error);
  return fromFramework(error) ?? internal();
}
