// The stable error codes of the portal API (docs/api.md). Resolvers, the authorization layer and
// the file routes throw ApiError; the GraphQL error formatter and the file routes turn it into
// `extensions.code` or an HTTP status. The message is ours, never upstream text.

export const API_ERROR_CODES = [
  'UNAUTHENTICATED',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'FORBIDDEN',
  'CONFLICT',
  'UPSTREAM_UNAVAILABLE',
  'RATE_LIMITED',
  'INTERNAL',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** HTTP status used when an ApiError ends a non-GraphQL request (files) or a GraphQL request without data. */
export const HTTP_STATUS_OF: Record<ApiErrorCode, number> = {
  UNAUTHENTICATED: 401,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  FORBIDDEN: 403,
  CONFLICT: 409,
  UPSTREAM_UNAVAILABLE: 502,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    /** Extra machine-readable details for the client (field names, upstream markers) — never free text from upstream. */
    readonly details: Record<string, string | number | boolean> = {},
  ) {
    super(message);
  }
}

/** The one answer for a foreign id and for an unknown id (OWASP API1: no oracle). */
export function notFound(what: string): ApiError {
  return new ApiError('NOT_FOUND', `${what} not found`);
}

export function badInput(field: string, message: string): ApiError {
  return new ApiError('BAD_USER_INPUT', message, { field });
}
