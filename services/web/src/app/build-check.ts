// §7 build check: every 60 minutes GET builds/latest.json?t=<timestamp>; a different id than the
// running build's means a new version. A failed check is ignored.
import { BUILD_CHECK_INTERVAL_MS } from '@portal/shared/constants';

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

/** Starts the periodic check; returns the function that stops it. */
export function startBuildCheck(options: BuildCheckOptions): () => void {
  const timer = setInterval(() => {
    void checkBuild(options).then((id) => {
      if (id) options.onNewBuild(id);
    });
  }, options.intervalMs ?? BUILD_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
