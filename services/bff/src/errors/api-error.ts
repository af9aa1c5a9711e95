// The stable error codes of the portal API (docs/api.md), one vocabulary with the REST bodies
// (packages/shared/src/api/errors.ts). Resolvers, the authorization layer and the file routes
// throw ApiError; the GraphQL error formatter and the file routes turn it into
// `extensions.code` or an HTTP status. The message is ours, never upstream text.

import type { ApiErrorCode, ErrorReason } from '@portal/shared/api/errors';

export {
  API_ERROR_CODES,
  API_ERROR_STATUS as HTTP_STATUS_OF,
  type ApiErrorCode,
} from '@portal/shared/api/errors';

/** Machine-readable details for the client — never free text from upstream. */
export interface ApiErrorDetails {
  /** The argument or input field at fault. */
  field?: string;
  /** One of the API's reasons (packages/shared ERROR_REASONS). */
  reason?: ErrorReason;
  [detail: string]: string | number | boolean | undefined;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details: ApiErrorDetails = {},
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
