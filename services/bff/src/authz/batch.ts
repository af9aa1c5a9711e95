// A per-request loader: keys asked for in the same tick go upstream as one batch, and each key is
// fetched at most once per request (one page view that names many ids makes few upstream calls).
export type BatchFn<K, V> = (keys: K[]) => Promise<Map<K, V>>;

export class Loader<K, V> {
  private readonly cache = new Map<K, Promise<V | null>>();
  private pending: Array<{ key: K; resolve: (v: V | null) => void; reject: (e: unknown) => void }> =
    [];

  constructor(
    private readonly batch: BatchFn<K, V>,
    private readonly maxBatch = 100,
  ) {}

  load(key: K): Promise<V | null> {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const promise = new Promise<V | null>((resolve, reject) => {
      if (this.pending.length === 0) process.nextTick(() => this.dispatch());
      this.pending.push({ key, resolve, reject });
    });
    this.cache.set(key, promise);
    return promise;
  }

  /** Seeds the cache with a value already fetched (e.g. a list answer that holds the record). */
  prime(key: K, value: V): void {
    if (!this.cache.has(key)) this.cache.set(key, Promise.resolve(value));
  }

  private dispatch(): void {
    const queue = this.pending;
    this.pending = [];
    for (let i = 0; i < queue.length; i += this.maxBatch) {
      const chunk = queue.slice(i, i + this.maxBatch);
      this.batch(chunk.map((p) => p.key)).then(
        (found) => {
          for (const p of chunk) p.resolve(found.get(p.key) ?? null);
        },
        (error: unknown) => {
          // A failed batch must not stay cached: the next request asks again.
          for (const p of chunk) {
            this.cache.delete(p.key);
            p.reject(error);
          }
        },
      );
    }
  }
}

/**
 * Runs fn over items with at most `limit` in flight (bounded fan-out to upstream). The first failure
 * is the answer, and no further item is started after it: a failed request asks upstream no more.
 */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await fn(items[index] as T);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  });
  await Promise.all(workers);
  return results;
}
