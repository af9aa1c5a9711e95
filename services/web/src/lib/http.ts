// The one fetch client of the web app (conventions §14). Every /api call carries the CSRF header
// of docs/api.md; a 401 sends the user to sign-in once, never in a loop. Failures carry the API's
// error code (packages/shared/src/api/errors.ts), or a code of the client's own when no answer came.
import {
  apiErrorCodeOfStatus,
  readApiErrorBody,
  type ApiErrorCode,
  type ErrorReason,
} from '@portal/shared/api/errors';

export const CSRF_HEADER = { 'x-portal-csrf': '1' } as const;

/**
 * More than two trips to sign-in within a minute without ever getting a session means signing in
 * does not help (a cookie the browser refuses, say): stop instead of looping.
 */
export const SIGN_IN_LOOP_GUARD_MS = 60_000;
export const SIGN_IN_LOOP_LIMIT = 2;
const SIGN_IN_MARK = 'portal.signInRedirects';

/** Failures without an answer from the API: the network failed, or the request was aborted (§8). */
export type ClientErrorCode = 'NETWORK_FAILURE' | 'ABORTED';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode | ClientErrorCode;
  /** The machine-readable reason beside the code, when the API gave one of its reasons. */
  readonly reason: ErrorReason | undefined;

  constructor(
    status: number,
    code: ApiErrorCode | ClientErrorCode,
    message?: string,
    reason?: ErrorReason,
  ) {
    super(message ?? code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.reason = reason;
  }
}

export function signInUrl(returnTo: string, locale?: string): string {
  const query = new URLSearchParams();
  if (locale) query.set('locale', locale);
  // Local paths only: '//host', and a backslash that browsers read as '/', lead to another site.
  if (returnTo.startsWith('/') && !returnTo.startsWith('//') && !returnTo.includes('\\'))
    query.set('returnTo', returnTo);
  const text = query.toString();
  return text ? `/auth/login?${text}` : '/auth/login';
}

let redirecting = false;

/**
 * Leaves the client for a page of the server (sign-in is not a page of the client). An object, so a
 * test can watch where the page would go: a browser's own location cannot be replaced.
 */
export const leaveClient = {
  to(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Sends the browser to sign-in with the current path to return to. Returns false (and does
 * nothing) when it already did so moments ago: the caller then shows an error instead of looping.
 */
export function redirectToSignIn(returnTo: string, now = Date.now()): boolean {
  if (redirecting) return true;
  const [since = 0, count = 0] = (sessionStorage.getItem(SIGN_IN_MARK) ?? '')
    .split(':')
    .map(Number);
  const fresh = Number.isFinite(since) && now - since < SIGN_IN_LOOP_GUARD_MS;
  if (fresh && count >= SIGN_IN_LOOP_LIMIT) return false;
  sessionStorage.setItem(SIGN_IN_MARK, fresh ? `${since}:${count + 1}` : `${now}:1`);
  redirecting = true;
  leaveClient.to(signInUrl(returnTo));
  return true;
}

/** A page that loaded with a session ends the loop guard, so a later expiry signs in again. */
export function clearSignInLoopGuard(): void {
  sessionStorage.removeItem(SIGN_IN_MARK);
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export interface ApiInit extends RequestInit {
  /** Hand 4xx/5xx answers back instead of throwing (GraphQL reports its errors in the body). */
  acceptErrorStatus?: boolean;
}

/** fetch with the CSRF header; a 401 starts sign-in (once) and rejects with ApiError. */
export async function apiFetch(path: string, apiInit: ApiInit = {}): Promise<Response> {
  const { acceptErrorStatus = false, ...init } = apiInit;
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(CSRF_HEADER)) headers.set(name, value);
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw new ApiError(0, 'ABORTED');
    }
    throw new ApiError(0, 'NETWORK_FAILURE');
  }
  if (response.status === 401) {
    redirectToSignIn(currentPath());
    throw new ApiError(401, 'UNAUTHENTICATED');
  }
  if (
    !response.ok &&
    !(acceptErrorStatus && response.headers.get('content-type')?.includes('json'))
  ) {
    const body = readApiErrorBody(await response.json().catch(() => null));
    throw new ApiError(
      response.status,
      body?.error ?? apiErrorCodeOfStatus(response.status),
      body?.message,
      body?.reason,
    );
  }
  return response;
}

export async function apiJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const response = await apiFetch(path, { ...init, headers });
  return (await response.json()) as T;
}
