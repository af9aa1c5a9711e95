// The session store did not answer (Redis restarting or unreachable): the portal
// answers 503 with the API's error body (plugins/errors.ts, graphql/error-mapping.ts) instead of a
// 500, and the store's client reconnects by itself; the customer tries again a moment later.
export const SESSION_STORE_RETRY_AFTER_MS = 1000;

export class SessionStoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The session store did not answer', { cause });
    this.name = 'SessionStoreUnavailableError';
  }
}
