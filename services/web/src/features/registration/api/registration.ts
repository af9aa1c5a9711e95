// The registration's calls (docs/api.md "Registration"): /auth/register/state,
// /verify and /contacts, with the CSRF header. There is no portal session here, so a 401 is not
// a reason to start a sign-in on its own (lib/http's apiFetch would): it is an ApiError the page
// explains, with a link to sign in again. Nothing is repeated by itself.
import { readApiErrorBody } from '@portal/shared/api/errors';
import type {
  RegistrationCustomer,
  RegistrationDone,
  RegistrationState,
} from '@portal/shared/registration';
import useSWR from 'swr';
import { ApiError, CSRF_HEADER } from '@/lib/http.ts';

async function call<T>(path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/auth/register/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'same-origin',
      headers: {
        ...CSRF_HEADER,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError(0, 'NETWORK_FAILURE');
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = readApiErrorBody(json);
    const failure = new ApiError(
      response.status,
      error?.error ?? 'INTERNAL',
      error?.message,
      error?.reason,
    );
    throw Object.assign(failure, { retryAfterMs: error?.retryAfterMs });
  }
  return json as T;
}

/** The minutes to wait after too many failed checks, from the answer's retryAfterMs. */
export function minutesToWait(error: unknown): number {
  const ms = (error as { retryAfterMs?: number } | null)?.retryAfterMs ?? 15 * 60_000;
  return Math.max(1, Math.ceil(ms / 60_000));
}

export function useRegistrationState() {
  return useSWR<RegistrationState, Error>('RegistrationState', () =>
    call<RegistrationState>('state'),
  );
}

export function verifyCustomer(input: {
  customerCode: string;
  taxCode: string;
}): Promise<RegistrationCustomer> {
  return call<RegistrationCustomer>('verify', input);
}

export function confirmContacts(input: {
  email: string;
  phone?: string;
  mobile?: string;
}): Promise<RegistrationDone> {
  return call<RegistrationDone>('contacts', input);
}
