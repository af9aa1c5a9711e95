// §8 "Page chunk load failure → reload the current route", at most once per 10 s (§9
// reloadGuardMs), so a chunk that is really gone ends on the error page instead of a reload loop.
import { SIGN_IN } from '@portal/shared/constants';

export const CHUNK_RELOAD_KEY = 'portal.chunkReloadAt';

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
}

/** Errors browsers raise when a dynamically imported module cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|module script failed|Importing a module script|Loading chunk|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/** True when the route may be reloaded now; records the reload so a second failure does not. */
export function claimChunkReload(deps: Pick<ChunkReloadDeps, 'storage' | 'now'>): boolean {
  const last = Number(deps.storage.getItem(CHUNK_RELOAD_KEY) ?? '0');
  const now = deps.now();
  if (Number.isFinite(last) && now - last < SIGN_IN.reloadGuardMs) return false;
  deps.storage.setItem(CHUNK_RELOAD_KEY, String(now));
  return true;
}

/** Wraps a page's lazy import: a failed chunk reloads once, a repeated failure is thrown. */
export function withChunkReload<T>(
  load: () => Promise<T>,
  deps: () => ChunkReloadDeps,
): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      const current = deps();
      if (isChunkLoadError(error) && claimChunkReload(current)) {
        current.reload();
        // The page is going away; keep the navigation pending instead of flashing an error.
        return new Promise<T>(() => undefined);
      }
      throw error;
    }
  };
}
