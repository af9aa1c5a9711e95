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
  'UPSTREAM_CONTRACT',
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
  /** The supplier's systems answered in a shape the upstream contract does not describe. */
  UPSTREAM_CONTRACT: 502,
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
 * Every reason the API gives beside a code (docs/api.md): REST's `reason`, GraphQL's
 * `extensions.reason`. One list for the BFF, which gives no other, and the clients, which word
 * them; upstream's markers are among them where the API passes them on, and one it does not know
 * is no reason.
 */
export const ERROR_REASONS = [
  // The supplier's systems and the session (docs/api.md "Errors", §8).
  'network',
  'aborted',
  'timeout',
  'refreshFailed',
  'sessionStoreUnavailable',
  'badRequest',
  // Other channels' access tokens (decision 0008) and the web client's documents (decision 0009);
  // the sign-in markers of §8 for a token whose person has no customer record or is not active.
  'invalidToken',
  'keysUnavailable',
  'clientNotAllowed',
  'insufficientScope',
  'unknownDocument',
  'errors.userNotFound',
  'errors.UserNotActive',
  'userInfoMissing',
  'registriesEmpty',
  // Alerts: turning them on needs a fresh sign-in, and a customer's own (decision 0023).
  'alertsSignInAgain',
  'alertsNotForStaff',
  // Registration: the customer's check and what was typed (field.problem).
  'registrationExpired',
  'customerNotMatched',
  'customerNotChecked',
  'tooManyAttempts',
  'customerCode.required',
  'customerCode.format',
  'taxCode.required',
  'taxCode.format',
  'taxCode.checkCharacter',
  'email.required',
  'email.invalid',
  'email.tooLong',
  'phone.invalid',
  'phone.tooLong',
  'mobile.invalid',
  'mobile.tooLong',
  // Invoices: paying online and exporting PDFs.
  'alreadyPaid',
  'onlinePaymentNotEnabled',
  'jobNotReady',
  'noInvoices',
  'tooManyInvoices',
  'tooManyOpenExports',
  'tooManyExportStarts',
  // Self-reading of a gas meter (§5).
  'readingNotAllowed',
  'outsideReadingWindow',
  'letturaNotNumber',
  'letturaTooManyDigits',
  'letturaBelowPrevious',
  // Managing a supply.
  'supplyNotActive',
  'requestAlreadyPending',
  'cardThroughProvider',
  // Consumption exports.
  'granularityUnavailable',
  'noIntervalMeter',
  'exportTooLarge',
  // Written requests to support; tooLong also bounds an order's texts, invalidCharacters every
  // typed text (control and bidirectional formatting characters, packages/shared inputs.ts).
  'tooShort',
  'tooLong',
  'invalidCharacters',
  'invoiceRequired',
  'privacyNotAcknowledged',
  // Conventions of public bodies: who may, corrections and orders.
  'noConvention',
  'invalidEmail',
  'invalidOfficeCode',
  'invalidCig',
  'invalidCup',
  'cupRequired',
  'startDateInvalid',
  'startDateInPast',
  'startDateTooSoon',
  'startDateOutsideConvention',
  'noPoints',
  'tooManyPoints',
  'incompletePoint',
  'invalidPostalCode',
  'invalidProvince',
  'invalidQuantity',
  'duplicatePoint',
  'pointAlreadyOrdered',
  'quantityNotAvailable',
  // Writes sent once (Idempotency-Key): the first is still being sent; the key named another write.
  'submissionInProgress',
  'idempotencyKeyReused',
] as const;

export type ErrorReason = (typeof ERROR_REASONS)[number];

const REASONS: ReadonlySet<string> = new Set(ERROR_REASONS);

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && REASONS.has(value);
}

/** The reason of a field's problem, `field.problem`: 'email.invalid', 'taxCode.checkCharacter'. */
export type FieldProblemReason<E> = E extends {
  field: infer F extends string;
  problem: infer P extends string;
}
  ? `${F}.${P}`
  : never;

export function fieldProblemReason<E extends { field: string; problem: string }>(
  error: E,
): FieldProblemReason<E> {
  return `${error.field}.${error.problem}` as FieldProblemReason<E>;
}

/**
 * A REST error answer. `reason` is a machine-readable reason beside the code (an upstream marker
 * such as `alreadyPaid`, or `refreshFailed`, `timeout`), the same as GraphQL's extensions.reason;
 * `message` is developer text, never shown as is; `retryAfterMs` where trying again later helps.
 */
export interface ApiErrorBody {
  error: ApiErrorCode;
  message?: string;
  reason?: ErrorReason;
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
  // A reason the client does not know is no reason: the code says what there is to say.
  if (isErrorReason(body.reason)) read.reason = body.reason;
  if (typeof body.retryAfterMs === 'number' && Number.isFinite(body.retryAfterMs))
    read.retryAfterMs = body.retryAfterMs;
  return read;
}
