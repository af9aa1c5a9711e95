// The message of a failed request: a translation key, plus §8's own text where it names one.
import { isApiErrorCode } from '@portal/shared/api/errors';
import { ERROR_TEXTS, type ErrorCode } from '@portal/shared/errors';
import { ApiError, type ClientErrorCode } from './http.ts';

const CLIENT_CODES: ReadonlySet<string> = new Set<ClientErrorCode>(['NETWORK_FAILURE', 'ABORTED']);

/** The translation key of an error's message (errors.<CODE>), never the raw server text. */
export function errorKey(error: unknown): string {
  if (error instanceof ApiError && (isApiErrorCode(error.code) || CLIENT_CODES.has(error.code)))
    return `errors.${error.code}`;
  return 'errors.generic';
}

/** §8 spells what a failed request is called: 'Network request failed', 'Aborted'. */
const CATALOGUED: Readonly<Record<ClientErrorCode, ErrorCode>> = {
  NETWORK_FAILURE: 'networkFailure',
  ABORTED: 'aborted',
};

/** The §8 catalogue text of an error, shown as spelled next to the translated explanation. */
export function catalogueText(error: unknown): string | null {
  if (!(error instanceof ApiError) || !CLIENT_CODES.has(error.code)) return null;
  return ERROR_TEXTS[CATALOGUED[error.code as ClientErrorCode]];
}
