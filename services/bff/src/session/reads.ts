// Reads a session keeps between page views (§7: few upstream calls per page view). What does not
// change from one page to the next — the session's capabilities, its registries' records, their
// sites, contracts and conventions — is kept for a short time beside the session, in the session
// store (Redis with several replicas, so every replica sees it), under the session's own id: one
// customer's answer can never be another's. Any write the session sends upstream (a mutation, a
// non-GET call) and a registry switch forget everything kept. Only answers of the data service's
// read documents listed in CACHED_READS are kept, never tokens; entries are bounded in size.
import type {
  CallContext,
  GraphQLOperation,
  RestCall,
  UpstreamClient,
  UpstreamResponse,
} from '../upstream/client.ts';
import { type PortalSession, type SessionStore, sessionLockKey } from './types.ts';

/** How long a kept read is served: a page view or two, not a change a customer waits for. */
export const SESSION_READ_TTL_MS = 60_000;
/** The largest answer kept, the most kept and their total size per session: the session stays small. */
const MAX_ENTRY_CHARS = 32_000;
const MAX_ENTRIES = 40;
const MAX_TOTAL_CHARS = 128_000;

/** The data-service operations whose answers a session keeps (their names in the documents). */
export const CACHED_READS: ReadonlySet<string> = new Set([
  'SessionCapabilities',
  'Anagrafica',
  'AnagraficaConvenzione',
  'AidIndici',
  'Sedi',
  'Contratti',
  'Convenzioni',
  'Convenzione',
]);

/** POSTs that only read (§7 invoices/browse): they leave the kept reads alone. */
const READING_POSTS: ReadonlySet<string> = new Set(['/api/invoices/browse']);

/** A document that only reads (request-upstream.ts READ_DOCUMENT). */
const READ_DOCUMENT = /^\s*(?:query\b|\{)(?![^]*\bmutation\b)/;

interface KeptRead {
  value: unknown;
  expiresAt: number;
}

export type WithReads = PortalSession & {
  reads?: Record<string, KeptRead>;
  /** Counts the forgettings: a read that began before one is not kept after it. */
  readsEpoch?: number;
};

/** Forgets what a stored session keeps (inside a change of it under its lock: a registry switch). */
export function forgetReads(stored: PortalSession): void {
  const session = stored as WithReads;
  session.reads = undefined;
  session.readsEpoch = (session.readsEpoch ?? 0) + 1;
}

type Upstream = Pick<UpstreamClient, 'request' | 'graphql'>;

/** The session of a call, when the call is a customer's (the upstream client's context is wider). */
function sessionOf(ctx: CallContext): WithReads | null {
  const session = ctx.session as Partial<PortalSession>;
  return typeof session.id === 'string' ? (session as WithReads) : null;
}

export class SessionReads {
  /** Reads on their way in this process, per session and key: concurrent requests share one call. */
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly store: SessionStore,
    private readonly ttlMs = SESSION_READ_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** `upstream` with the session's kept reads in front of it and writes forgetting them. */
  over(upstream: Upstream): Upstream {
    return {
      graphql: <T>(ctx: CallContext, op: GraphQLOperation): Promise<T> => {
        if (!READ_DOCUMENT.test(op.query))
          return this.forgetAfter(ctx, upstream.graphql<T>(ctx, op));
        const name = op.operationName;
        if (!name || !CACHED_READS.has(name)) return upstream.graphql<T>(ctx, op);
        const key = `${name}\u0000${JSON.stringify(op.variables ?? null)}`;
        return this.read(ctx, key, () => upstream.graphql<T>(ctx, op));
      },
      request: <T>(ctx: CallContext, call: RestCall): Promise<UpstreamResponse<T>> => {
        const sent = upstream.request<T>(ctx, call);
        if (call.method === 'GET' || READING_POSTS.has(call.path)) return sent;
        return this.forgetAfter(ctx, sent);
      },
    };
  }

  /** The kept answer of `key` for the call's session, else `load`'s, kept for next time. */
  async read<T>(ctx: CallContext, key: string, load: () => Promise<T>): Promise<T> {
    const session = sessionOf(ctx);
    if (!session || session.bearer) return load();
    const kept = session.reads?.[key];
    if (kept && kept.expiresAt > this.now()) return kept.value as T;
    const flight = `${session.id}\u0000${key}`;
    const pending = this.inFlight.get(flight) as Promise<T> | undefined;
    if (pending) return pending;
    const epoch = session.readsEpoch ?? 0;
    const loading = (async () => {
      const value = await load();
      await this.keep(session, key, value, epoch).catch((error: unknown) =>
        ctx.log.warn({ err: error }, 'keeping a session read failed'),
      );
      return value;
    })();
    this.inFlight.set(flight, loading);
    const done = () => {
      if (this.inFlight.get(flight) === loading) this.inFlight.delete(flight);
    };
    loading.then(done, done);
    return loading;
  }

  /** Forgets every read the session keeps (a write, a registry switch). */
  async forget(session: PortalSession): Promise<void> {
    const prefix = `${session.id}\u0000`;
    for (const key of this.inFlight.keys()) if (key.startsWith(prefix)) this.inFlight.delete(key);
    forgetReads(session);
    await this.change(session.id, () => ({}), true);
  }

  private async forgetAfter<R>(ctx: CallContext, sent: Promise<R>): Promise<R> {
    const session = sessionOf(ctx);
    if (!session) return sent;
    try {
      return await sent;
    } finally {
      // Whether the write took or not, what was kept may be stale now.
      await this.forget(session).catch((error: unknown) =>
        ctx.log.warn({ err: error }, 'forgetting the session reads failed'),
      );
    }
  }

  private async keep(
    session: WithReads,
    key: string,
    value: unknown,
    epoch: number,
  ): Promise<void> {
    if (JSON.stringify(value).length > MAX_ENTRY_CHARS) return;
    if ((session.readsEpoch ?? 0) !== epoch) return;
    const entry = { value, expiresAt: this.now() + this.ttlMs };
    // The request's own copy too, so its later fields see it (a new record: copies are read-only).
    session.reads = { ...session.reads, [key]: entry };
    await this.change(session.id, (kept, stored) =>
      // A write forgot the session's reads while this one was on its way: it may be stale.
      (stored.readsEpoch ?? 0) === epoch ? { ...kept, [key]: entry } : kept,
    );
  }

  /** Changes the stored session's kept reads under the session's lock; expired ones are dropped. */
  private change(
    sessionId: string,
    change: (kept: Record<string, KeptRead>, stored: WithReads) => Record<string, KeptRead>,
    forgetting = false,
  ): Promise<void> {
    return this.store.withLock(sessionLockKey(sessionId), async () => {
      const stored = (await this.store.get(sessionId)) as WithReads | null;
      if (!stored) return;
      if (forgetting) {
        forgetReads(stored);
        await this.store.set(stored);
        return;
      }
      const now = this.now();
      const live = Object.entries(stored.reads ?? {}).filter(([, e]) => e.expiresAt > now);
      const next = Object.entries(change(Object.fromEntries(live), stored)).slice(-MAX_ENTRIES);
      // The oldest go first when the kept answers together grow too large.
      let size = next.reduce((sum, [, e]) => sum + JSON.stringify(e.value).length, 0);
      while (size > MAX_TOTAL_CHARS && next.length > 0)
        size -= JSON.stringify(next.shift()?.[1].value).length;
      if (next.length === 0 && !stored.reads) return;
      stored.reads = next.length ? Object.fromEntries(next) : undefined;
      await this.store.set(stored);
    });
  }
}
