import { ApiError } from './http.ts';

const KNOWN = new Set([
  'unauthenticated',
  'forbidden',
  'csrf',
  'networkFailure',
  'aborted',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'FORBIDDEN',
  'UPSTREAM_UNAVAILABLE',
  'RATE_LIMITED',
  'INTERNAL',
]);

/** The translation key of an error's message (errors.<code>), never the raw server text. */
export function errorKey(error: unknown): string {
  if (error instanceof ApiError && KNOWN.has(error.code)) return `errors.${error.code}`;
  return 'errors.generic';
}
