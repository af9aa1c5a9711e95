// The error vocabulary of the portal API (docs/api.md "Errors"): one set of stable codes for the
// REST bodies ({ "error": CODE }) and GraphQL's extensions.code alike, the status each answers
// with, and the REST error body. Plain types and a small validator: the BFF's TypeBox schema of
// the body is checked against these types, and the web client reads answers with the validator.

export const API_ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CSRF_REJECTED',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'METHOD_NOT_ALLOWED',
  'NOT_ACCEPTABLE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UPSTREAM_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The HTTP status of each code when it ends a request (GraphQL answers 200 once execution started). */
export const API_ERROR_STATUS = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  CONFLICT: 409,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UPSTREAM_UNAVAILABLE: 502,
  INTERNAL: 500,
} as const satisfies Record<ApiErrorCode, number>;

/** The code of a status the API answers with (an unknown 4xx is a bad request, 5xx internal). */
export function apiErrorCodeOfStatus(status: number): ApiErrorCode {
  if (status === 403) return 'FORBIDDEN';
  if (status >= 502 && status <= 504) return 'UPSTREAM_UNAVAILABLE';
  const found = API_ERROR_CODES.find((code) => API_ERROR_STATUS[code] === status);
  return found ?? (status >= 500 ? 'INTERNAL' : 'BAD_USER_INPUT');
}

/**
 * A REST error answer. `reason` is a machine-readable marker beside the code (an upstream marker
 * such as `jobNotReady`, or `refreshFailed`, `timeout`), the same as GraphQL's extensions.reason;
 * `message` is developer text, never shown as is; `retryAfterMs` where trying again later helps.
 */
export interface ApiErrorBody {
  error: ApiErrorCode;
  message?: string;
  reason?: string;
  retryAfterMs?: number;
}

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}

/** The error body of an answer, or null when it is not one of ours. */
export function readApiErrorBody(value: unknown): ApiErrorBody | null {
  if (typeof value !== 'object' || value === null) return null;
  const body = value as Record<string, unknown>;
  if (!isApiErrorCode(body.error)) return null;
  const read: ApiErrorBody = { error: body.error };
  if (typeof body.message === 'string') read.message = body.message;
  if (typeof body.reason === 'string') read.reason = body.reason;
  if (typeof body.retryAfterMs === 'number' && Number.isFinite(body.retryAfterMs))
    read.retryAfterMs = body.retryAfterMs;
  return read;
}
