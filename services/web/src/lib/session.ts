// The session as the BFF describes it (docs/api.md GET /api/session). Tokens never reach here.
import { apiErrorCodeOfStatus } from '@portal/shared/api/errors';
import type { SessionBody, SessionRegistry } from '@portal/shared/api/session';
import { ApiError, apiJson } from './http.ts';

/** The session body, one type with the BFF (packages/shared/src/api/session.ts). */
export type Session = SessionBody;
export type Registry = SessionRegistry;

let cached: Promise<Session | null> | null = null;

/** The session, or null without one (no redirect here: the route loader decides). */
async function fetchSession(): Promise<Session | null> {
  try {
    const response = await fetch('/api/session', {
      headers: { 'x-portal-csrf': '1' },
      credentials: 'same-origin',
    });
    if (response.status === 401) return null;
    if (!response.ok) throw new ApiError(response.status, apiErrorCodeOfStatus(response.status));
    return (await response.json()) as Session;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, 'NETWORK_FAILURE');
  }
}

/**
 * The summary the BFF put in the page it served (the first render does not wait
 * for /api/session), taken once: the element is removed, so later loads ask the API as before.
 */
function takeEmbeddedSession(): Session | null {
  const element = document.getElementById('portal-session');
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as Session;
  } catch {
    return null;
  }
}

export function loadSession(): Promise<Session | null> {
  if (!cached) {
    const embedded = takeEmbeddedSession();
    if (embedded) cached = Promise.resolve(embedded);
  }
  cached ??= fetchSession().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

export function forgetSession(): void {
  cached = null;
}

/** PUT /api/session/registry: the BFF re-resolves segment, sections and language. */
export async function selectRegistry(idAnagrafica: number): Promise<Session> {
  const session = await apiJson<Session>('/api/session/registry', {
    method: 'PUT',
    body: JSON.stringify({ idAnagrafica }),
  });
  cached = Promise.resolve(session);
  return session;
}
