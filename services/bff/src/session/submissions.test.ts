// A write named by a submission's key runs once per session: its first answer is kept a few
// minutes beside the session, a repeat gets it, a concurrent repeat waits for it (in this process)
// or is told it still runs (on another replica), and a failure keeps nothing.
import { afterAll, describe, expect, it } from 'vitest';
import { testSession } from '../../test/session-fixture.ts';
import { MemorySessionStore } from './memory-store.ts';
import {
  SUBMISSION_RUNNING_MS,
  SUBMISSION_TTL_MS,
  SubmissionRegistry,
  submissionFingerprint,
} from './submissions.ts';
import type { PortalSession } from './types.ts';

const store = new MemorySessionStore(3600);
afterAll(() => store.close());

let sessions = 0;
async function newSession(): Promise<string> {
  const id = `s${++sessions}`;
  const session = testSession(id);
  await store.set(session);
  return id;
}

/** Whether the session keeps a submission under `key` (running or answered). */
async function kept(session: string, key: string): Promise<boolean> {
  const stored = (await store.get(session)) as (PortalSession & { submissions?: object }) | null;
  return Object.hasOwn(stored?.submissions ?? {}, key);
}

/** A write that counts its runs and answers a new case each time. */
function filing() {
  let runs = 0;
  return {
    runs: () => runs,
    write: async () => ({ caseNumber: `RS-${++runs}` }),
  };
}

const fp = submissionFingerprint('fileSupportCase', { input: { subject: 'a' } });

describe('writes sent once', () => {
  it('the fingerprint is the write and its arguments, whatever the order of their keys', () => {
    expect(submissionFingerprint('f', { a: 1, b: { c: [1, { d: 2, e: 3 }] } })).toBe(
      submissionFingerprint('f', { b: { c: [1, { e: 3, d: 2 }] }, a: 1 }),
    );
    expect(submissionFingerprint('f', { a: 1 })).not.toBe(submissionFingerprint('g', { a: 1 }));
    expect(submissionFingerprint('f', { a: 1 })).not.toBe(submissionFingerprint('f', { a: 2 }));
  });

  it('a repeat gets the first answer; another key runs the write again', async () => {
    const session = await newSession();
    const registry = new SubmissionRegistry(store);
    const { runs, write } = filing();
    expect(await registry.once(session, 'k1', fp, write)).toEqual({
      kind: 'answer',
      value: { caseNumber: 'RS-1' },
      replayed: false,
    });
    expect(await registry.once(session, 'k1', fp, write)).toEqual({
      kind: 'answer',
      value: { caseNumber: 'RS-1' },
      replayed: true,
    });
    expect((await registry.once(session, 'k2', fp, write)).kind).toBe('answer');
    expect(runs()).toBe(2);
  });

  it('the same key for another write runs nothing', async () => {
    const session = await newSession();
    const registry = new SubmissionRegistry(store);
    const { runs, write } = filing();
    await registry.once(session, 'k', fp, write);
    const other = submissionFingerprint('fileSupportCase', { input: { subject: 'b' } });
    expect(await registry.once(session, 'k', other, write)).toEqual({ kind: 'otherWrite' });
    expect(runs()).toBe(1);
  });

  it('concurrent repeats in one process wait for the first and share its answer or failure', async () => {
    const session = await newSession();
    const registry = new SubmissionRegistry(store);
    const { runs, write } = filing();
    const answers = await Promise.all([1, 2, 3].map(() => registry.once(session, 'k', fp, write)));
    expect(runs()).toBe(1);
    expect(answers.map((a) => a.kind === 'answer' && a.value)).toEqual([
      { caseNumber: 'RS-1' },
      { caseNumber: 'RS-1' },
      { caseNumber: 'RS-1' },
    ]);
    let failures = 0;
    const failing = async () => {
      failures++;
      throw new Error('upstream unavailable');
    };
    const both = await Promise.allSettled([
      registry.once(session, 'k-failing', fp, failing),
      registry.once(session, 'k-failing', fp, failing),
    ]);
    expect(both.map((b) => b.status)).toEqual(['rejected', 'rejected']);
    expect(failures).toBe(1);
  });

  it('another replica (sharing the store) is told the first still runs, then gets its answer', async () => {
    const session = await newSession();
    const [a, b] = [new SubmissionRegistry(store), new SubmissionRegistry(store)];
    let finish!: (value: { caseNumber: string }) => void;
    const slow = new Promise<{ caseNumber: string }>((resolve) => (finish = resolve));
    let runs = 0;
    const first = a.once(session, 'k', fp, () => (runs++, slow));
    await expect.poll(() => kept(session, 'k')).toBe(true);
    expect(await b.once(session, 'k', fp, async () => ({ caseNumber: 'never' }))).toEqual({
      kind: 'running',
    });
    finish({ caseNumber: 'RS-7' });
    expect((await first).kind).toBe('answer');
    expect(await b.once(session, 'k', fp, async () => ({ caseNumber: 'never' }))).toEqual({
      kind: 'answer',
      value: { caseNumber: 'RS-7' },
      replayed: true,
    });
    expect(runs).toBe(1);
  });

  it('a failure keeps nothing: the same submission runs again', async () => {
    const session = await newSession();
    const registry = new SubmissionRegistry(store);
    await expect(
      registry.once(session, 'k', fp, async () => {
        throw new Error('timeout');
      }),
    ).rejects.toThrow('timeout');
    const { runs, write } = filing();
    expect(await registry.once(session, 'k', fp, write)).toMatchObject({ replayed: false });
    expect(runs()).toBe(1);
  });

  it('an answer is kept for the minutes of SUBMISSION_TTL_MS; a run lost with its replica frees its key', async () => {
    const session = await newSession();
    let now = Date.now();
    const registry = new SubmissionRegistry(store, () => now);
    const { runs, write } = filing();
    await registry.once(session, 'k', fp, write);
    now += SUBMISSION_TTL_MS - 1000;
    expect(await registry.once(session, 'k', fp, write)).toMatchObject({ replayed: true });
    now += 2000;
    expect(await registry.once(session, 'k', fp, write)).toMatchObject({ replayed: false });
    expect(runs()).toBe(2);

    // A replica that ended mid-write left its key marked running.
    const lost = new SubmissionRegistry(store, () => now);
    void lost.once(session, 'k-lost', fp, () => new Promise<never>(() => undefined));
    await expect.poll(() => kept(session, 'k-lost')).toBe(true);
    const other = new SubmissionRegistry(store, () => now);
    expect(await other.once(session, 'k-lost', fp, write)).toEqual({ kind: 'running' });
    now += SUBMISSION_RUNNING_MS + 1000;
    expect(await other.once(session, 'k-lost', fp, write)).toMatchObject({ kind: 'answer' });
  });
});
