// Errors of the upstream client (§7 "call-level handling", §8). The error handler maps each of
// them to a status and a stable code; none of them carries a token.
import { ERROR_TEXTS } from '@portal/shared/errors';
import { type ContractProblem, problemText } from '@portal/upstream-contract/check';

/** Upstream answered with an error status; code is its `error` marker (or `http_<status>`). */
export class UpstreamError extends Error {
  readonly status: number;
  readonly code: string;
  /** The parsed error body (e.g. `expiredAt` of TokenExpired); never contains tokens. */
  readonly details: Record<string, unknown>;

  constructor(
    status: number,
    code: string,
    details: Record<string, unknown> = {},
    message?: string,
  ) {
    super(message ?? `Upstream answered ${status} ${code}`);
    this.name = 'UpstreamError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export type SessionEndReason = 'expired' | 'rateLimited';

/** The session was cleared (§4, §7): the refresh token is invalid or expired, or a final 429. */
export class SessionEndedError extends Error {
  readonly reason: SessionEndReason;

  constructor(reason: SessionEndReason) {
    super(`Session ended: ${reason}`);
    this.name = 'SessionEndedError';
    this.reason = reason;
  }
}

/**
 * §8 'Other refresh error': the renewal failed for another reason than an invalid or expired
 * refresh token (e.g. a 5xx). 'Errore Refresh Token'; the session continues, so a later call can
 * try again.
 */
export class RefreshFailedError extends Error {
  /** The status /api/refresh-token answered. */
  readonly status: number;
  /** Its `error` marker (or `http_<status>`). */
  readonly code: string;

  constructor(status: number, code: string) {
    super(ERROR_TEXTS.refreshFailed);
    this.name = 'RefreshFailedError';
    this.status = status;
    this.code = code;
  }
}

/** §8: a query answer with errors, without data or with a bad status. */
export class GraphQLRequestError extends Error {
  readonly status: number;
  readonly query: string;
  /**
   * The call's variables, as §8 asks. Not enumerable, so a logger that serialises the error (the
   * error handler's `err`) leaves them out: they may hold personal data (see redact.ts).
   */
  declare readonly variables: Record<string, unknown>;
  readonly errors: unknown[];
  /** The answer's headers (§8 lists them with the request error). */
  readonly headers: Record<string, string | string[] | undefined>;

  constructor(
    status: number,
    query: string,
    variables: Record<string, unknown>,
    errors: unknown[] = [],
    headers: Record<string, string | string[] | undefined> = {},
  ) {
    super(`GraphQL request failed with status ${status}`);
    this.name = 'GraphQLRequestError';
    this.status = status;
    this.query = query;
    Object.defineProperty(this, 'variables', { value: variables, enumerable: false });
    this.errors = errors;
    this.headers = headers;
  }
}

/** §8: 'Network request failed' (no answer) or 'Aborted' (time-out or cancellation). */
export class UpstreamUnavailableError extends Error {
  readonly kind: 'network' | 'aborted';

  constructor(kind: 'network' | 'aborted', options?: { cause?: unknown }) {
    super(kind === 'network' ? ERROR_TEXTS.networkFailure : ERROR_TEXTS.aborted, options);
    this.name = 'UpstreamUnavailableError';
    this.kind = kind;
  }
}

/**
 * Upstream answered a call with a success that does not fit the upstream contract
 * (packages/upstream-contract, docs/upstream-contract.md): a field missing, renamed or of another
 * type. The portal shows no page of it. `call` names the call (`GET /api/invoices/get-invoice`, a
 * data-service operation); the problems name fields and kinds of values, never values. It is an
 * UpstreamError (502), so that a caller with its own rule for a failed call (§8's sign-in texts)
 * keeps it.
 */
export class UpstreamContractError extends UpstreamError {
  readonly call: string;
  readonly problems: readonly ContractProblem[];

  constructor(call: string, problems: readonly ContractProblem[]) {
    super(
      502,
      'upstreamContract',
      {},
      `Upstream answer of ${call} does not fit the contract: ${problems.map(problemText).join('; ')}`,
    );
    this.name = 'UpstreamContractError';
    this.call = call;
    this.problems = problems;
  }
}
