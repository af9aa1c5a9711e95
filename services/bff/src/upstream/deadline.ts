// The whole-call time-out of a buffered upstream call. AbortSignal.timeout made a
// timer, an EventTarget and its listener bookkeeping on every call. A Deadline has `aborted`, `reason`
// and add/removeEventListener (Transport.exchange listens to it and aborts its dispatch), and one shared sweep (a
// single interval, running only while calls are in flight) aborts the calls whose time is up, with
// the same TimeoutError reason AbortSignal.timeout gives — so a time-out still reads as 'Aborted'.

type Listener = () => void;

/** How often the sweep runs: a call is aborted at most this long after its deadline. */
export const SWEEP_MS = 50;

const live = new Set<Deadline>();
let sweeper: ReturnType<typeof setInterval> | null = null;

function sweep(): void {
  const now = Date.now();
  for (const deadline of live) {
    if (deadline.at <= now) deadline.expire();
  }
  if (live.size === 0 && sweeper !== null) {
    clearInterval(sweeper);
    sweeper = null;
  }
}

/** An abort signal for undici that fires `timeoutMs` after it is made (within SWEEP_MS). */
export class Deadline {
  aborted = false;
  reason: unknown = undefined;
  readonly at: number;
  private listener: Listener | null = null;

  constructor(timeoutMs: number) {
    this.at = Date.now() + timeoutMs;
  }

  addEventListener(type: string, listener: Listener): void {
    if (type !== 'abort' || this.aborted) return;
    this.listener = listener;
    live.add(this);
    if (sweeper === null) {
      sweeper = setInterval(sweep, SWEEP_MS);
      sweeper.unref();
    }
  }

  removeEventListener(type: string, listener: Listener): void {
    if (type !== 'abort' || this.listener !== listener) return;
    this.listener = null;
    live.delete(this);
  }

  /** Time is up: aborted with AbortSignal.timeout's reason, the listener told once. */
  expire(): void {
    live.delete(this);
    if (this.aborted) return;
    this.aborted = true;
    this.reason = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    const listener = this.listener;
    this.listener = null;
    listener?.();
  }
}

/** Calls waiting for their deadline (tests: none is left behind once calls end). */
export function pendingDeadlines(): number {
  return live.size;
}
