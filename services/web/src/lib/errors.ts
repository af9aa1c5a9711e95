// The message of a failed request: a translation key, plus §8's own text where it names one.
import { ERROR_TEXTS, type ErrorCode } from '@portal/shared/errors';
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

/** §8 spells what a failed request is called: 'Network request failed', 'Aborted'. */
const CATALOGUED: Readonly<Record<string, ErrorCode>> = {
  networkFailure: 'networkFailure',
  aborted: 'aborted',
};

/** The §8 catalogue text of an error, shown as spelled next to the translated explanation. */
export function catalogueText(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const code = CATALOGUED[error.code];
  return code ? ERROR_TEXTS[code] : null;
}
