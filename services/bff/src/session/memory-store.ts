// In-memory session store: the default for one process. Entries expire with the cookie (§9).
// A stored session is a snapshot taken by set(), frozen below its top level; get() hands out a shallow copy of it,
// so a request may replace top-level fields of its copy (tokens, sections, …) without touching the
// store, and an in-place change of a nested object throws instead of leaking into the store. This
// keeps "only set() changes what is stored" without deep-copying the session on every request.
import { type PortalSession, type SessionStore, sessionExpiresAt } from './types.ts';

export class KeyedMutex {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((done) => (release = done));
    const tail = previous.then(() => mine);
    this.tails.set(key, tail);
    await previous;
    try {
      return await fn();
    } finally {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export class MemorySessionStore implements SessionStore {
  private readonly entries = new Map<string, { session: PortalSession; expiresAt: number }>();
  private readonly mutex = new KeyedMutex();
  private readonly links = new Map<string, { ids: Set<string>; expiresAt: number }>();
  private readonly claims = new Map<string, number>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly ttlSeconds: number) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async get(id: string): Promise<PortalSession | null> {
    const entry = this.entries.get(id);
    if (!entry) return null;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(id);
      return null;
    }
    return { ...entry.session };
  }

  async set(session: PortalSession): Promise<void> {
    // Everything below the top level is frozen; the top level itself is never handed out (get()
    // copies it), and left unfrozen so that the copy takes V8's fast path for a spread.
    const snapshot = structuredClone(session);
    for (const value of Object.values(snapshot)) deepFreeze(value);
    this.entries.set(session.id, {
      session: snapshot,
      expiresAt: sessionExpiresAt(session, this.ttlSeconds),
    });
  }

  async destroy(id: string): Promise<void> {
    this.entries.delete(id);
  }

  withLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
    return this.mutex.run(key, fn);
  }

  async link(key: string, sessionId: string, ttlSeconds: number): Promise<void> {
    const now = Date.now();
    const entry = this.links.get(key);
    const ids = entry && entry.expiresAt > now ? entry.ids : new Set<string>();
    ids.add(sessionId);
    this.links.set(key, { ids, expiresAt: now + ttlSeconds * 1000 });
  }

  async takeLinked(key: string): Promise<string[]> {
    const entry = this.links.get(key);
    this.links.delete(key);
    return entry && entry.expiresAt > Date.now() ? [...entry.ids] : [];
  }

  async claimOnce(key: string, ttlSeconds: number): Promise<boolean> {
    const now = Date.now();
    if ((this.claims.get(key) ?? 0) > now) return false;
    this.claims.set(key, now + ttlSeconds * 1000);
    return true;
  }

  async ping(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
    this.links.clear();
    this.claims.clear();
  }

  private sweep(): void {
    const now = Date.now();
    for (const [id, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(id);
    for (const [key, entry] of this.links) if (entry.expiresAt <= now) this.links.delete(key);
    for (const [key, until] of this.claims) if (until <= now) this.claims.delete(key);
  }
}
