// Writes sent once (docs/api.md "Writes sent once"): a client names each submission with a key of
// its own (`Idempotency-Key`), and the first answer of a write is kept under that key for a few
// minutes, per session, beside the session — in Redis when several replicas run, like the open
// checkouts — so a repeat of it (a double click, a replayed request, a retry after a lost answer)
// is answered from there instead of filing again. A key names one write: the same key with other
// arguments is refused. A write that failed keeps nothing, so trying it again runs it again.
import { createHash } from 'node:crypto';
import { type PortalSession, type SessionStore, sessionLockKey } from './types.ts';

/** How long a first answer is kept: a double click, a retry, a replay within minutes. */
export const SUBMISSION_TTL_MS = 10 * 60_000;
/** A write still marked running after this was lost with its process: its key is free again. */
export const SUBMISSION_RUNNING_MS = 2 * 60_000;
/** Answers kept per session, the oldest dropped first: the session stays small. */
const MAX_PER_SESSION = 20;

interface StoredSubmission {
  /** The write the key names: its field and arguments, hashed. */
  fingerprint: string;
  startedAt: number;
  /** Set once the write answered; absent while it runs. */
  answer?: { value: unknown; at: number };
}

type WithSubmissions = PortalSession & { submissions?: Record<string, StoredSubmission> };

/** What a submission came to: its answer (first or kept), or why it did not run. */
export type SubmissionOutcome<T> =
  | { kind: 'answer'; value: T; replayed: boolean }
  /** The first of it is still running on another replica. */
  | { kind: 'running' }
  /** The key was used for another write. */
  | { kind: 'otherWrite' };

/** The fingerprint of a write: its name and its arguments, whatever the order of their keys. */
export function submissionFingerprint(name: string, args: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      );
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify([name, canonical(args)]))
    .digest('base64url');
}

export class SubmissionRegistry {
  /** Submissions running in this process: a concurrent repeat waits for the first's outcome. */
  private readonly running = new Map<
    string,
    { fingerprint: string; outcome: Promise<SubmissionOutcome<unknown>> }
  >();

  constructor(
    private readonly store: SessionStore,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Runs `write` once for the session's key: the first call runs it and keeps its answer; a repeat
   * with the same fingerprint gets that answer (waiting for it when it runs in this process); a
   * failure of `write` is thrown to every waiter and keeps nothing.
   */
  once<T>(
    sessionId: string,
    key: string,
    fingerprint: string,
    write: () => Promise<T>,
  ): Promise<SubmissionOutcome<T>> {
    const local = `${sessionId}\n${key}`;
    const current = this.running.get(local);
    if (current) {
      if (current.fingerprint !== fingerprint) return Promise.resolve({ kind: 'otherWrite' });
      return current.outcome.then((outcome) =>
        outcome.kind === 'answer' ? { ...outcome, replayed: true } : outcome,
      ) as Promise<SubmissionOutcome<T>>;
    }
    const outcome = this.run(sessionId, key, fingerprint, write);
    this.running.set(local, { fingerprint, outcome });
    const forget = () => {
      if (this.running.get(local)?.outcome === outcome) this.running.delete(local);
    };
    outcome.then(forget, forget);
    return outcome;
  }

  private async run<T>(
    sessionId: string,
    key: string,
    fingerprint: string,
    write: () => Promise<T>,
  ): Promise<SubmissionOutcome<T>> {
    const claim = await this.change(sessionId, (kept) => {
      const entry = kept[key];
      if (entry && entry.fingerprint !== fingerprint) return { kind: 'otherWrite' } as const;
      if (entry?.answer)
        return { kind: 'answer', value: entry.answer.value as T, replayed: true } as const;
      if (entry && entry.startedAt > this.now() - SUBMISSION_RUNNING_MS)
        return { kind: 'running' } as const;
      kept[key] = { fingerprint, startedAt: this.now() };
      return null;
    });
    // A session that ended meanwhile has nowhere to keep an answer: the write runs as it would.
    if (claim) return claim;
    let value: T;
    try {
      value = await write();
    } catch (error) {
      await this.change(sessionId, (kept) => {
        if (kept[key]?.fingerprint === fingerprint && !kept[key]?.answer) delete kept[key];
        return null;
      });
      throw error;
    }
    await this.change(sessionId, (kept) => {
      kept[key] = {
        fingerprint,
        startedAt: kept[key]?.startedAt ?? this.now(),
        answer: { value, at: this.now() },
      };
      return null;
    });
    return { kind: 'answer', value, replayed: false };
  }

  /**
   * Changes the session's kept submissions under the session's lock (the one every change of a
   * stored session takes); what `change` returns is returned, and nothing is written when the
   * session is gone.
   */
  private async change<R>(
    sessionId: string,
    change: (kept: Record<string, StoredSubmission>) => R | null,
  ): Promise<R | null> {
    return this.store.withLock(sessionLockKey(sessionId), async () => {
      const stored = (await this.store.get(sessionId)) as WithSubmissions | null;
      if (!stored) return null;
      const limit = this.now() - SUBMISSION_TTL_MS;
      // A new record, not a change in place: a stored session is a read-only snapshot.
      const kept = Object.fromEntries(
        Object.entries(stored.submissions ?? {}).filter(
          ([, s]) => (s.answer?.at ?? s.startedAt) >= limit,
        ),
      );
      const result = change(kept);
      const newest = Object.entries(kept)
        .sort(([, a], [, b]) => a.startedAt - b.startedAt)
        .slice(-MAX_PER_SESSION);
      stored.submissions = Object.fromEntries(newest);
      await this.store.set(stored);
      return result;
    });
  }
}
