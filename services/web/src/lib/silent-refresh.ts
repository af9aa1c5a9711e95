// §4, §9: the portal tokens are renewed before they expire — POST /auth/silent-refresh 60 s before
// the access token's expiry (docs/api.md); a renewal time-out is retried after 5 s; an ended
// session sends the user to sign-in.
import { SIGN_IN } from '@portal/shared/constants';
import { CSRF_HEADER } from './http.ts';

export interface SilentRefreshDeps {
  fetchImpl?: typeof fetch;
  now?: () => number;
  onEnded: () => void;
}

type Outcome =
  { kind: 'renewed'; expiresAt: number } | { kind: 'retry'; afterMs: number } | { kind: 'ended' };

export async function renew(fetchImpl: typeof fetch): Promise<Outcome> {
  const retry: Outcome = { kind: 'retry', afterMs: SIGN_IN.silentRenewRetryMs };
  try {
    const response = await fetchImpl('/auth/silent-refresh', {
      method: 'POST',
      headers: CSRF_HEADER,
      credentials: 'same-origin',
    });
    if (response.status === 401) return { kind: 'ended' };
    if (response.status === 504) {
      const body = (await response.json().catch(() => ({}))) as { retryAfterMs?: number };
      return { kind: 'retry', afterMs: body.retryAfterMs ?? SIGN_IN.silentRenewRetryMs };
    }
    if (!response.ok) return retry;
    const body = (await response.json()) as { expiresAt?: string };
    const expiresAt = Date.parse(body.expiresAt ?? '');
    return Number.isFinite(expiresAt) ? { kind: 'renewed', expiresAt } : retry;
  } catch {
    return retry;
  }
}

/** Schedules renewals from the session's expiry; returns the function that stops them. */
export function startSilentRefresh(
  expiresAtIso: string | undefined,
  deps: SilentRefreshDeps,
): () => void {
  const { fetchImpl = fetch, now = Date.now, onEnded } = deps;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => void run(), Math.max(0, delayMs));
  };
  const untilRenewal = (expiresAt: number) =>
    expiresAt - SIGN_IN.accessTokenExpiringNotificationSeconds * 1000 - now();

  const run = async () => {
    const outcome = await renew(fetchImpl);
    if (stopped) return;
    if (outcome.kind === 'ended') onEnded();
    else if (outcome.kind === 'retry') schedule(outcome.afterMs);
    else schedule(Math.max(untilRenewal(outcome.expiresAt), SIGN_IN.silentRenewRetryMs));
  };

  const expiresAt = Date.parse(expiresAtIso ?? '');
  if (Number.isFinite(expiresAt)) schedule(untilRenewal(expiresAt));
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
