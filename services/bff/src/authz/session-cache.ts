// Ids a session has already been shown to own, kept for a short time so that a page view followed
// by its downloads does not repeat the ownership lookup. Only positive answers are kept; entries
// expire, and the map is bounded. Per process: another replica simply looks up again.
export class OwnershipCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 20_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(sessionId: string, kind: string, id: number | string): V | undefined {
    const key = `${sessionId}\u0000${kind}\u0000${id}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(sessionId: string, kind: string, id: number | string, value: V): void {
    const key = `${sessionId}\u0000${kind}\u0000${id}`;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
  }

  forgetSession(sessionId: string): void {
    const prefix = `${sessionId}\u0000`;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
