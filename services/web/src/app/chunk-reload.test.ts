import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, withChunkReload } from './chunk-reload.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

describe('§8, §9: a failed page chunk reloads the route once (10 s guard)', () => {
  it('reloads on the first failure and keeps the navigation pending', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const load = withChunkReload(
      () => Promise.reject(chunkError()),
      () => ({ storage, reload, now: () => 1_000_000 }),
    );
    let settled = false;
    void load().finally(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(settled).toBe(false);
    expect(storage.map.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('throws instead of reloading again within 10 seconds', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '1000000');
    const reload = vi.fn();
    const load = withChunkReload(
      () => Promise.reject(chunkError()),
      () => ({ storage, reload, now: () => 1_009_999 }),
    );
    await expect(load()).rejects.toThrow('dynamically imported module');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again once the 10 seconds are over', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '1000000');
    const reload = vi.fn();
    const load = withChunkReload(
      () => Promise.reject(chunkError()),
      () => ({ storage, reload, now: () => 1_010_000 }),
    );
    void load();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('passes other errors and successful loads through untouched', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const deps = () => ({ storage, reload, now: () => 0 });
    await expect(withChunkReload(() => Promise.reject(new Error('boom')), deps)()).rejects.toThrow(
      'boom',
    );
    await expect(withChunkReload(() => Promise.resolve('page'), deps)()).resolves.toBe('page');
    expect(reload).not.toHaveBeenCalled();
  });

  it('recognises the chunk errors of the browsers', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('other'))).toBe(false);
    expect(isChunkLoadError('text')).toBe(false);
  });
});
