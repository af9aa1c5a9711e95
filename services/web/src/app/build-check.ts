// §7 build check: every 60 minutes GET builds/latest.json?t=<timestamp>; a different id than the
// running build's means a new version. A failed check is ignored.
import { BUILD_CHECK_INTERVAL_MS } from '@portal/shared/constants';
import { UNKNOWN_DOCUMENT_EVENT } from '../lib/graphql.ts';

export interface BuildCheckOptions {
  currentId: string;
  onNewBuild: (id: string) => void;
  fetchImpl?: typeof fetch;
  intervalMs?: number;
  now?: () => number;
}

export async function checkBuild(options: BuildCheckOptions): Promise<string | null> {
  const { currentId, fetchImpl = fetch, now = Date.now } = options;
  try {
    const response = await fetchImpl(`/builds/latest.json?t=${now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { id?: unknown };
    if (typeof body.id !== 'string' || body.id === '' || body.id === currentId) return null;
    return body.id;
  } catch {
    return null;
  }
}

/** A refused document checks at once, but not more often than this (a page asks several). */
export const UNKNOWN_DOCUMENT_CHECK_GAP_MS = 30_000;

/**
 * Starts the periodic check; returns the function that stops it. A document the BFF does not know
 * (UNKNOWN_DOCUMENT_EVENT) checks at once: a newer build is the likely reason.
 */
export function startBuildCheck(options: BuildCheckOptions): () => void {
  const check = () =>
    void checkBuild(options).then((id) => {
      if (id) options.onNewBuild(id);
    });
  const timer = setInterval(check, options.intervalMs ?? BUILD_CHECK_INTERVAL_MS);
  const now = options.now ?? Date.now;
  let lastEarlyCheck = Number.NEGATIVE_INFINITY;
  const onUnknownDocument = () => {
    if (now() - lastEarlyCheck < UNKNOWN_DOCUMENT_CHECK_GAP_MS) return;
    lastEarlyCheck = now();
    check();
  };
  window.addEventListener(UNKNOWN_DOCUMENT_EVENT, onUnknownDocument);
  return () => {
    clearInterval(timer);
    window.removeEventListener(UNKNOWN_DOCUMENT_EVENT, onUnknownDocument);
  };
}
